import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookableTimes,
  bookingNotes,
  firstBookableDate,
  hoursSummary,
  lastBookableDate,
  slotsOn,
  venueBookingProblems,
  venueClock,
  wallTimeExists,
  type TableVenue,
} from './booking-rules.ts';
import { bookingRequestSchema } from './booking.ts';
import { dentistVenue } from './venues/dentist.ts';
import { hotelResortVenue } from './venues/hotel-resort.ts';
import { venueRules } from './venues/index.ts';
import { restaurantVenue } from './venues/restaurant.ts';
import { spaSalonVenue } from './venues/spa-salon.ts';
import { travelAgencyVenue } from './venues/travel-agency.ts';

// The rules never read the process's own zone: every assertion holds whatever TZ the server runs in.
const zones = ['UTC', 'Pacific/Kiritimati', 'America/Los_Angeles', 'Asia/Tokyo'];

const at = (iso: string) => new Date(iso);
// Tuesday 9 March 2027, 10:00 in Edinburgh (GMT, UTC+0 until 28 March).
const tuesdayMorning = at('2027-03-09T10:00:00Z');
const table = (fields: Record<string, unknown>, now = tuesdayMorning) =>
  venueBookingProblems(restaurantVenue, { partySize: 2, ...fields }, now);

describe.each(zones)('booking rules with the server in %s', (zone) => {
  const original = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = original;
  });

  it('runs in the zone it says (the test is real)', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
  });

  describe('the restaurant (Europe/London)', () => {
    it('refuses Monday: the hours say Monday is closed', () => {
      expect(table({ date: '2027-03-15', time: '19:00' })).toEqual({
        date: 'Closed on Mondays: choose another day.',
      });
    });

    it('refuses Wednesday 12:00: lunch is at weekends only', () => {
      expect(table({ date: '2027-03-10', time: '12:00' })).toEqual({
        time: 'On Wednesdays we take bookings from 17:30 to 21:00.',
      });
      expect(table({ date: '2027-03-13', time: '12:00' })).toEqual({});
    });

    it('refuses Sunday 21:00: Sunday closes at 20:00, the last table 90 minutes before', () => {
      expect(table({ date: '2027-03-14', time: '21:00' })).toEqual({
        time: 'On Sundays we take bookings from 12:00 to 18:30.',
      });
      expect(table({ date: '2027-03-14', time: '18:30' })).toEqual({});
      expect(table({ date: '2027-03-14', time: '19:00' }).time).toBeDefined();
    });

    it('takes the last table of the evening 90 minutes before closing, not later', () => {
      expect(table({ date: '2027-03-16', time: '21:00' })).toEqual({});
      expect(table({ date: '2027-03-16', time: '21:30' })).toEqual({
        time: 'On Tuesdays we take bookings from 17:30 to 21:00.',
      });
      expect(table({ date: '2027-03-13', time: '22:00' })).toEqual({});
      expect(
        slotsOn(restaurantVenue, '2027-03-13').map((slots) => [slots[0], slots.at(-1)]),
      ).toEqual([
        ['12:00', '13:30'],
        ['17:30', '22:00'],
      ]);
    });

    it('refuses today 17:30 sent at 22:18: nothing is left today', () => {
      const late = at('2027-03-09T22:18:00Z');
      expect(table({ date: '2027-03-09', time: '17:30' }, late)).toEqual({
        date: 'No more bookings today: choose another day.',
      });
      expect(bookableTimes(restaurantVenue, '2027-03-09', late)).toEqual([]);
      expect(firstBookableDate(restaurantVenue, late)).toBe('2027-03-10');
    });

    it('keeps an hour’s notice: at 19:45 the earliest table is 21:00', () => {
      const evening = at('2027-03-09T19:45:00Z');
      expect(bookableTimes(restaurantVenue, '2027-03-09', evening)).toEqual(['21:00']);
      expect(table({ date: '2027-03-09', time: '17:30' }, evening)).toEqual({
        time: 'Too late to book 17:30 today: the earliest is 21:00.',
      });
      expect(table({ date: '2027-03-09', time: '20:30' }, evening).time).toBe(
        'Too late to book 20:30 today: the earliest is 21:00.',
      );
      expect(table({ date: '2027-03-09', time: '21:00' }, evening)).toEqual({});
      // At 20:01 the 21:00 table is less than an hour away.
      expect(firstBookableDate(restaurantVenue, at('2027-03-09T20:01:00Z'))).toBe('2027-03-10');
    });

    it('refuses its closed dates, every year', () => {
      expect(table({ date: '2027-12-25', time: '19:00' }, at('2027-11-01T10:00:00Z'))).toEqual({
        date: 'Closed on 25 December: choose another day.',
      });
      expect(table({ date: '2027-12-24', time: '19:00' }, at('2027-11-01T10:00:00Z'))).toEqual({});
      expect(bookingNotes(restaurantVenue)).toEqual([
        'Last table 90 minutes before closing.',
        'Closed on 25 December, 26 December and 1 January.',
      ]);
    });

    it('refuses past dates, dates beyond its horizon and parties beyond its limit', () => {
      expect(table({ date: '2027-03-08', time: '19:00' })).toEqual({
        date: 'Choose a date from today on.',
      });
      expect(lastBookableDate(restaurantVenue, tuesdayMorning)).toBe('2027-06-07');
      expect(table({ date: '2027-06-08', time: '19:00' })).toEqual({
        date: 'Bookings open 90 days ahead at most.',
      });
      expect(table({ date: '2027-03-10', time: '19:00', partySize: 9 })).toEqual({
        partySize: 'From 1 to 8.',
      });
      expect(table({ date: '2027-03-10', time: '19:00', partySize: 0 })).toEqual({
        partySize: 'From 1 to 8.',
      });
    });
  });

  it('the dentist refuses Sunday 10:00 (closed), and a treatment must end by closing time', () => {
    const visit = (fields: Record<string, unknown>) =>
      venueBookingProblems(
        dentistVenue,
        { service: 'Implant consultation', ...fields },
        tuesdayMorning,
      );
    expect(visit({ date: '2027-03-14', time: '10:00' })).toEqual({
      date: 'Closed on Sundays: choose another day.',
    });
    // Friday closes at 16:00: 45 minutes from 15:00 fit, from 15:30 they do not; 20 minutes do.
    expect(visit({ date: '2027-03-12', time: '15:00' })).toEqual({});
    expect(visit({ date: '2027-03-12', time: '15:30' })).toEqual({
      time: 'On Fridays we take bookings from 08:00 to 15:00.',
    });
    expect(visit({ date: '2027-03-12', time: '15:30', service: 'Whitening consultation' })).toEqual(
      {},
    );
    expect(visit({ date: '2027-03-12', time: '10:00', service: 'Root canal' })).toEqual({
      service: 'Choose one of our services.',
    });
    // Two hours' notice: at 10:00 the first slot today is 12:00.
    expect(bookableTimes(dentistVenue, '2027-03-09', tuesdayMorning, 'Check-up')[0]).toBe('12:00');
  });

  it('a treatment longer than the day’s hours is refused for that day', () => {
    const spaDay = (date: string) =>
      venueBookingProblems(
        {
          ...spaSalonVenue,
          hours: [{ day: 'wed', periods: [{ opens: '10:00', closes: '14:00' }] }],
        },
        { service: 'Garden spa day for two', date, time: '10:00' },
        tuesdayMorning,
      );
    expect(spaDay('2027-03-10')).toEqual({
      date: 'This treatment does not fit into the day’s hours: choose another day.',
    });
  });

  describe('the hotel', () => {
    const stay = (fields: Record<string, unknown>) =>
      venueBookingProblems(
        hotelResortVenue,
        {
          checkIn: '2027-04-10',
          checkOut: '2027-04-12',
          roomType: 'Orchard double',
          guests: 2,
          ...fields,
        },
        tuesdayMorning,
      );

    it('refuses 10 guests in a room listed for 2', () => {
      expect(stay({ guests: 10 })).toEqual({ guests: 'The Orchard double sleeps 2 at most.' });
      expect(stay({ guests: 4, roomType: 'Garden family room' })).toEqual({});
      expect(stay({ guests: 5, roomType: 'Garden family room' })).toEqual({
        guests: 'The Garden family room sleeps 4 at most.',
      });
    });

    it('wants two nights at least in summer, a known room and a check-out after check-in', () => {
      expect(stay({ checkIn: '2027-07-10', checkOut: '2027-07-11' })).toEqual({
        checkOut: 'Between 1 June and 30 September, stays are 2 nights at least.',
      });
      expect(stay({ checkIn: '2027-10-10', checkOut: '2027-10-11' })).toEqual({});
      expect(stay({ roomType: 'Penthouse' })).toEqual({ roomType: 'Choose one of our rooms.' });
      expect(stay({ checkOut: '2027-04-10' })).toEqual({ checkOut: 'Must be after check-in.' });
      expect(stay({ checkOut: '2027-05-20' })).toEqual({ checkOut: 'At most 30 nights.' });
    });
  });

  it('the travel agency wants three weeks’ notice and twelve travellers at most', () => {
    const trip = (fields: Record<string, unknown>) =>
      venueBookingProblems(
        travelAgencyVenue,
        {
          destination: 'Lofoten, Norway',
          departDate: '2027-04-10',
          returnDate: '2027-04-17',
          travellers: 2,
          ...fields,
        },
        tuesdayMorning,
      );
    expect(trip({})).toEqual({});
    expect(trip({ departDate: '2027-03-20' })).toEqual({
      departDate: 'Departures need 21 days’ notice: choose Tuesday 30 March 2027 or later.',
    });
    expect(trip({ travellers: 13 })).toEqual({ travellers: 'From 1 to 12.' });
    expect(trip({ destination: 'Atlantis' })).toEqual({
      destination: 'Choose one of our destinations.',
    });
  });

  describe('in the venue’s own time zone', () => {
    const tokyo: TableVenue = { ...restaurantVenue, timeZone: 'Asia/Tokyo' };
    const losAngeles: TableVenue = { ...restaurantVenue, timeZone: 'America/Los_Angeles' };

    it('reads today and now on the venue’s clock, not the server’s', () => {
      // 16:00 UTC on Tuesday 9 March is 01:00 on Wednesday 10 March in Tokyo.
      const now = at('2027-03-09T16:00:00Z');
      expect(venueClock(now, 'Asia/Tokyo')).toEqual({ date: '2027-03-10', minute: 60 });
      expect(venueBookingProblems(tokyo, { date: '2027-03-09', time: '19:00' }, now)).toEqual({
        date: 'Choose a date from today on.',
      });
      // 02:00 UTC on Wednesday 10 March is still Tuesday 18:00 in Los Angeles: 19:00 that day is fine,
      // 18:30 is too soon.
      const early = at('2027-03-10T02:00:00Z');
      expect(
        venueBookingProblems(losAngeles, { date: '2027-03-09', time: '19:00' }, early),
      ).toEqual({});
      expect(
        venueBookingProblems(losAngeles, { date: '2027-03-09', time: '18:30' }, early).time,
      ).toBe('Too late to book 18:30 today: the earliest is 19:00.');
    });
  });

  describe('on the days the clocks change', () => {
    // A night venue in London open 00:00–06:00, an hour's notice, tables to 05:30.
    const nightOwl: TableVenue = {
      ...restaurantVenue,
      hours: [{ day: 'sun', periods: [{ opens: '00:00', closes: '06:00' }] }],
      lastBookingBeforeClose: 30,
      closedDates: [],
    };

    it('skips the hour that does not happen in spring', () => {
      expect(wallTimeExists('2026-03-29', 90, 'Europe/London')).toBe(false);
      expect(wallTimeExists('2026-03-29', 150, 'Europe/London')).toBe(true);
      expect(slotsOn(nightOwl, '2026-03-29').flat().slice(0, 4)).toEqual([
        '00:00',
        '00:30',
        '02:00',
        '02:30',
      ]);
    });

    it('counts the notice in real time across the spring change', () => {
      // 00:30 GMT; an hour later it is 02:30 BST, so 02:00 is too soon (on the wall clock, 01:30 + 30 min).
      const now = at('2026-03-29T00:30:00Z');
      expect(bookableTimes(nightOwl, '2026-03-29', now)[0]).toBe('02:30');
      expect(
        venueBookingProblems(nightOwl, { date: '2026-03-29', time: '02:00', partySize: 2 }, now),
      ).toEqual({
        time: 'Too late to book 02:00 today: the earliest is 02:30.',
      });
    });

    it('counts the notice in real time across the autumn change', () => {
      // 01:30 BST; an hour later the clocks show 01:30 again (GMT), so 01:30 may still be booked.
      const now = at('2026-10-25T00:30:00Z');
      expect(venueClock(now, 'Europe/London')).toEqual({ date: '2026-10-25', minute: 90 });
      expect(bookableTimes(nightOwl, '2026-10-25', now)[0]).toBe('01:30');
      expect(
        venueBookingProblems(nightOwl, { date: '2026-10-25', time: '01:30', partySize: 2 }, now),
      ).toEqual({});
      expect(slotsOn(nightOwl, '2026-10-25').flat()).toHaveLength(12);
    });

    it('keeps the weekday and the hours of an ordinary venue on those days', () => {
      expect(slotsOn(restaurantVenue, '2026-03-29').flat()[0]).toBe('12:00');
      expect(slotsOn(restaurantVenue, '2026-10-25').flat().at(-1)).toBe('18:30');
    });
  });
});

