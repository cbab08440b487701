import { cn } from '~/components/ui/cn.ts';
import type { PortfolioFilterItem } from './portfolio-data.ts';

interface PortfolioFilterProps {
  filters: readonly PortfolioFilterItem[];
  active: PortfolioFilterItem['key'];
  onChange: (key: PortfolioFilterItem['key']) => void;
  shown: number;
  total: number;
}

/** The category buttons above a portfolio grid (pressed = current) and the politely announced count. */
export function PortfolioFilter({ filters, active, onChange, shown, total }: PortfolioFilterProps) {
  return (
    <div className="mb-10 flex flex-col items-center gap-4">
      <div
        role="group"
        aria-label="Filter projects by category"
        className="flex flex-wrap justify-center gap-2"
      >
        {filters.map((filter) => {
          const pressed = filter.key === active;
          return (
            <button
              key={filter.key}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(filter.key)}
              className={cn(
                'min-h-11 rounded-full border px-5 text-sm font-semibold tracking-wide transition-colors',
                pressed
                  ? 'bg-ink border-ink text-surface'
                  : 'border-line text-ink hover:border-ink bg-transparent',
              )}
            >
              {filter.title}
            </button>
          );
        })}
      </div>
      <p role="status" className="text-muted text-sm">
        Showing {shown} of {total} projects
      </p>
    </div>
  );
}
