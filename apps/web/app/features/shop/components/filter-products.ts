import type { ShopCategoryId, ShopColour, ShopProduct } from '~/content/shop.ts';

export type ShopSort = 'default' | 'newest' | 'price-asc' | 'price-desc' | 'name';

export const sortLabels: Record<ShopSort, string> = {
  default: 'Default order',
  newest: 'Newest first',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  name: 'Name: A to Z',
};

export interface ShopFilters {
  query: string;
  category: ShopCategoryId | 'all';
  /** Dollars as typed; empty means no bound. */
  min: string;
  max: string;
  colours: readonly ShopColour[];
  sort: ShopSort;
}

export const defaultFilters: ShopFilters = {
  query: '',
  category: 'all',
  min: '',
  max: '',
  colours: [],
  sort: 'default',
};

const price = (product: ShopProduct) => product.salePrice ?? product.price;
const bound = (text: string) => {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? Math.round(value * 100) : undefined;
};

/** The products that pass every filter, in the chosen order (prices compared in cents, sale price first). */
export function filterProducts(
  products: readonly ShopProduct[],
  filters: ShopFilters,
): ShopProduct[] {
  const query = filters.query.trim().toLowerCase();
  const min = bound(filters.min);
  const max = bound(filters.max);
  const found = products.filter(
    (p) =>
      (filters.category === 'all' || p.category === filters.category) &&
      (!query || `${p.name} ${p.summary}`.toLowerCase().includes(query)) &&
      (min === undefined || price(p) >= min) &&
      (max === undefined || price(p) <= max) &&
      (filters.colours.length === 0 || p.colours.some((c) => filters.colours.includes(c))),
  );
  const order: Record<ShopSort, ((a: ShopProduct, b: ShopProduct) => number) | undefined> = {
    default: undefined,
    // ISO dates compare as strings.
    newest: (a, b) => (a.added < b.added ? 1 : a.added > b.added ? -1 : 0),
    'price-asc': (a, b) => price(a) - price(b),
    'price-desc': (a, b) => price(b) - price(a),
    name: (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  };
  const compare = order[filters.sort];
  return compare ? [...found].sort(compare) : found;
}

/** How many products each category holds. */
export function categoryCounts(products: readonly ShopProduct[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const p of products) counts[p.category] = (counts[p.category] ?? 0) + 1;
  return counts;
}
