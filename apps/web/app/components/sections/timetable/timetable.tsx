import { useId, useState } from 'react';
import { Section, type SectionProps } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import { TabSet } from '~/components/ui/tab-set.tsx';
import { looks, tabClasses, type TimetableVariant } from './timetable-looks.ts';
import { TimetableTable } from './timetable-table.tsx';
import type {
  TimetableColumns,
  TimetableDay,
  TimetableEntry,
  TimetableFilter,
} from './timetable-types.ts';

export type { TimetableDay };

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

  const table = (day: TimetableDay) => (
    <TimetableTable
      day={day}
      entries={day.entries.filter(shown)}
      filter={filter}
      filterBy={filterBy}
      columns={columns}
      look={look}
      emptyText={emptyText}
    />
  );

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
