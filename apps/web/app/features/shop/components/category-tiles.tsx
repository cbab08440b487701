import { shopCategories, type ShopCategoryId } from '~/content/shop.ts';
import { ArtImage } from '~/components/ui/art-image.tsx';
import { cn } from '~/components/ui/cn.ts';

/** The category picker of /shop/only-categories: one pressed-state button per category. */
export function CategoryTiles({
  selected,
  counts,
  onSelect,
}: {
  selected: ShopCategoryId | 'all';
  counts: Record<string, number>;
  onSelect: (category: ShopCategoryId | 'all') => void;
}) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" data-category-tiles>
      {shopCategories.map((category) => {
        const pressed = selected === category.id;
        return (
          <li key={category.id}>
            <button
              type="button"
              aria-pressed={pressed}
              onClick={() => onSelect(pressed ? 'all' : category.id)}
              className={cn(
                'rounded-card group bg-surface-alt flex w-full flex-col overflow-hidden border-2 text-start transition-colors',
                pressed ? 'border-brand' : 'hover:border-line border-transparent',
              )}
            >
              <ArtImage
                {...category.image}
                className="aspect-[4/3] w-full object-cover"
                loading="lazy"
              />
              <span className="flex items-baseline justify-between gap-2 p-4">
                <span className="font-semibold">{category.label}</span>
                <span className="text-muted text-sm">{counts[category.id] ?? 0} items</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
