import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { cartStore } from '~/features/shop/cart-store.ts';
import { ShopListing, type ShopListingVariant } from './shop-listing.tsx';

const renderListing = (variant: ShopListingVariant, url = '/shop/shop-wide') =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <ShopListing variant={variant} />
    </MemoryRouter>,
  );
const grid = () => document.querySelector('[data-product-grid]') as HTMLElement;
const cardNames = () =>
  within(grid())
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

afterEach(() => {
  cartStore.clear();
  localStorage.clear();
});

describe('ShopListing', () => {
  it('shows the first page and loads more', () => {
    renderListing('wide');
    expect(cardNames()).toHaveLength(8);
    expect(screen.getByText('Showing 8 of 22 products')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more products' }));
    expect(cardNames()).toHaveLength(16);
    fireEvent.click(screen.getByRole('button', { name: 'Load more products' }));
    expect(cardNames()).toHaveLength(22);
    expect(screen.queryByRole('button', { name: 'Load more products' })).toBeNull();
  });

  it('sorts by price both ways, by name and by newest', () => {
    renderListing('wide');
    const sort = screen.getByLabelText('Sort by');
    fireEvent.change(sort, { target: { value: 'price-asc' } });
    expect(cardNames().slice(0, 3)).toEqual([
      'Meadow cushion cover',
      'Drift vase',
      'Hearth serving board',
    ]);
    fireEvent.change(sort, { target: { value: 'price-desc' } });
    expect(cardNames()[0]).toBe('Greystone dining table');
    fireEvent.change(sort, { target: { value: 'name' } });
    expect(cardNames().slice(0, 2)).toEqual(['Ashford lounge chair', 'Bothy wool wrap coat']);
    fireEvent.change(sort, { target: { value: 'newest' } });
    expect(cardNames().slice(0, 3)).toEqual([
      'Fells knitted throw',
      'Ember table lamp',
      'Marlow three-seat sofa',
    ]);
  });

  it('filters by category and price range in the sidebar, and clears', async () => {
    renderListing('left-sidebar');
    const filters = await screen.findByRole('complementary', { name: 'Filter products' });
    fireEvent.click(within(filters).getByRole('radio', { name: /Lighting/ }));
    expect(cardNames()).toEqual(['Ember table lamp', 'Halo pendant light', 'Lantern floor lamp']);
    fireEvent.click(within(filters).getByRole('radio', { name: /All products/ }));
    fireEvent.change(within(filters).getByLabelText('Max price'), { target: { value: '50' } });
    expect(cardNames()).toEqual(['Drift vase', 'Meadow cushion cover']);
    fireEvent.change(within(filters).getByLabelText('Min price'), { target: { value: '60' } });
    expect(screen.getByText('No products match these filters.')).toBeTruthy();
    fireEvent.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByText('Showing 6 of 22 products')).toBeTruthy();
  });

  it('puts the sidebar after the products on the right-sidebar layout', async () => {
    renderListing('right-sidebar');
    const aside = await screen.findByRole('complementary');
    expect(grid().compareDocumentPosition(aside) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('narrows the list with the category tiles (pressed again: all products)', async () => {
    renderListing('categories');
    const tile = await screen.findByRole('button', { name: /Bedroom/ });
    expect(screen.queryByRole('complementary')).toBeNull();
    fireEvent.click(tile);
    expect(tile.getAttribute('aria-pressed')).toBe('true');
    expect(cardNames()).toEqual([
      'Linden linen duvet set',
      'Rowan night stand',
      'Fells knitted throw',
      'Tarn round mirror',
    ]);
    fireEvent.click(tile);
    expect(screen.getByText('Showing 8 of 22 products')).toBeTruthy();
  });

  it('opens filtered to the category a link names (?category=), and ignores an unknown one', async () => {
    renderListing('categories', '/shop/only-categories?category=accessories');
    expect(
      (await screen.findByRole('button', { name: /Bags & accessories/ })).getAttribute(
        'aria-pressed',
      ),
    ).toBe('true');
    expect(cardNames()).toEqual([
      'Market canvas tote',
      'Estuary silk scarf',
      'Saddle leather belt',
    ]);
    cleanup();
    renderListing('wide', '/shop/shop-wide?category=garden');
    expect(screen.getByText('Showing 8 of 22 products')).toBeTruthy();
  });

  it('adds a product to the cart from its card', () => {
    renderListing('wide');
    fireEvent.click(screen.getByRole('button', { name: /^Add to cart\s*: Pebble side table$/ }));
    expect(cartStore.getSnapshot().lines).toEqual([
      { productId: 'pebble-side-table', colour: 'oak', size: undefined, quantity: 1 },
    ]);
    expect(screen.getByText(/Pebble side table was added to your cart/)).toBeTruthy();
  });
});
