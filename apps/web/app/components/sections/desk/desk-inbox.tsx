import type { InboxItem, InboxResponse } from '@contrail/contracts';
import { inboxStatusLabels, inboxStatuses } from '@contrail/contracts/desk-terms';
import { useEffect, useId, useMemo, useState, useTransition, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';
import { deskApi, type Staff } from './desk-api.ts';
import { DeskStatus, deskInput, deskLabel } from './desk-form.tsx';
import { AssigneeOptions, StatusBadge, useDeskFailure, useTeam } from './desk-item-parts.tsx';
import {
  deskWhen,
  describeFilters,
  filtersFrom,
  isFiltered,
  itemHref,
  noFilters,
  searchOf,
  type InboxFilters,
} from './inbox-query.ts';

const compactSelect = cn(deskInput, 'py-2');

/**
 * The inbox (issue 42 §2): inquiries and bookings in one list, newest first, with filters, search and
 * paging held in the page's query (`?status=&kind=&assigned=&q=&page=`, so reload and back work), and
 * each item's assignee chosen in its row. A table at desktop widths, cards on a phone.
 */
export function DeskInbox({ staff }: { staff: Staff }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filters = useMemo(() => filtersFrom(new URLSearchParams(search)), [search]);
  const team = useTeam();
  const fail = useDeskFailure();
  const [answer, setAnswer] = useState<{ search: string; page: InboxResponse } | undefined>();
  const [failure, setFailure] = useState<{ search: string; message: string } | undefined>();
  const [notice, setNotice] = useState<{ message: string; error: boolean } | undefined>();
  const [pending, startTransition] = useTransition();

  const apiSearch = searchOf(filters);
  useEffect(() => {
    const controller = new AbortController();
    deskApi.inbox(apiSearch, controller.signal).then(
      (page) => setAnswer({ search: apiSearch, page }),
      (caught: unknown) => {
        if (!controller.signal.aborted) setFailure({ search: apiSearch, message: fail(caught) });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fail is a fresh closure each render
  }, [apiSearch]);
  // Until this query's answer is in, the last one stays on screen, dimmed.
  const loading = answer?.search !== apiSearch && failure?.search !== apiSearch;
  const error = failure?.search === apiSearch ? failure.message : undefined;
  const shown = answer?.page;

  /** Changes the filters (back to the first page unless the page itself changes). */
  const go = (change: Partial<InboxFilters>) =>
    setParams(searchOf({ ...filters, page: 1, ...change }), { preventScrollReset: true });

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('q');
    go({ q: typeof typed === 'string' ? typed.trim() : '' });
  };

  const assign = (item: InboxItem, value: string) =>
    startTransition(async () => {
      try {
        const changed = await deskApi.updateItem(item.id, {
          assignedTo: value ? Number(value) : null,
        });
        setAnswer(
          (last) =>
            last && {
              ...last,
              page: {
                ...last.page,
                items: last.page.items.map((row) => (row.id === changed.id ? changed : row)),
              },
            },
        );
        setNotice({
          message: changed.assignedTo
            ? `${item.id} assigned to ${changed.assignedTo.name}.`
            : `${item.id} unassigned.`,
          error: false,
        });
      } catch (caught) {
        setNotice({ message: fail(caught), error: true });
      }
    });

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
      <form
        role="search"
        aria-label="Inbox filters"
        noValidate
        onSubmit={onSearch}
        className="bg-card border-line grid gap-4 rounded-lg border p-4 md:grid-cols-2 md:p-5 xl:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]"
      >
        <div className="min-w-0 md:col-span-2 xl:col-span-1">
          <label htmlFor={`${id}-q`} className={deskLabel}>
            Search the inbox
          </label>
          <div className="flex gap-2">
            <input
              key={filters.q}
              id={`${id}-q`}
              name="q"
              type="search"
              className={cn(compactSelect, 'min-w-0 flex-1')}
              defaultValue={filters.q}
              maxLength={80}
              placeholder="Q-…, a customer or a part number"
              aria-describedby={`${id}-q-hint`}
            />
            <Button type="submit" size="sm">
              Search
            </Button>
          </div>
          <p id={`${id}-q-hint`} className="sr-only">
            A reference, a customer&apos;s name, e-mail address or company, or a part number.
          </p>
        </div>
        <div className="min-w-0">
          <label htmlFor={`${id}-status`} className={deskLabel}>
            Status
          </label>
          <select
            id={`${id}-status`}
            className={compactSelect}
            value={filters.status}
            onChange={(event) => go({ status: event.target.value as InboxFilters['status'] })}
          >
            <option value="">Any status</option>
            {inboxStatuses.map((status) => (
              <option key={status} value={status}>
                {inboxStatusLabels[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0">
          <label htmlFor={`${id}-kind`} className={deskLabel}>
            Kind
          </label>
          <select
            id={`${id}-kind`}
            className={compactSelect}
            value={filters.kind}
            onChange={(event) => go({ kind: event.target.value as InboxFilters['kind'] })}
          >
            <option value="">Inquiries and bookings</option>
            <option value="inquiry">Inquiries</option>
            <option value="booking">Bookings</option>
          </select>
        </div>
        <div className="min-w-0">
          <label htmlFor={`${id}-assigned`} className={deskLabel}>
            Assigned to
          </label>
          <select
            id={`${id}-assigned`}
            className={compactSelect}
            value={filters.assigned}
            onChange={(event) => go({ assigned: event.target.value })}
          >
            <option value="">Anyone</option>
            <option value="me">Me</option>
            <option value="none">Nobody (unassigned)</option>
            {team
              .filter((member) => member.id !== staff.id)
              .map((member) => (
                <option key={member.id} value={String(member.id)}>
                  {member.name}
                </option>
              ))}
          </select>
        </div>
      </form>

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
        {shown && pages > 1 && (
          <nav aria-label="Inbox pages" className="mt-6 flex items-center justify-between gap-4">
            {shown.page > 1 ? (
              <ButtonLink
                to={`?${searchOf({ ...filters, page: shown.page - 1 })}`}
                variant="outline"
                size="sm"
              >
                Previous<span className="sr-only"> page</span>
              </ButtonLink>
            ) : (
              <span />
            )}
            <p className="text-sm">
              Page {shown.page} of {pages}
            </p>
            {shown.page < pages ? (
              <ButtonLink
                to={`?${searchOf({ ...filters, page: shown.page + 1 })}`}
                variant="outline"
                size="sm"
              >
                Next<span className="sr-only"> page</span>
              </ButtonLink>
            ) : (
              <span />
            )}
          </nav>
        )}
      </section>
    </div>
  );
}

interface RowsProps {
  items: InboxItem[];
  staff: Staff;
  team: { id: number; name: string }[];
  onAssign: (item: InboxItem, value: string) => void;
}

function AssignSelect({
  item,
  staff,
  team,
  onAssign,
  className,
  id,
}: Omit<RowsProps, 'items'> & { item: InboxItem; className?: string; id?: string }) {
  return (
    <select
      id={id}
      aria-label={`Assign ${item.id}`}
      className={cn(compactSelect, 'text-sm', className)}
      value={item.assignedTo?.id ?? ''}
      onChange={(event) => onAssign(item, event.target.value)}
    >
      <AssigneeOptions team={team} self={staff} current={item.assignedTo} />
    </select>
  );
}

const kindLabel = (item: InboxItem) => (item.kind === 'inquiry' ? 'Inquiry' : 'Booking');

function InboxTable({ items, caption, ...rest }: RowsProps & { caption: string }) {
  return (
    <div className="border-line hidden overflow-x-auto rounded-lg border lg:block">
      <table className="w-full border-collapse text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-alt">
          <tr>
            {['Reference', 'Received', 'Customer', 'About', 'Status', 'Assigned to'].map((head) => (
              <th key={head} scope="col" className="px-4 py-3 text-start font-semibold">
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-line divide-y">
          {items.map((item) => (
            <tr key={item.id} className="hover:bg-surface-alt/60 align-top">
              <th scope="row" className="px-4 py-3 text-start font-normal">
                <Link
                  to={itemHref(item.id)}
                  className="text-brand font-mono font-semibold whitespace-nowrap underline-offset-4 hover:underline"
                >
                  {item.id}
                </Link>
                <span className="text-muted block text-xs">{kindLabel(item)}</span>
              </th>
              <td className="text-muted px-4 py-3 whitespace-nowrap">{deskWhen(item.createdAt)}</td>
              <td className="max-w-64 px-4 py-3">
                <span className="block font-semibold break-words">{item.name}</span>
                <span className="text-muted block break-all">{item.email}</span>
                {item.company && <span className="block break-words">{item.company}</span>}
              </td>
              <td className="max-w-56 px-4 py-3 break-words">{item.summary || '—'}</td>
              <td className="px-4 py-3">
                <StatusBadge status={item.status} />
              </td>
              <td className="px-4 py-3">
                <AssignSelect item={item} {...rest} className="min-w-40" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function InboxCards({ items, ...rest }: RowsProps) {
  return (
    <ul className="grid gap-3 md:grid-cols-2 lg:hidden">
      {items.map((item) => (
        <li key={item.id} className="bg-card border-line rounded-lg border p-4">
          <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
            <Link
              to={itemHref(item.id)}
              className="text-brand font-mono font-semibold whitespace-nowrap underline-offset-4 hover:underline"
            >
              {item.id}
              <span className="sr-only">, {kindLabel(item).toLowerCase()}</span>
            </Link>
            <StatusBadge status={item.status} />
          </div>
          <p className="font-semibold break-words">{item.name}</p>
          <p className="text-muted text-sm break-all">{item.email}</p>
          {item.summary && <p className="mt-1 text-sm break-words">{item.summary}</p>}
          <p className="text-muted mt-1 text-xs">
            {kindLabel(item)} · {deskWhen(item.createdAt)}
          </p>
          <label
            htmlFor={`assign-${item.id}`}
            className="text-muted mt-3 mb-1 block text-xs font-semibold"
          >
            Assigned to
          </label>
          <AssignSelect item={item} {...rest} id={`assign-${item.id}`} />
        </li>
      ))}
    </ul>
  );
}
