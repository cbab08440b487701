import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { cartStore } from '~/features/shop/cart-store.ts';
import { cartCount } from '~/features/shop/use-cart.ts';
import { ShopCartBadge } from './shop-cart-badge.tsx';
import { ShopProductRail, type ShopProductRailData } from './shop-product-rail.tsx';

const data: ShopProductRailData = {
  heading: { title: 'New for the living room' },
  categories: ['lighting', 'living'],
  tabs: true,
  sort: 'newest',
};

const renderRail = (rail = data) =>
  render(
    <MemoryRouter>
      <ShopCartBadge />
      <ShopProductRail data={rail} />
    </MemoryRouter>,
  );
const visibleNames = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

afterEach(() => {
  act(() => cartStore.clear());
  localStorage.clear();
});

describe('ShopProductRail', () => {
  it('shows the shop catalogue’s products of the chosen categories, a tab each in the given order', () => {
    renderRail();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Lighting',
      'Living room',
    ]);
    expect(visibleNames()).toEqual([
      'Ember table lamp',
      'Lantern floor lamp',
      'Halo pendant light',
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'Living room' }));
    // Newest first, from content/shop.ts: the same data as /shop/*.
    expect(visibleNames()).toEqual([
      'Marlow three-seat sofa',
      'Pebble side table',
      'Ashford lounge chair',
      'Harbour wool rug',
    ]);
  });

  it('adds to the shop’s cart store: the header badge counts it and the line is announced', () => {
    renderRail();
    fireEvent.click(screen.getByRole('tab', { name: 'Living room' }));
    fireEvent.click(screen.getByRole('button', { name: /Add to cart\s*: Marlow three-seat sofa/ }));
    fireEvent.click(screen.getByRole('button', { name: /Add to cart\s*: Marlow three-seat sofa/ }));
    expect(cartStore.getSnapshot().lines).toEqual([
      { productId: 'marlow-three-seat-sofa', colour: 'charcoal', size: 'Two-seat', quantity: 2 },
    ]);
    expect(cartCount(cartStore.getSnapshot())).toBe(2);
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeTruthy();
    expect(screen.getByText(/Marlow three-seat sofa was added to your cart/)).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('contrail.shop-cart') ?? '{}').lines).toHaveLength(1);
  });

  it('lists the products of every category as one list when tabs are off', () => {
    renderRail({ ...data, categories: ['accessories'], tabs: false, sort: 'default' });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Market canvas tote',
      'Estuary silk scarf',
      'Saddle leather belt',
    ]);
  });
});
