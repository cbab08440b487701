import { useState } from 'react';
import { shopCategories, shopProducts, type ShopCategoryId } from '~/content/shop.ts';
import { addFromCard } from '~/features/shop/add-from-card.ts';
import {
  ProductRail,
  type ProductRailProps,
} from '~/components/sections/product-rail/product-rail.tsx';
import type { HeadingData } from '~/components/ui/section-heading.tsx';
import { AddedNotice } from './added-notice.tsx';
import { defaultFilters, filterProducts, type ShopSort } from './filter-products.ts';
import { productHref } from './product-link.ts';

/** What a home demo's rail shows of the shop: its categories (in tab order), the order and a heading. */
export interface ShopProductRailData {
  heading: HeadingData;
  categories: readonly ShopCategoryId[];
  /** One tab per category; false: one list of them all. */
  tabs: boolean;
  /** A first tab with every product of those categories. */
  allLabel?: string;
  sort?: ShopSort;
  action?: { label: string; href: string };
}

type RailLook = Omit<
  ProductRailProps,
  'products' | 'tabs' | 'allLabel' | 'heading' | 'action' | 'hrefFor' | 'onAdd' | 'footer'
>;

/**
 * The shop's own products on a home demo: the section library's `ProductRail` over the one catalogue
 * (`content/shop.ts`), adding to the same browser cart as /shop/* (the header's `ShopCartBadge` counts it).
 */
export function ShopProductRail({ data, ...look }: { data: ShopProductRailData } & RailLook) {
  const [added, setAdded] = useState<string>();
  const products = filterProducts(shopProducts, {
    ...defaultFilters,
    sort: data.sort ?? 'default',
  }).filter((product) => data.categories.includes(product.category));
  const tabs = data.tabs
    ? shopCategories
        .filter((category) => data.categories.includes(category.id))
        .sort((a, b) => data.categories.indexOf(a.id) - data.categories.indexOf(b.id))
        .map(({ id, label }) => ({ id, label }))
    : undefined;
  return (
    <ProductRail
      {...look}
      heading={data.heading}
      action={data.action}
      products={products}
      tabs={tabs}
      allLabel={data.allLabel}
      hrefFor={(product) => productHref(product.id)}
      onAdd={(product) => setAdded(addFromCard(product))}
      footer={<AddedNotice message={added} className="mt-8 text-center" />}
    />
  );
}
