import { messages } from '@contrail/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LiveBookingForm as BookingForm } from '~/components/sections/booking-form/booking-form-live.tsx';
import { LiveContactForm as ContactForm } from '~/components/sections/contact-form/contact-form-live.tsx';
import { LiveSubscribeForm as SubscribeForm } from '~/components/sections/subscribe/subscribe-form-live.tsx';
import { LiveCheckoutForm as CheckoutForm } from '~/features/shop/components/checkout-form-live.tsx';
import { restaurantVenue as restaurant } from '@contrail/contracts/venues/restaurant';
import { earlyEventsGlobal, earlyEventsScript, replayEarlyEvents } from './early-events.ts';

// A prerendered form that a visitor uses before the page's code has run: the inline script keeps the
// events, the form hydrates, the page says so and the events are played on the live form. (Each form's
// code is the chunk its public component loads as the page boots; the browser test e2e/early-form-events
// plays the whole page with its scripts held back.)

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = container = undefined;
  document.documentElement.dataset.hydrated = 'true';
  vi.unstubAllGlobals();
});

// The script's own text, run once as the browser runs the inline <script> of a page.
beforeAll(() => {
  new Function(earlyEventsScript)();
});

/** The prerendered page, before the visitor does anything. */
function prerender(element: ReactElement) {
  delete document.documentElement.dataset.hydrated;
  (window as unknown as Record<string, unknown>)[earlyEventsGlobal] = [];
  container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}

/** The page's code arrives: React hydrates, the page says it is done (root.tsx) and plays the events. */
async function hydrate(element: ReactElement) {
  await act(async () => {
    root = hydrateRoot(container as HTMLElement, element);
  });
  await act(async () => {
    document.documentElement.dataset.hydrated = 'true';
    replayEarlyEvents();
  });
}

const type = (input: HTMLInputElement, value: string) => {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('form events before hydration', () => {
  const subscribe = <SubscribeForm buttonLabel="Subscribe Now" />;

  it('holds a submit back (no reload) and makes it on the live form: the empty field is named', async () => {
    const page = prerender(subscribe);
    const form = page.querySelector('form') as HTMLFormElement;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(screen.queryByText(messages.required)).not.toBeInTheDocument();
    await hydrate(subscribe);
    expect(await screen.findByText(messages.required)).toBeInTheDocument();
  });

  it('keeps what was typed and the field left: the live form checks it', async () => {
    const page = prerender(subscribe);
    const input = page.querySelector('input') as HTMLInputElement;
    type(input, 'not-an-address');
    input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    await hydrate(subscribe);
    expect(await screen.findByText(messages.invalidEmail)).toBeInTheDocument();
    expect(input).toHaveValue('not-an-address');
  });

  it('sends what was typed once, for two presses before hydration', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response(JSON.stringify({ status: 'success' }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const page = prerender(subscribe);
    const form = page.querySelector('form') as HTMLFormElement;
    type(page.querySelector('input') as HTMLInputElement, 'pilot@example.com');
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await hydrate(subscribe);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(
      await screen.findByText(messages.subscribeSuccess, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'pilot@example.com',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('marks a booking field left before hydration as touched', async () => {
    const booking = <BookingForm venue={restaurant} now={() => new Date('2026-12-08T12:00:00Z')} />;
    const page = prerender(booking);
    const name = page.querySelector('input[name="name"]') as HTMLInputElement;
    name.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    await hydrate(booking);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText(messages.required)).toBeInTheDocument();
  });

  it('keeps a contact form typed and ticked before hydration, and sends it once', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () => new Response(JSON.stringify({ status: 'success' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const contact = <ContactForm />;
    const page = prerender(contact);
    const control = (name: string) => page.querySelector(`[name="${name}"]`) as HTMLInputElement;
    type(control('name'), 'Ada Lovelace');
    type(control('email'), 'ada@example.com');
    type(control('message'), 'A quote, please.');
    control('consent').click();
    const form = page.querySelector('form') as HTMLFormElement;
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await hydrate(contact);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      kind: 'contact',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '',
      message: 'A quote, please.',
      consent: true,
    });
  });

  it('prerenders the checkout with its start method checked and keeps another one picked early', async () => {
    // happy-dom has no `select.size` (browsers: 0), so react-hook-form would take every select for edited.
    if (!('size' in HTMLSelectElement.prototype))
      Object.defineProperty(HTMLSelectElement.prototype, 'size', { get: () => 0 });
    const onPlace = vi.fn();
    const checkout = (
      <CheckoutForm onPlace={onPlace} summary={(method) => <p>Method {method}</p>} />
    );
    const page = prerender(checkout);
    const radio = (value: string) =>
      page.querySelector(`input[type="radio"][value="${value}"]`) as HTMLInputElement;
    expect(radio('standard').checked).toBe(true);
    const fill = (name: string, value: string) => {
      const control = page.querySelector(`[name="${name}"]`) as HTMLInputElement;
      control.value = value;
      control.dispatchEvent(
        new Event(control.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }),
      );
    };
    fill('firstName', 'Ada');
    fill('lastName', 'Byron');
    fill('email', 'ada@example.com');
    fill('address', '12 Hangar Road');
    fill('city', 'Leeds');
    fill('postcode', 'LS1 4AP');
    fill('country', 'United Kingdom');
    radio('express').click();
    (page.querySelector('input[name="terms"]') as HTMLInputElement).click();
    const form = page.querySelector('form') as HTMLFormElement;
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await hydrate(checkout);
    await waitFor(() => expect(onPlace).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(onPlace.mock.calls[0]?.[0]).toMatchObject({
      firstName: 'Ada',
      country: 'United Kingdom',
      shipping: 'express',
      terms: true,
    });
    expect(screen.getByText('Method express')).toBeInTheDocument();
  });

  it('leaves events alone once the page has hydrated', async () => {
    prerender(subscribe);
    document.documentElement.dataset.hydrated = 'true';
    const form = (container as HTMLElement).querySelector('form') as HTMLFormElement;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    expect(replayEarlyEvents()).toBe(0);
  });
});
