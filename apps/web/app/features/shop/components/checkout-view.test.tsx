import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStore } from '~/features/shop/cart-store.ts';
import { CheckoutView } from './checkout-view.tsx';

// The form itself, not the chunk that loads it as the page boots (checkout-form.tsx).
vi.mock('./checkout-form.tsx', async () => ({
  CheckoutForm: (await import('./checkout-form-live.tsx')).LiveCheckoutForm,
}));

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
