import { ButtonLink } from '~/components/ui/button.tsx';
import { searchOf, type InboxFilters } from './inbox-query.ts';

/** The inbox's previous and next page links and which page is shown (when it has more than one). */
export function InboxPager({
  filters,
  page,
  pages,
}: {
  filters: InboxFilters;
  page: number;
  pages: number;
}) {
  return (
    <nav aria-label="Inbox pages" className="mt-6 flex items-center justify-between gap-4">
      {page > 1 ? (
        <ButtonLink to={`?${searchOf({ ...filters, page: page - 1 })}`} variant="outline" size="sm">
          Previous<span className="sr-only"> page</span>
        </ButtonLink>
      ) : (
        <span />
      )}
      <p className="text-sm">
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <ButtonLink to={`?${searchOf({ ...filters, page: page + 1 })}`} variant="outline" size="sm">
          Next<span className="sr-only"> page</span>
        </ButtonLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
