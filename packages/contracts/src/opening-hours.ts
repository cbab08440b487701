import type { VenueRules } from './booking-rules.ts';

// A venue's week and closed dates as a page shows them (the opening-hours sections, a demo's top bar and
// booking notes), apart from the booking rules' evaluation (booking-rules.ts, which re-exports all of this),
// so a page that shows the hours loads this and not the rules: the booking form brings those when it loads.

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

/** One opening, 'HH:MM' (24 h) in the venue's time; a `closes` at or before `opens` runs past midnight. */
export interface OpeningPeriod {
  opens: string;
  closes: string;
}

/** A day's openings; none means closed that day. */
export interface OpeningDay {
  day: Weekday;
  periods: readonly OpeningPeriod[];
}

/** A day the venue is shut: 'MM-DD' every year, or 'YYYY-MM-DD' once. */
export interface ClosedDate {
  date: string;
  label?: string;
}

export const dayNames: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '12-25' → '25 December'; '2027-01-04' → '4 January 2027'. */
export function formatClosedDate(date: string): string {
  const parts = date.split('-').map(Number);
  const [m, d] = parts.length === 3 ? parts.slice(1) : parts;
  const day = `${d} ${monthNames[(m ?? 1) - 1]}`;
  return parts.length === 3 ? `${day} ${parts[0]}` : day;
}

/** "Between 1 June and 30 September". */
export const seasonText = (season: { from: string; to: string }) =>
  `Between ${formatClosedDate(season.from)} and ${formatClosedDate(season.to)}`;

/** The week in order, each day's openings (days a venue leaves out are closed). */
export function openingWeek(hours: readonly OpeningDay[]): OpeningDay[] {
  return weekdays.map((day) => hours.find((h) => h.day === day) ?? { day, periods: [] });
}

const shortDay: Record<Weekday, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};
const periodsText = (periods: readonly OpeningPeriod[]) =>
  periods.map((p) => `${p.opens}–${p.closes}`).join(', ');

/** Runs of consecutive weekdays sharing a key, as 'Mon–Fri' / 'Sat'. */
function dayRuns(days: OpeningDay[], key: (day: OpeningDay) => string) {
  const runs: Array<{ first: Weekday; last: Weekday; key: string }> = [];
  for (const day of days) {
    if (day.periods.length === 0) continue;
    const run = runs.at(-1);
    const k = key(day);
    const previous = weekdays[weekdays.indexOf(day.day) - 1];
    if (run && run.key === k && run.last === previous) run.last = day.day;
    else runs.push({ first: day.day, last: day.day, key: k });
  }
  return runs.map((run) => ({
    days:
      run.first === run.last ? shortDay[run.first] : `${shortDay[run.first]}–${shortDay[run.last]}`,
    key: run.key,
  }));
}

/** The week in one line for a top bar: 'Tue–Sun, 10:00–20:00' or 'Mon–Fri from 08:00, Sat from 09:00'. */
export function hoursSummary(hours: readonly OpeningDay[]): string {
  const week = openingWeek(hours);
  const same = dayRuns(week, (day) => periodsText(day.periods));
  if (same.length === 1) return `${same[0]?.days}, ${same[0]?.key}`;
  return dayRuns(week, (day) => day.periods[0]?.opens ?? '')
    .map((run) => `${run.days} from ${run.key}`)
    .join(', ');
}

/** A list in prose: 'a', 'a and b', 'a, b and c'. */
const prose = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** The rules a visitor should read beside the hours: the last booking before closing, the closed dates. */
export function bookingNotes(rules: VenueRules): string[] {
  const notes: string[] = [];
  if (rules.kind === 'table')
    notes.push(`Last table ${rules.lastBookingBeforeClose} minutes before closing.`);
  if (rules.closedDates?.length)
    notes.push(`Closed on ${prose(rules.closedDates.map((c) => formatClosedDate(c.date)))}.`);
  return notes;
}
