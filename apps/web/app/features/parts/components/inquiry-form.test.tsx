import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart } from '~/features/parts/state/catalogue-slice.ts';
import { storageKeys } from '~/features/parts/state/storage.ts';
import { cart, countries, mockApi } from '~/features/parts/state/test-fixtures.ts';
import { InquiryForm } from './inquiry-form.tsx';
import { renderWithStore } from './test-render.tsx';

const address = {
  'GET address/countries': { body: countries },
  'GET address/countries/states/US': {
    body: [
      { label: 'Alaska', value: 'AK' },
      { label: 'Texas', value: 'TX' },
    ],
  },
  'GET address/countries/states/CA': { body: [{ label: 'Yukon', value: 'YT' }] },
  'GET address/countries/US/states/AK/cities': {
    body: [
      { label: 'Anchorage', value: 'Anchorage' },
      { label: 'Juneau', value: 'Juneau' },
    ],
  },
};

beforeEach(() => {
  localStorage.setItem(storageKeys.hasSession, '1');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

async function renderForm(extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'POST cart': { body: cart(2) }, ...address, ...extra });
  const view = renderWithStore(<InquiryForm />);
  await view.store.dispatch(addToCart({ parts: [{ id: 'p1', qty: 2 }] }));
  return { ...api, ...view };
}

describe('InquiryForm', () => {
  it('shows the spec messages under the fields after a submit attempt, and sends nothing', async () => {
    const { calls } = await renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send inquiry' }));
    const name = screen.getByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveAccessibleDescription('Field is required.'));
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('Field is required.');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'not-an-email');
    await userEvent.tab();
    await waitFor(() =>
      expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('Invalid email.'),
    );
    expect(calls.some((call) => call.path === 'cart/inquiry')).toBe(false);
  });

  it('shows an error only once a field is touched', async () => {
    await renderForm();
    const name = screen.getByLabelText(/^Name/);
    expect(screen.queryByText('Field is required.')).not.toBeInTheDocument();
    await userEvent.click(name);
    await userEvent.tab();
    expect(await screen.findByText('Field is required.')).toBeInTheDocument();
  });

  it('loads states when a country is chosen and cities when a state is', async () => {
    const { calls } = await renderForm();
    const country = screen.getByLabelText('Country');
    const state = screen.getByLabelText('State / province');
    const city = screen.getByLabelText('City');
    expect(state).toBeDisabled();
    expect(city).toBeDisabled();
    await waitFor(() =>
      expect(within(country).getByRole('option', { name: 'Canada' })).toBeInTheDocument(),
    );

    await userEvent.selectOptions(country, 'US');
    await waitFor(() =>
      expect(within(state).getByRole('option', { name: 'Alaska' })).toBeInTheDocument(),
    );
    expect(state).toBeEnabled();
    expect(city).toBeDisabled();

    await userEvent.selectOptions(state, 'AK');
    await waitFor(() =>
      expect(within(city).getByRole('option', { name: 'Juneau' })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(city, 'Juneau');

    await userEvent.selectOptions(country, 'CA');
    await waitFor(() =>
      expect(within(state).getByRole('option', { name: 'Yukon' })).toBeInTheDocument(),
    );
    expect(state).toHaveValue('');
    expect(city).toBeDisabled();
    expect(calls.map((c) => c.path)).toEqual(
      expect.arrayContaining([
        'address/countries',
        'address/countries/states/US',
        'address/countries/US/states/AK/cities',
        'address/countries/states/CA',
      ]),
    );
  });

  it('on success shows the inquiry number and clears the cart', async () => {
    const { calls, store } = await renderForm({
      'POST cart/inquiry': { body: { success: true, inquiryId: 'INQ-7' } },
    });
    await userEvent.type(screen.getByLabelText(/^Name/), 'Ann Pilot');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'ann@example.com');
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Country')).getByRole('option', { name: 'United States' }),
      ).toBeInTheDocument(),
    );
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'US');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Alaska' })).toBeInTheDocument());
    await userEvent.selectOptions(screen.getByLabelText('State / province'), 'AK');
    await userEvent.click(screen.getByRole('button', { name: 'Send inquiry' }));
    expect(await screen.findByTestId('inquiry-id')).toHaveTextContent('INQ-7');
    expect(store.getState().catalogue.partsCart).toEqual([]);
    const sent = calls.find((c) => c.path === 'cart/inquiry')?.body as {
      contact: Record<string, string>;
      partsCart: unknown[];
    };
    expect(sent.contact).toMatchObject({
      name: 'Ann Pilot',
      email: 'ann@example.com',
      country: 'US',
      state: 'AK',
    });
    expect(sent.partsCart).toEqual([{ itemId: 'i1', id: 'p1', qty: 2 }]);
  });

  it('on failure keeps the cart and the form and asks to retry', async () => {
    const { store } = await renderForm({
      'POST cart/inquiry': { status: 500, body: { error: { code: 'internal', message: 'Down' } } },
    });
    await userEvent.type(screen.getByLabelText(/^Name/), 'Ann Pilot');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send inquiry' }));
    expect(await screen.findByText(/could not be sent/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry sending' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ann Pilot');
    expect(store.getState().catalogue.partsCart).toHaveLength(1);
  });

  it('when rate limited says how long to wait (the answer’s Retry-After) and keeps everything', async () => {
    const { store } = await renderForm({
      'POST cart/inquiry': {
        status: 429,
        headers: { 'retry-after': '8' },
        body: { success: false, error: 'Too many requests', code: 'rate_limited' },
      },
    });
    await userEvent.type(screen.getByLabelText(/^Name/), 'Ann Pilot');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send inquiry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests — please try again in 8 seconds.',
    );
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ann Pilot');
    expect(store.getState().catalogue.partsCart).toHaveLength(1);
  });
});
