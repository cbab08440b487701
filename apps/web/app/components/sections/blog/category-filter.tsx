import { cn } from '~/components/ui/cn.ts';
import { categoryName, type CategoryLabels } from './blog-layout.ts';

interface CategoryFilterProps {
  categories: readonly string[];
  labels: CategoryLabels;
  /** The chosen category; null shows every post. */
  active: string | null;
  onChange: (category: string | null) => void;
  className?: string;
}

/** Toggle buttons that show the posts of one category (aria-pressed marks the chosen one). */
export function CategoryFilter({
  categories,
  labels,
  active,
  onChange,
  className,
}: CategoryFilterProps) {
  const options: readonly (string | null)[] = [null, ...categories];
  return (
    <div
      role="group"
      aria-label="Filter posts by category"
      className={cn('mb-12 flex flex-wrap justify-center gap-2', className)}
    >
      {options.map((category) => {
        const pressed = category === active;
        return (
          <button
            key={category ?? 'all'}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(category)}
            className={cn(
              'rounded-full border px-5 py-2 text-sm font-semibold transition-colors',
              'focus-visible:outline-brand focus-visible:outline-2 focus-visible:outline-offset-2',
              pressed
                ? 'bg-ink border-ink text-white'
                : 'border-line text-ink hover:border-ink bg-transparent',
            )}
          >
            {category ? categoryName(labels, category) : 'All'}
          </button>
        );
      })}
    </div>
  );
}