describe('the venues', () => {
  it('each is registered under its own id, with an e-mail desk and a zone Intl knows', () => {
    for (const [id, rules] of Object.entries(venueRules)) {
      expect(rules.id).toBe(id);
      expect(rules.deskEmail).toMatch(/^[^@\s]+@[^@\s]+\.example$/);
      expect(() => venueClock(Date.now(), rules.timeZone)).not.toThrow();
    }
  });

  it('sums up the week for a top bar', () => {
    expect(hoursSummary(dentistVenue.hours)).toBe('Mon–Fri from 08:00, Sat from 09:00');
    expect(hoursSummary(spaSalonVenue.hours)).toBe('Tue–Sun, 10:00–20:00');
  });
});

describe('bookingRequestSchema', () => {
  const inDays = (days: number) =>
    new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  it('refuses an unknown venue, and a kind the venue does not take', () => {
    const base = { name: 'A', email: 'a@b.test', date: inDays(10), time: '19:00', partySize: 2 };
    const unknown = bookingRequestSchema.safeParse({ kind: 'table', venue: 'moon-base', ...base });
    expect(unknown.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['venue', 'Unknown venue.'],
    ]);
    const wrong = bookingRequestSchema.safeParse({
      kind: 'table',
      venue: 'hotel-resort',
      ...base,
    });
    expect(wrong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['kind', 'This venue does not take this kind of booking.'],
    ]);
  });

  it('names every broken rule at once, with the field checks', () => {
    const result = bookingRequestSchema.safeParse({
      kind: 'stay',
      venue: 'hotel-resort',
      name: '',
      email: 'a@b.test',
      checkIn: inDays(20),
      checkOut: inDays(22),
      guests: 10,
      roomType: 'Orchard double',
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'Field is required.'],
      ['guests', 'The Orchard double sleeps 2 at most.'],
    ]);
  });
});
