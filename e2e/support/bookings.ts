import {
  addDays,
  closedDateOn,
  venueNow,
  weekdayOf,
  type VenueRules,
  type Weekday,
} from '@contrail/contracts/booking-rules';

// Dates for the booking specs from the venues' own rules (the server checks the same ones against the real
// clock), so a spec never lands on a closed day by the calendar.

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

/** The latest `day` before the venue's today (at most a week back), if it is not a closed date. */
export function recentWeekday(venue: VenueRules, day: Weekday): string {
  for (let i = 1; i <= 7; i += 1) {
    const date = venueDate(venue, -i);
    if (weekdayOf(date) === day && !closedDateOn(venue, date)) return date;
  }
  throw new Error(`no ${day} in the last week`);
}
