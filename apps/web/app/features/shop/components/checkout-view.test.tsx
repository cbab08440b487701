import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStore } from '~/features/shop/cart-store.ts';
import { loadCheckoutForm } from './checkout-form.tsx';
import { CheckoutView } from './checkout-view.tsx';

const renderCheckout = () =>
  render(
    <MemoryRouter>
      <CheckoutView />
    </MemoryRouter>,
  );
const errorUnder = (label: string) => {
  const field = screen.getByLabelText(label);
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};
const total = (name: string) =>
  document.querySelector(`[data-total="${name}"] dd`)?.textContent ?? '';

beforeEach(() => {
  act(() => cartStore.add({ productId: 'drift-vase', colour: 'sand', quantity: 2 }));
});
afterEach(() => {
  act(() => cartStore.clear());
  localStorage.clear();
});

describe('CheckoutView', () => {
  // The form's code (react-hook-form, zod) loads on its first interaction in the browser; here up front.
  beforeAll(async () => {
    await Promise.all([loadCheckoutForm(), import('./checkout-schema.ts')]);
  });

  it('shows a message under each invalid field after a submit attempt', async () => {
    renderCheckout();
    fireEvent.click(screen.getByRole('button', { name: 'Place demo order' }));
    await waitFor(() => expect(errorUnder('First name *')).toBe('Field is required.'));
    expect(errorUnder('Last name *')).toBe('Field is required.');
    expect(errorUnder('Email address *')).toBe('Field is required.');
    expect(errorUnder('Street address *')).toBe('Field is required.');
    expect(errorUnder('Town / city *')).toBe('Field is required.');
    expect(errorUnder('Postcode / ZIP *')).toBe('Field is required.');
    expect(errorUnder('Country *')).toBe('Choose a country.');
    expect(errorUnder('I accept the terms of this demo store. *')).toBe(
      'Please accept the terms to place the order.',
    );
    expect(errorUnder('Phone')).toBeUndefined();

    fireEvent.change(screen.getByLabelText('Email address *'), { target: { value: 'not-mail' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: 'abc' } });
    await waitFor(() => expect(errorUnder('Phone')).toBe('Enter a valid phone number.'));
    expect(errorUnder('Email address *')).toBe('Invalid email.');
    expect(cartStore.getSnapshot().lines).toHaveLength(1);
  });

  it('recomputes the summary for the chosen shipping method', async () => {
    renderCheckout();
    expect(total('subtotal')).toBe('$78.00');
    expect(total('shipping')).toBe('$9.90');
    fireEvent.click(screen.getByRole('radio', { name: /Express delivery/ }));
    await waitFor(() => expect(total('shipping')).toBe('$24.90'));
    expect(total('total')).toBe('$102.90');
    fireEvent.click(screen.getByRole('radio', { name: /Collect from the studio/ }));
    await waitFor(() => expect(total('total')).toBe('$78.00'));
  });

  it('places a demo order: says nothing was paid or sent, and empties the cart', async () => {
    renderCheckout();
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('First name *', 'Ada');
    fill('Last name *', 'Byron');
    fill('Email address *', 'ada@example.com');
    fill('Street address *', '12 Hangar Road');
    fill('Town / city *', 'Leeds');
    fill('Postcode / ZIP *', 'LS1 4AP');
    fireEvent.change(screen.getByLabelText('Country *'), { target: { value: 'United Kingdom' } });
    fireEvent.click(screen.getByLabelText('I accept the terms of this demo store. *'));
    fireEvent.click(screen.getByRole('button', { name: 'Place demo order' }));
    const heading = await screen.findByRole('heading', {
      name: 'Thank you, Ada: your demo order is complete',
    });
    const confirmation = heading.closest('[data-order-confirmation]') as HTMLElement;
    expect(confirmation.textContent).toContain('No payment was taken');
    expect(within(confirmation).getByText('Drift vase × 2')).toBeTruthy();
    expect(total('total')).toBe('$87.90');
    expect(cartStore.getSnapshot().lines).toEqual([]);
    expect(document.activeElement).toBe(heading);
  });

  it('has nothing to check out when the cart is empty', () => {
    act(() => cartStore.clear());
    renderCheckout();
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Checkout' })).toBeNull();
  });
});

describe('CheckoutForm before its code arrives', () => {
  beforeAll(() => {
    // happy-dom has no `select.size` (browsers: 0), so react-hook-form would take every select for edited.
    if (!('size' in HTMLSelectElement.prototype))
      Object.defineProperty(HTMLSelectElement.prototype, 'size', { get: () => 0 });
  });

  it('paints the start shipping method checked and places an order submitted before the code arrived, as typed', async () => {
    vi.resetModules();
    const fresh = await import('./checkout-form.tsx');
    const onPlace = vi.fn();
    render(<fresh.CheckoutForm onPlace={onPlace} summary={(method) => <p>Method {method}</p>} />);
    expect(screen.getByRole('radio', { name: /Standard/ })).toBeChecked();
    expect(screen.getByText('Method standard')).toBeTruthy();
    const first = screen.getByLabelText('First name *');
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('First name *', 'Ada');
    fill('Last name *', 'Byron');
    fill('Email address *', 'ada@example.com');
    fill('Street address *', '12 Hangar Road');
    fill('Town / city *', 'Leeds');
    fill('Postcode / ZIP *', 'LS1 4AP');
    fill('Country *', 'United Kingdom');
    fireEvent.click(screen.getByRole('radio', { name: /Express delivery/ }));
    fireEvent.click(screen.getByLabelText('I accept the terms of this demo store. *'));
    fireEvent.click(screen.getByRole('button', { name: 'Place demo order' }));
    await waitFor(() => expect(onPlace).toHaveBeenCalledTimes(1));
    expect(screen.getByLabelText('First name *')).not.toBe(first);
    expect(onPlace.mock.calls[0]?.[0]).toMatchObject({
      firstName: 'Ada',
      country: 'United Kingdom',
      shipping: 'express',
      terms: true,
    });
    expect(screen.getByText('Method express')).toBeTruthy();
  });
});
