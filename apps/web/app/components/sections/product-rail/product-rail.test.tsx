import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ProductRail, type ProductRailItem, type ProductRailProps } from './product-rail.tsx';

const image = (n: number) => ({
  src: `/artwork/product-${n}-800x800.svg`,
  alt: '',
  width: 800,
  height: 800,
});
const products: ProductRailItem[] = [
  { id: 'vase', name: 'Clay vase', category: 'decor', price: 4900, rating: 5, images: [image(1)] },
  {
    id: 'lamp',
    name: 'Paper lamp',
    category: 'lighting',
    price: 9900,
    rating: 4,
    images: [image(2)],
  },
  {
    id: 'bowl',
    name: 'Ash bowl',
    category: 'decor',
    price: 2900,
    salePrice: 2400,
    rating: 4,
    images: [image(3)],
  },
];
const tabs = [
  { id: 'decor', label: 'Decor' },
  { id: 'lighting', label: 'Lighting' },
  { id: 'garden', label: 'Garden' },
];

const renderRail = (props: Partial<ProductRailProps> = {}) =>
  render(
    <MemoryRouter>
      <ProductRail
        heading={{ eyebrow: 'Shop', title: 'New in' }}
        products={products}
        hrefFor={(p) => `/shop/single-product?product=${p.id}`}
        onAdd={() => undefined}
        {...props}
      />
    </MemoryRouter>,
  );
const visibleNames = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('ProductRail', () => {
  it('lists every product, each name linking to its page, without tabs', () => {
    renderRail();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Clay vase',
      'Paper lamp',
      'Ash bowl',
    ]);
    expect(screen.getByRole('link', { name: 'Paper lamp' }).getAttribute('href')).toBe(
      '/shop/single-product?product=lamp',
    );
  });

  it('filters by category tab (an "All" tab first, empty categories left out), with the keyboard too', () => {
    renderRail({ tabs, allLabel: 'All' });
    const list = screen.getByRole('tablist', { name: 'New in: categories' });
    expect(
      within(list)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['All', 'Decor', 'Lighting']);
    expect(visibleNames()).toEqual(['Clay vase', 'Paper lamp', 'Ash bowl']);
    fireEvent.click(screen.getByRole('tab', { name: 'Decor' }));
    expect(screen.getByRole('tab', { name: 'Decor' }).getAttribute('aria-selected')).toBe('true');
    expect(visibleNames()).toEqual(['Clay vase', 'Ash bowl']);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Decor' }), { key: 'ArrowRight' });
    expect(visibleNames()).toEqual(['Paper lamp']);
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Lighting' }));
  });

  it('opens on the first category without an "All" tab, and keeps at most `limit` per tab', () => {
    renderRail({ tabs, limit: 1 });
    expect(screen.getByRole('tab', { name: 'Decor' }).getAttribute('aria-selected')).toBe('true');
    expect(visibleNames()).toEqual(['Clay vase']);
  });

  it('calls onAdd with the product of the card whose button was pressed', () => {
    const onAdd = vi.fn();
    renderRail({ tabs, onAdd });
    fireEvent.click(screen.getByRole('tab', { name: 'Lighting' }));
    fireEvent.click(screen.getByRole('button', { name: /Add to cart\s*: Paper lamp/ }));
    expect(onAdd).toHaveBeenCalledWith(products[1]);
  });

  it('shows the products as a carousel, and an action link beside the heading', async () => {
    renderRail({ layout: 'carousel', action: { label: 'Shop all', href: '/shop/shop-wide' } });
    const carousel = await screen.findByRole('region', { name: 'New in' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(within(carousel).getAllByRole('group')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Shop all' }).getAttribute('href')).toBe(
      '/shop/shop-wide',
    );
  });
});
