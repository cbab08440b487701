import { inboxStatusLabels, inboxStatuses } from '@contrail/contracts/desk-terms';
import type { FormEvent } from 'react';
import { Button } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';
import type { Staff } from './desk-api.ts';
import { deskLabel } from './desk-form.tsx';
import { compactSelect } from './desk-inbox-styles.ts';
import type { InboxFilters } from './inbox-query.ts';

/** The inbox's search and filters (status, kind, assignee); each change goes to the page's query. */
export function InboxFilterForm({
  id,
  filters,
  team,
  staff,
  go,
}: {
  id: string;
  filters: InboxFilters;
  team: { id: number; name: string }[];
  staff: Staff;
  go: (change: Partial<InboxFilters>) => void;
}) {
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('q');
    go({ q: typeof typed === 'string' ? typed.trim() : '' });
  };

  return (
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
  );
}
