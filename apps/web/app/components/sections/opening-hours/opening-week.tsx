import { cn } from '~/components/ui/cn.ts';
import type { OpeningHoursTexts } from '~/i18n/messages.ts';
import type { Look } from './opening-hours-looks.ts';
import type { OpeningDay, OpeningPeriod, OpeningState, Weekday } from './opening-state.ts';

const periodText = (periods: readonly OpeningPeriod[]) =>
  periods.map((period) => `${period.opens}–${period.closes}`).join(', ');

/** The hours column: its title, the open-now line (after mount), the week with today marked, the notes. */
export function OpeningWeek({
  days,
  state,
  notes,
  dayLabels,
  texts,
  look,
}: {
  days: readonly OpeningDay[];
  state: OpeningState | null;
  notes?: readonly string[];
  dayLabels: Record<Weekday, string>;
  texts: OpeningHoursTexts;
  look: Look;
}) {
  let status: string | undefined;
  if (state?.open) status = `${texts.openNow}: ${texts.closesAt(state.closes)}`;
  else if (state) {
    const next = state.next;
    status = next
      ? `${texts.closedNow}: ${
          next.sameDay ? texts.opensAt(next.opens) : texts.opensOn(dayLabels[next.day], next.opens)
        }`
      : texts.closedNow;
  }

  return (
    <div>
      <h3 className="mb-2 text-2xl font-bold">{texts.title}</h3>
      {/* Empty in the prerendered HTML; the state is the visitor's, computed after mount. */}
      <p aria-live="polite" className="mb-6 min-h-6 font-semibold">
        {state && (
          <span className="inline-flex items-center gap-2">
            <span
              aria-hidden="true"
              className={cn('size-2.5 rounded-full', state.open ? 'bg-emerald-500' : 'bg-muted')}
            />
            {status}
          </span>
        )}
      </p>
      <ul className={look.hours}>
        {days.map(({ day, periods }) => {
          const isToday = state?.today === day;
          return (
            <li
              key={day}
              aria-current={isToday ? 'date' : undefined}
              className={cn(look.row, isToday && look.today)}
            >
              <span>
                {dayLabels[day]}
                {isToday && (
                  <span className="ms-2 text-xs font-bold tracking-widest uppercase">
                    ({texts.today})
                  </span>
                )}
              </span>
              <span className={cn(periods.length === 0 && !isToday && 'text-muted')}>
                {periods.length === 0 ? (
                  texts.closed
                ) : (
                  // Times keep their order (08:00–17:00) inside a right-to-left line.
                  <span dir="ltr">{periodText(periods)}</span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {notes && notes.length > 0 && (
        <ul className="text-muted mt-4 grid gap-1 text-sm">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
