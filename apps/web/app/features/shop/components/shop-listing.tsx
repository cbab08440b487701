import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { shopCategories, shopProducts, type ShopProduct } from '~/content/shop.ts';
import { addFromCard } from '~/features/shop/add-from-card.ts';
import { lazyPart, useInitialHydrationDone } from '~/shell/hydration.tsx';
import { Button } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Section } from '~/components/ui/section.tsx';
import { ProductCard } from '~/components/sections/shop/product-card.tsx';
import { AddedNotice } from './added-notice.tsx';
import {
  categoryCounts,
  defaultFilters,
  filterProducts,
  sortLabels,
  type ShopFilters,
  type ShopSort,
} from './filter-products.ts';
import { productHref } from './product-link.ts';

// Each layout's own controls are parts of their own: the category tiles (only-categories) and the filter
// panel (the sidebars), so a layout without them does not load them.
const CategoryTiles = lazyPart(() => import('./category-tiles.tsx').then((m) => m.CategoryTiles));
const ShopFiltersPanel = lazyPart(() =>
  import('./shop-filters.tsx').then((m) => m.ShopFiltersPanel),
);

/** `wide`: full-width grid; sidebars: the filter panel on that side; `categories`: category tiles above. */
export type ShopListingVariant = 'wide' | 'left-sidebar' | 'right-sidebar' | 'categories';

const layouts: Record<ShopListingVariant, { root: string; grid: string; page: number }> = {
  wide: { root: '', grid: 'sm:grid-cols-2 lg:grid-cols-4', page: 8 },
  categories: { root: '', grid: 'sm:grid-cols-2 lg:grid-cols-4', page: 8 },
  'left-sidebar': {
    root: 'grid gap-10 lg:grid-cols-[16rem_1fr]',
    grid: 'sm:grid-cols-2 xl:grid-cols-3',
    page: 6,
  },
  'right-sidebar': {
    root: 'grid gap-10 lg:grid-cols-[1fr_16rem]',
    grid: 'sm:grid-cols-2 xl:grid-cols-3',
    page: 6,
  },
};

const field = 'border-line text-ink rounded-md border bg-card px-3 py-2';

/**
 * The shop's product listing: sort, filters, a grid of cards and "Load more". `?category=<id>` (a link from a
 * home demo's category banner) opens it filtered to that category, once the first hydration is over.
 */
export function ShopListing({
  variant = 'wide',
  products = shopProducts,
}: {
  variant?: ShopListingVariant;
  products?: readonly ShopProduct[];
}) {
  const id = useId();
  const layout = layouts[variant];
  const [filters, setFilters] = useState<ShopFilters>(defaultFilters);
  const [shown, setShown] = useState(layout.page);
  const [added, setAdded] = useState<string>();
  const found = useMemo(() => filterProducts(products, filters), [products, filters]);
  const counts = useMemo(() => categoryCounts(products), [products]);
  const update = (next: ShopFilters) => {
    setFilters(next);
    setShown(layout.page);
  };
  const sidebar = variant === 'left-sidebar' || variant === 'right-sidebar';
  const [params] = useSearchParams();
  const linked = shopCategories.find((c) => c.id === params.get('category'))?.id;
  // The linked category applies once the first hydration is over (the prerendered page lists them all).
  const wanted = useInitialHydrationDone() ? linked : undefined;
  const [applied, setApplied] = useState<string>();
  if (wanted && wanted !== applied) {
    setApplied(wanted);
    update({ ...filters, category: wanted });
  }

  const results = (
    <div>
      {variant === 'categories' && (
        <div className="mb-10">
          <h2 className="mb-5 text-2xl font-bold">Shop by category</h2>
          <CategoryTiles
            selected={filters.category}
            counts={counts}
            onSelect={(category) => update({ ...filters, category })}
          />
        </div>
      )}
      <h2 className="sr-only">Products</h2>
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <p role="status" className="text-muted" data-result-count>
          {found.length === 0
            ? 'No products match these filters.'
            : `Showing ${Math.min(shown, found.length)} of ${found.length} products`}
        </p>
        <div className="flex flex-wrap items-end gap-4">
          {variant === 'wide' && (
            <div>
              <label htmlFor={`${id}-category`} className="mb-1 block text-sm font-semibold">
                Category
              </label>
              <select
                id={`${id}-category`}
                value={filters.category}
                onChange={(event) =>
                  update({
                    ...filters,
                    category: event.currentTarget.value as ShopFilters['category'],
                  })
                }
                className={field}
              >
                <option value="all">All products</option>
                {shopCategories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.label}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div>
            <label htmlFor={`${id}-sort`} className="mb-1 block text-sm font-semibold">
              Sort by
            </label>
            <select
              id={`${id}-sort`}
              value={filters.sort}
              onChange={(event) =>
                setFilters({ ...filters, sort: event.currentTarget.value as ShopSort })
              }
              className={field}
            >
              {(Object.keys(sortLabels) as ShopSort[]).map((sort) => (
                <option key={sort} value={sort}>
                  {sortLabels[sort]}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      <ul className={cn('grid gap-x-6 gap-y-10', layout.grid)} data-product-grid>
        {found.slice(0, shown).map((product) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              href={productHref(product.id)}
              onAdd={() => setAdded(addFromCard(product))}
            />
          </li>
        ))}
      </ul>
      {shown < found.length && (
        <div className="mt-12 text-center">
          <Button variant="outline" onClick={() => setShown(shown + layout.page)}>
            Load more products
          </Button>
        </div>
      )}
      <AddedNotice message={added} className="mt-8 text-center" />
    </div>
  );

  return (
    <Section name="shop" label="Products" spacing="none" className="py-16 md:py-24">
      <div className={layout.root}>
        {variant === 'right-sidebar' && results}
        {sidebar && (
          <ShopFiltersPanel
            filters={filters}
            counts={counts}
            total={products.length}
            onChange={update}
          />
        )}
        {variant !== 'right-sidebar' && results}
      </div>
    </Section>
  );
}
