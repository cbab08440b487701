import { useId } from 'react';
import {
  colourLabels,
  colourSwatches,
  shopCategories,
  type ShopCategoryId,
  type ShopColour,
} from '~/content/shop.ts';
import { Button } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';
import { defaultFilters, type ShopFilters } from './filter-products.ts';

const input =
  'border-line text-ink w-full rounded-md border bg-card px-3 py-2 placeholder:text-muted';

/** The sidebar of the listing: category, price range (dollars) and colour. */
export function ShopFiltersPanel({
  filters,
  counts,
  total,
  onChange,
}: {
  filters: ShopFilters;
  counts: Record<string, number>;
  total: number;
  onChange: (filters: ShopFilters) => void;
}) {
  const id = useId();
  const set = (patch: Partial<ShopFilters>) => onChange({ ...filters, ...patch });
  const toggleColour = (colour: ShopColour) =>
    set({
      colours: filters.colours.includes(colour)
        ? filters.colours.filter((c) => c !== colour)
        : [...filters.colours, colour],
    });
  const categories: { id: ShopCategoryId | 'all'; label: string; count: number }[] = [
    { id: 'all', label: 'All products', count: total },
    ...shopCategories.map((c) => ({ id: c.id, label: c.label, count: counts[c.id] ?? 0 })),
  ];
  return (
    <aside aria-labelledby={`${id}-title`} className="flex flex-col gap-8" data-shop-filters>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Filter products
      </h2>
      <fieldset>
        <legend className="mb-3 font-semibold">Category</legend>
        <ul className="flex flex-col gap-2">
          {categories.map((c) => (
            <li key={c.id}>
              <label className="flex cursor-pointer items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-category`}
                  checked={filters.category === c.id}
                  onChange={() => set({ category: c.id })}
                  className="accent-brand size-4"
                />
                <span className="flex-1">{c.label}</span>
                <span className="text-muted text-sm">({c.count})</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset>
        <legend className="mb-3 font-semibold">Price (USD)</legend>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={`${id}-min`} className="text-muted mb-1 block text-sm">
              Min price
            </label>
            <input
              id={`${id}-min`}
              type="number"
              inputMode="decimal"
              min={0}
              value={filters.min}
              onChange={(event) => set({ min: event.currentTarget.value })}
              className={input}
            />
          </div>
          <div>
            <label htmlFor={`${id}-max`} className="text-muted mb-1 block text-sm">
              Max price
            </label>
            <input
              id={`${id}-max`}
              type="number"
              inputMode="decimal"
              min={0}
              value={filters.max}
              onChange={(event) => set({ max: event.currentTarget.value })}
              className={input}
            />
          </div>
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-3 font-semibold">Colour</legend>
        <ul className="flex flex-col gap-2">
          {(Object.keys(colourLabels) as ShopColour[]).map((colour) => (
            <li key={colour}>
              <label className="flex cursor-pointer items-center gap-2">
                <input
                  type="checkbox"
                  checked={filters.colours.includes(colour)}
                  onChange={() => toggleColour(colour)}
                  className="accent-brand size-4"
                />
                <span
                  aria-hidden="true"
                  className={cn('border-line size-4 rounded-full border', colourSwatches[colour])}
                />
                {colourLabels[colour]}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <Button
        variant="ghost"
        size="sm"
        className="self-start"
        onClick={() => onChange({ ...defaultFilters, sort: filters.sort })}
      >
        Clear filters
      </Button>
    </aside>
  );
}
