import {
  addDays,
  bookableTimes,
  closedDateOn,
  venueNow,
  weekdayOf,
  type TimedVenue,
  type VenueRules,
  type Weekday,
} from '@contrail/contracts';

// Dates for booking tests (API and browser) from the venues' own rules, so a test never lands on a closed day
// by the calendar.

/** The venue's date `days` from its today. */
export const venueDate = (venue: VenueRules, days: number, now = new Date()) =>
  addDays(venueNow(venue, now).today, days);

/** The next `day` at least `from` days ahead that is not one of the venue's closed dates. */
export function nextWeekday(venue: VenueRules, day: Weekday, from = 2): string {
  for (let i = from; i < from + 21; i += 1) {
    const date = venueDate(venue, i);
    if (weekdayOf(date) === day && !closedDateOn(venue, date)) return date;
  }
  throw new Error(`no ${day} within three weeks`);
}

/** A date at least `from` days ahead with a free time, and that time (the first, or `prefer` if free). */
export function bookableSlot(
  venue: TimedVenue,
  { from = 2, service, prefer }: { from?: number; service?: string; prefer?: string } = {},
): { date: string; time: string } {
  for (let i = from; i < from + 30; i += 1) {
    const date = venueDate(venue, i);
    const times = bookableTimes(venue, date, new Date(), service);
    if (times.length > 0)
      return { date, time: prefer && times.includes(prefer) ? prefer : times[0]! };
  }
  throw new Error(`no free time at ${venue.id} within a month`);
}

/** The latest `day` before the venue's today (at most a week back), if it is not a closed date. */
export function recentWeekday(venue: VenueRules, day: Weekday): string {
  for (let i = 1; i <= 7; i += 1) {
    const date = venueDate(venue, -i);
    if (weekdayOf(date) === day && !closedDateOn(venue, date)) return date;
  }
  throw new Error(`no ${day} in the last week`);
}
