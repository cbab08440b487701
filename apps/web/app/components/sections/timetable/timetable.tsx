import { useId, useState } from 'react';
import { cn } from '~/components/ui/cn.ts';
import { Section, type SectionProps } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import { TabSet, type TabSetClasses } from '~/components/ui/tab-set.tsx';

/** One class or talk. Times are 'HH:MM' (24 h) in the venue's time. */
export interface TimetableEntry {
  id: string;
  start: string;
  end?: string;
  title: string;
  /** Instructor or speaker. */
  person?: string;
  room?: string;
  /** Conference track (or class type): what the `track` filter offers. */
  track?: string;
}

/** One day: a tab of its own. */
export interface TimetableDay {
  id: string;
  label: string;
  entries: readonly TimetableEntry[];
}

export type TimetableVariant = 'striped' | 'lined' | 'boxed';
export type TimetableFilter = 'person' | 'track' | 'none';

export interface TimetableColumns {
  time: string;
  title: string;
  person: string;
  room: string;
}

export interface TimetableProps extends SectionProps {
  days: readonly TimetableDay[];
  variant?: TimetableVariant;
  /** What the select filters by: instructor/speaker, track, or no filter. */
  filterBy?: TimetableFilter;
  /** Label of the filter select. */
  filterLabel?: string;
  /** The select's first option (no filter). */
  allLabel?: string;
  columns?: Partial<TimetableColumns>;
  heading?: { eyebrow?: string; title: string; lead?: string };
  /** Accessible name of the day tabs. */
  tabsLabel?: string;
  /** Shown in a day with nothing left after filtering. */
  emptyText?: string;
}

const defaultColumns: TimetableColumns = {
  time: 'Time',
  title: 'Class',
  person: 'Instructor',
  room: 'Room',
};

interface Look {
  frame: string;
  table: string;
  head: string;
  row: string;
  cell: string;
  /** Below 640 px each entry is a stacked card (time, title, person · room) instead of a four-column row. */
  stackedRow: string;
}

const looks: Record<TimetableVariant, Look> = {
  striped: {
    frame: 'rounded-card border border-line',
    table: '',
    head: 'bg-surface-alt',
    row: 'even:bg-surface-alt',
    cell: 'px-2 py-3 sm:px-6',
    stackedRow: 'max-sm:px-4 max-sm:py-4',
  },
  lined: {
    frame: '',
    table: '',
    head: 'border-b-2 border-ink',
    row: 'border-b border-line',
    cell: 'px-2 py-4 sm:px-3',
    stackedRow: 'max-sm:py-4',
  },
  boxed: {
    frame: 'rounded-card bg-surface p-2 shadow-xl sm:p-4',
    table: 'border-separate border-spacing-y-2',
    head: '',
    row: 'sm:[&>*]:bg-surface-alt sm:[&>*:first-child]:rounded-s-md sm:[&>*:last-child]:rounded-e-md',
    cell: 'px-2 py-3 sm:px-4',
    stackedRow: 'max-sm:bg-surface-alt max-sm:mb-2 max-sm:rounded-md max-sm:p-4 max-sm:last:mb-0',
  },
};

// Below 640 px: the row a wrapping flex box, time and title full width, then person · room on one line.
const stacked = {
  row: 'max-sm:flex max-sm:flex-wrap max-sm:items-baseline max-sm:gap-x-2',
  time: 'max-sm:basis-full max-sm:p-0 max-sm:text-sm max-sm:text-brand',
  title: 'max-sm:basis-full max-sm:p-0 max-sm:pt-1 max-sm:pb-1 max-sm:text-lg',
  person: 'max-sm:p-0 max-sm:text-sm',
  room: "max-sm:p-0 max-sm:text-sm max-sm:before:me-2 max-sm:before:content-['·'] empty:hidden",
} as const;

const tabClasses: TabSetClasses = {
  list: 'mb-8 flex flex-wrap gap-2',
  tab: 'rounded-full border border-line px-5 py-2 text-sm font-semibold text-muted hover:text-ink',
  selected: 'border-brand bg-brand text-on-brand! hover:text-on-brand',
};

