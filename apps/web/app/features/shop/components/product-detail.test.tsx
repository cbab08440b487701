import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { shopProducts } from '~/content/shop.ts';
import { cartStore } from '~/features/shop/cart-store.ts';
import { ProductDetail } from './product-detail.tsx';

const product = (id: string) => {
  const found = shopProducts.find((p) => p.id === id);
  if (!found) throw new Error(id);
  return found;
};
const renderProduct = (id: string) =>
  render(
    <MemoryRouter>
      <ProductDetail product={product(id)} />
    </MemoryRouter>,
  );

afterEach(() => {
  act(() => cartStore.clear());
  localStorage.clear();
});

describe('ProductDetail', () => {
  it('switches the main picture from the thumbnails', async () => {
    renderProduct('ashford-lounge-chair');
    const thumb = await screen.findByRole('button', { name: /Show picture 3/ });
    fireEvent.click(thumb);
    expect(thumb.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByAltText('Close-up of the woven wool seat')).toBeTruthy();
  });

  it('adds the chosen colour, size and quantity (never below 1) to the cart', async () => {
    renderProduct('linden-linen-duvet-set');
    const decrease = await screen.findByRole('button', { name: 'Decrease quantity' });
    expect((decrease as HTMLButtonElement).disabled).toBe(true);
    const quantity = screen.getByLabelText('Quantity') as HTMLInputElement;
    fireEvent.change(quantity, { target: { value: '0' } });
    expect(quantity.value).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Terracotta' }));
    fireEvent.change(screen.getByLabelText('Size'), { target: { value: 'King' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(cartStore.getSnapshot().lines).toEqual([
      { productId: 'linden-linen-duvet-set', colour: 'terracotta', size: 'King', quantity: 3 },
    ]);
    expect(screen.getByRole('status').textContent).toContain(
      '3 × Linden linen duvet set added to your cart.',
    );
  });

  it('shows the description first and the reviews in the other tab (arrow keys move)', async () => {
    renderProduct('ashford-lounge-chair');
    const description = await screen.findByRole('tab', { name: 'Description' });
    expect(description.getAttribute('aria-selected')).toBe('true');
    expect(
      screen.getByText('Solid oak, wool blend upholstery, foam and fibre filling'),
    ).toBeTruthy();
    const reviewsPanel = () =>
      screen.getByText('My favourite seat in the house').closest('[role="tabpanel"]');
    expect(reviewsPanel()?.hasAttribute('hidden')).toBe(true);
    fireEvent.keyDown(description, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Reviews (3)' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(reviewsPanel()?.hasAttribute('hidden')).toBe(false);
  });
});
