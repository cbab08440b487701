import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { cartStore } from '~/features/shop/cart-store.ts';
import { CartView } from './cart-view.tsx';

const renderCart = () =>
  render(
    <MemoryRouter>
      <CartView />
    </MemoryRouter>,
  );
const total = (name: string) =>
  document.querySelector(`[data-total="${name}"] dd`)?.textContent ?? '';

afterEach(() => {
  act(() => cartStore.clear());
  localStorage.clear();
});

describe('CartView', () => {
  it('shows the empty state with a way back to the shop', () => {
    renderCart();
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe(
      '/shop/shop-wide',
    );
  });

  it('lists lines and recomputes the totals when a quantity changes or a line is removed', () => {
    act(() => {
      cartStore.add({ productId: 'drift-vase', colour: 'sand', size: 'Small', quantity: 2 });
      cartStore.add({ productId: 'hearth-serving-board', colour: 'oak', quantity: 1 });
    });
    renderCart();
    expect(screen.getByText('Sand, Small')).toBeTruthy();
    expect(total('subtotal')).toBe('$137.00');
    expect(total('shipping')).toBe('$9.90');
    expect(total('total')).toBe('$146.90');

    fireEvent.click(
      screen.getByRole('button', { name: 'Increase quantity of hearth serving board' }),
    );
    expect(
      (screen.getByLabelText('Quantity of Hearth serving board') as HTMLInputElement).value,
    ).toBe('2');
    expect(total('subtotal')).toBe('$196.00');
    expect(total('shipping')).toBe('Free');
    expect(total('total')).toBe('$196.00');

    const vase = document.querySelector('[data-cart-line="drift-vase"]') as HTMLElement;
    const decrease = within(vase).getByRole('button', { name: 'Decrease quantity of drift vase' });
    fireEvent.click(decrease);
    expect(within(vase).getByText('$39.00', { selector: '[data-line-total]' })).toBeTruthy();
    expect((decrease as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Hearth serving board from cart' }));
    expect(screen.queryByText('Hearth serving board')).toBeNull();
    expect(total('total')).toBe('$48.90');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Drift vase from cart' }));
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
  });

  it('explains a wrong coupon under the field and applies the demo code', () => {
    act(() => cartStore.add({ productId: 'drift-vase', colour: 'sand', quantity: 1 }));
    renderCart();
    const field = screen.getByLabelText('Coupon code');
    const apply = screen.getByRole('button', { name: 'Apply coupon' });
    fireEvent.click(apply);
    expect(screen.getByRole('alert').textContent).toBe('Enter a coupon code.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field, { target: { value: 'half-off' } });
    fireEvent.click(apply);
    expect(screen.getByRole('alert').textContent).toBe('HALF-OFF is not a valid coupon code.');
    expect(total('total')).toBe('$48.90');

    fireEvent.change(field, { target: { value: 'flight10' } });
    fireEvent.click(apply);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Coupon FLIGHT10 applied.')).toBeTruthy();
    expect(total('discount')).toBe('−$3.90');
    expect(total('total')).toBe('$45.00');
  });
});