const filterValue = (entry: TimetableEntry, by: TimetableFilter) =>
  by === 'person' ? entry.person : by === 'track' ? entry.track : undefined;

/**
 * A week of classes or a conference programme: one tab per day, each a real `<table>` (time, title,
 * instructor or speaker, room), with a labelled select filtering every day by person or track.
 */
export function Timetable({
  days,
  variant = 'striped',
  filterBy = 'person',
  filterLabel = filterBy === 'track' ? 'Track' : 'Instructor',
  allLabel = 'All',
  columns: columnLabels,
  heading,
  tabsLabel = 'Days',
  emptyText = 'Nothing on this day for this choice.',
  ...section
}: TimetableProps) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const columns = { ...defaultColumns, ...columnLabels };
  const look = looks[variant];
  const values = [
    ...new Set(
      days.flatMap((day) => day.entries.flatMap((entry) => filterValue(entry, filterBy) ?? [])),
    ),
  ].sort((a, b) => a.localeCompare(b));
  const shown = (entry: TimetableEntry) => filter === '' || filterValue(entry, filterBy) === filter;

  const table = (day: TimetableDay) => {
    const entries = day.entries.filter(shown);
    return (
      <div className={cn('overflow-x-auto', look.frame)}>
        {/* Below 640 px the rows stack (block boxes): the roles keep it a table for assistive technology. */}
        <table role="table" className={cn('w-full text-start max-sm:block', look.table)}>
          <caption className="sr-only">
            {day.label}
            {filter && `: ${filter}`}
          </caption>
          <thead className={cn('max-sm:sr-only', look.head)}>
            <tr>
              {[columns.time, columns.title, columns.person, columns.room].map((label) => (
                <th
                  key={label}
                  scope="col"
                  className={cn(
                    look.cell,
                    'text-muted text-xs font-bold tracking-widest uppercase',
                  )}
                >
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
          <tbody role="rowgroup" className="max-sm:block">
            {entries.map((entry) => (
              <tr key={entry.id} role="row" className={cn(look.row, stacked.row, look.stackedRow)}>
                <th
                  scope="row"
                  role="rowheader"
                  className={cn(look.cell, stacked.time, 'font-semibold sm:whitespace-nowrap')}
                >
                  {/* The range keeps its order (09:00–10:30) inside a right-to-left line. */}
                  <span dir="ltr">
                    <time dateTime={entry.start}>{entry.start}</time>
                    {entry.end && (
                      <>
                        {'–'}
                        <time dateTime={entry.end}>{entry.end}</time>
                      </>
                    )}
                  </span>
                </th>
                <td className={cn(look.cell, stacked.title)}>
                  <span className="font-bold">{entry.title}</span>
                  {entry.track && filterBy !== 'person' && (
                    <span className="text-brand block text-sm">{entry.track}</span>
                  )}
                </td>
                <td className={cn(look.cell, stacked.person, 'text-muted')}>{entry.person}</td>
                <td className={cn(look.cell, stacked.room, 'text-muted')}>{entry.room}</td>
              </tr>
            ))}
            {entries.length === 0 && (
              <tr>
                <td colSpan={4} className={cn(look.cell, 'text-muted text-center')}>
                  {emptyText}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    );
  };

  return (
    <Section {...section}>
      {heading && <SectionHeading {...heading} />}
      <div data-variant={variant}>
        {filterBy !== 'none' && values.length > 1 && (
          <div className="mb-6 flex flex-wrap items-center gap-3">
            <label htmlFor={`${id}-filter`} className="font-semibold">
              {filterLabel}
            </label>
            <select
              id={`${id}-filter`}
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              className="border-line bg-surface text-ink rounded-md border px-4 py-2.5"
            >
              <option value="">{allLabel}</option>
              {values.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </div>
        )}
        {days.length === 1 && days[0] ? (
          table(days[0])
        ) : (
          <TabSet items={days} label={tabsLabel} classes={tabClasses} renderPanel={table} />
        )}
      </div>
    </Section>
  );
}
