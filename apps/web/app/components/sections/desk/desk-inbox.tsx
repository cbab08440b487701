import { useId } from 'react';
import { Link } from 'react-router';
import { cn } from '~/components/ui/cn.ts';
import type { Staff } from './desk-api.ts';
import { DeskStatus } from './desk-form.tsx';
import { InboxFilterForm } from './desk-inbox-filters.tsx';
import { InboxPager } from './desk-inbox-pager.tsx';
import { InboxCards, InboxTable } from './desk-inbox-rows.tsx';
import { describeFilters, isFiltered, noFilters, searchOf } from './inbox-query.ts';
import { useDeskInbox } from './use-desk-inbox.ts';

/**
 * The inbox (issue 42 §2): inquiries and bookings in one list, newest first, with filters, search and
 * paging held in the page's query (`?status=&kind=&assigned=&q=&page=`, so reload and back work), and
 * each item's assignee chosen in its row. A table at desktop widths, cards on a phone.
 */
export function DeskInbox({ staff }: { staff: Staff }) {
  const id = useId();
  const { filters, team, notice, pending, loading, error, shown, go, assign } = useDeskInbox();

  const total = shown?.total ?? 0;
  const pages = shown ? Math.max(1, Math.ceil(total / shown.pageSize)) : 1;
  const first = shown ? (shown.page - 1) * shown.pageSize + 1 : 0;
  const last = shown ? first + shown.items.length - 1 : 0;
  const described = describeFilters(filters, team);
  const summary = !shown
    ? ''
    : total === 0
      ? 'Nothing in the inbox' + (described ? `: ${described}` : '.')
      : `${first}–${last} of ${total} ${total === 1 ? 'item' : 'items'}${described ? `: ${described}` : ''}`;

  return (
    <div className="mt-8 grid gap-6">
      <InboxFilterForm id={id} filters={filters} team={team} staff={staff} go={go} />

      <section aria-labelledby={`${id}-results`} aria-busy={loading || pending}>
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
          <h2 id={`${id}-results`} className="text-2xl font-bold">
            {filters.q || isFiltered(filters) ? 'Matching items' : 'All items'}
          </h2>
          {isFiltered(filters) && (
            <Link
              to={{ search: searchOf(noFilters) }}
              className="text-brand text-sm font-semibold underline-offset-4 hover:underline"
            >
              Clear the filters
            </Link>
          )}
        </div>
        <p className="text-muted mb-4" aria-live="polite" data-testid="inbox-summary">
          {loading && !shown ? 'Loading the inbox…' : summary}
        </p>
        <DeskStatus message={error ?? notice?.message} error={Boolean(error) || notice?.error} />
        {shown && shown.items.length > 0 && (
          <div className={cn('transition-opacity', loading && 'opacity-60')}>
            {/* Cards on a phone and a tablet, a table from 1024 px (CSS: the hidden one is out of the
                accessibility tree). */}
            <InboxCards items={shown.items} staff={staff} team={team} onAssign={assign} />
            <InboxTable
              items={shown.items}
              staff={staff}
              team={team}
              onAssign={assign}
              caption={summary}
            />
          </div>
        )}
        {shown && total === 0 && !loading && (
          <p className="border-line rounded-lg border border-dashed p-8 text-center">
            {isFiltered(filters)
              ? 'No inquiry or booking matches these filters.'
              : 'The inbox is empty: inquiries from /parts and bookings from the demos arrive here.'}
          </p>
        )}
        {shown && pages > 1 && <InboxPager filters={filters} page={shown.page} pages={pages} />}
      </section>
    </div>
  );
}
