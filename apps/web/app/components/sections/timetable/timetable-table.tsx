import { cn } from '~/components/ui/cn.ts';
import { stacked, type Look } from './timetable-looks.ts';
import type {
  TimetableColumns,
  TimetableDay,
  TimetableEntry,
  TimetableFilter,
} from './timetable-types.ts';

/** One day's `<table>`: the entries left after filtering, or a row saying there are none. */
export function TimetableTable({
  day,
  entries,
  filter,
  filterBy,
  columns,
  look,
  emptyText,
}: {
  day: TimetableDay;
  entries: readonly TimetableEntry[];
  filter: string;
  filterBy: TimetableFilter;
  columns: TimetableColumns;
  look: Look;
  emptyText: string;
}) {
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
                className={cn(look.cell, 'text-muted text-xs font-bold tracking-widest uppercase')}
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
}
