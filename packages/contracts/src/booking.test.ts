import { describe, expect, it } from 'vitest';
import { bookingDateProblems, earliestTodayAnywhere, localDayNumber } from './booking.ts';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

describe('booking date rules', () => {
  const today = day('2027-03-10');

  it('accepts today and refuses yesterday', () => {
    expect(bookingDateProblems({ kind: 'table', date: '2027-03-10' }, today)).toEqual({});
    expect(bookingDateProblems({ kind: 'table', date: '2027-03-09' }, today)).toEqual({
      date: 'Choose a date from today on.',
    });
  });

  it('wants a check-out after check-in, and at most 60 nights later', () => {
    expect(
      bookingDateProblems({ kind: 'stay', checkIn: '2027-03-12', checkOut: '2027-03-12' }, today),
    ).toEqual({
      checkOut: 'Must be after check-in.',
    });
    expect(
      bookingDateProblems({ kind: 'stay', checkIn: '2027-03-12', checkOut: '2027-03-13' }, today),
    ).toEqual({});
    expect(
      bookingDateProblems({ kind: 'stay', checkIn: '2027-03-12', checkOut: '2027-05-12' }, today),
    ).toEqual({
      checkOut: 'At most 60 nights.',
    });
  });

  it('names a past departure, not the return after it', () => {
    expect(
      bookingDateProblems(
        { kind: 'trip', departDate: '2027-03-01', returnDate: '2027-03-20' },
        today,
      ),
    ).toEqual({ departDate: 'Choose a date from today on.' });
  });

  it('counts "today" on the server as the earliest date anywhere (UTC−12)', () => {
    // 05:00 UTC on 10 March is still 9 March in UTC−12: a visitor there may book for the 9th.
    expect(earliestTodayAnywhere(Date.parse('2027-03-10T05:00:00Z'))).toBe(day('2027-03-09'));
    expect(earliestTodayAnywhere(Date.parse('2027-03-10T13:00:00Z'))).toBe(day('2027-03-10'));
  });

  it("counts the browser's today in its own calendar", () => {
    expect(localDayNumber(new Date(2027, 2, 10, 23, 59))).toBe(day('2027-03-10'));
  });
});
