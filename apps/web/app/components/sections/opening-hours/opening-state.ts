import { weekdays, type OpeningDay, type Weekday } from '@contrail/contracts/booking-rules';

// The week's types are the booking rules' own (one definition for the hours a page shows and the hours
// its booking form and the server enforce).
export { weekdays };
export type { OpeningDay, OpeningPeriod, Weekday } from '@contrail/contracts/booking-rules';

export type OpeningState =
  | { open: true; today: Weekday; closes: string }
  | { open: false; today: Weekday; next?: { day: Weekday; opens: string; sameDay: boolean } };

const minutes = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};
const weekdayIndex: Record<string, number> = {
  Mon: 0,
  Tue: 1,
  Wed: 2,
  Thu: 3,
  Fri: 4,
  Sat: 5,
  Sun: 6,
};

/** Weekday and minute of the day of `date` in `timeZone` (undefined: the visitor's own zone). */
export function zonedClock(date: Date, timeZone?: string): { day: Weekday; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = weekdays[weekdayIndex[part('weekday')] ?? 0] ?? 'mon';
  return { day, minute: Number(part('hour')) * 60 + Number(part('minute')) };
}

/**
 * Whether the venue is open at `date`, in its time zone: open until when, or when it opens next (today
 * later, or the next day with an opening). Openings past midnight count for the day they start.
 */
export function openingState(
  hours: readonly OpeningDay[],
  date: Date,
  timeZone?: string,
): OpeningState {
  const { day, minute } = zonedClock(date, timeZone);
  const periodsOf = (d: Weekday) => hours.find((h) => h.day === d)?.periods ?? [];
  const index = weekdays.indexOf(day);
  const yesterday = weekdays[(index + 6) % 7] ?? 'sun';

  for (const period of periodsOf(day)) {
    const opens = minutes(period.opens);
    const closes = minutes(period.closes);
    const overnight = closes <= opens;
    if (minute >= opens && (overnight || minute < closes)) {
      return { open: true, today: day, closes: period.closes };
    }
  }
  for (const period of periodsOf(yesterday)) {
    const opens = minutes(period.opens);
    const closes = minutes(period.closes);
    if (closes <= opens && minute < closes)
      return { open: true, today: day, closes: period.closes };
  }
  const later = periodsOf(day)
    .filter((period) => minutes(period.opens) > minute)
    .sort((a, b) => minutes(a.opens) - minutes(b.opens))[0];
  if (later) return { open: false, today: day, next: { day, opens: later.opens, sameDay: true } };
  for (let step = 1; step <= 7; step += 1) {
    const next = weekdays[(index + step) % 7] ?? 'mon';
    const first = [...periodsOf(next)].sort((a, b) => minutes(a.opens) - minutes(b.opens))[0];
    if (first)
      return { open: false, today: day, next: { day: next, opens: first.opens, sameDay: false } };
  }
  return { open: false, today: day };
}
