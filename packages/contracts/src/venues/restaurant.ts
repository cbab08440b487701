import type { TableVenue } from '../booking-rules.ts';

/** /home-restaurant: Aurelia, Edinburgh. Dinner Tuesday to Sunday, lunch at the weekend. */
export const restaurantVenue: TableVenue = {
  id: 'restaurant',
  kind: 'table',
  name: 'Aurelia, Edinburgh',
  timeZone: 'Europe/London',
  deskEmail: 'tables@aurelia-edinburgh.example',
  hours: [
    { day: 'mon', periods: [] },
    { day: 'tue', periods: [{ opens: '17:30', closes: '22:30' }] },
    { day: 'wed', periods: [{ opens: '17:30', closes: '22:30' }] },
    { day: 'thu', periods: [{ opens: '17:30', closes: '23:00' }] },
    { day: 'fri', periods: [{ opens: '17:30', closes: '23:30' }] },
    {
      day: 'sat',
      periods: [
        { opens: '12:00', closes: '15:00' },
        { opens: '17:30', closes: '23:30' },
      ],
    },
    { day: 'sun', periods: [{ opens: '12:00', closes: '20:00' }] },
  ],
  slotMinutes: 30,
  lastBookingBeforeClose: 90,
  leadMinutes: 60,
  party: { min: 1, max: 8 },
  daysAhead: 90,
  closedDates: [
    { date: '12-25', label: 'Christmas Day' },
    { date: '12-26', label: 'Boxing Day' },
    { date: '01-01', label: 'New Year’s Day' },
  ],
};
