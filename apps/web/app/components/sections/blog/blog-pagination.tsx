import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';

interface BlogPaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

const item =
  'inline-flex size-11 items-center justify-center rounded-full border text-sm font-semibold transition-colors focus-visible:outline-brand focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-40';

/** Numbered page buttons with previous and next; the current page carries aria-current. */
export function BlogPagination({ page, pageCount, onChange }: BlogPaginationProps) {
  if (pageCount < 2) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label="Blog pages" className="mt-14">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <button
            type="button"
            className={cn(item, 'border-line text-ink hover:border-ink')}
            aria-label="Previous page"
            disabled={page === 1}
            onClick={() => onChange(page - 1)}
          >
            <Icon name="chevron-left" size={18} />
          </button>
        </li>
        {pages.map((number) => (
          <li key={number}>
            <button
              type="button"
              aria-label={`Page ${number}`}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => onChange(number)}
              className={cn(
                item,
                number === page
                  ? 'bg-ink border-ink text-white'
                  : 'border-line text-ink hover:border-ink',
              )}
            >
              {number}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={cn(item, 'border-line text-ink hover:border-ink')}
            aria-label="Next page"
            disabled={page === pageCount}
            onClick={() => onChange(page + 1)}
          >
            <Icon name="chevron-right" size={18} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
