import type { Weekday } from '@contrail/contracts/booking-rules';

// Intl for what a page shows in its language: weekday names (opening hours), prices (lib/format-price.ts).
// Always with the page's tag, never the browser's, so the prerendered HTML and the hydrated page agree.

// Monday 6 to Sunday 12 January 2025 (UTC noon, so no time zone moves a day).
const week: readonly [Weekday, number][] = [
  ['mon', 6],
  ['tue', 7],
  ['wed', 8],
  ['thu', 9],
  ['fri', 10],
  ['sat', 11],
  ['sun', 12],
];

/** The weekday names in a language (`de-DE` → Montag…), by the booking rules' keys. */
export function weekdayNames(tag: string): Record<Weekday, string> {
  const format = new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' });
  return Object.fromEntries(
    week.map(([day, date]) => [day, format.format(Date.UTC(2025, 0, date, 12))]),
  ) as Record<Weekday, string>;
}
