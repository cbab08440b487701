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

/** A calendar date (`2026-03-12`) written out in a language (`de-DE` → 12. März 2026). */
export function longDate(isoDate: string, tag: string): string {
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T12:00:00Z`),
  );
}

/** An amount in a unit, in a language (`2`, `gigabyte`, `de-DE` → 2 GB; `long` in `ar` → 2 غيغابايت). */
export function amount(
  value: number,
  unit: string,
  tag: string,
  unitDisplay: 'short' | 'long' = 'short',
): string {
  return new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay }).format(value);
}
