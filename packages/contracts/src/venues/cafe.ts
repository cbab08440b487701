import type { TableVenue } from '../booking-rules.ts';

/** /home-cafe: Café Kornblum, Vienna. Open every day; a few window tables kept for those who book. */
export const cafeVenue: TableVenue = {
  id: 'cafe',
  kind: 'table',
  name: 'Café Kornblum, Vienna',
  timeZone: 'Europe/Vienna',
  deskEmail: 'tisch@cafe-kornblum.example',
  hours: [
    { day: 'mon', periods: [{ opens: '07:00', closes: '19:00' }] },
    { day: 'tue', periods: [{ opens: '07:00', closes: '19:00' }] },
    { day: 'wed', periods: [{ opens: '07:00', closes: '19:00' }] },
    { day: 'thu', periods: [{ opens: '07:00', closes: '21:00' }] },
    { day: 'fri', periods: [{ opens: '07:00', closes: '21:00' }] },
    { day: 'sat', periods: [{ opens: '08:00', closes: '21:00' }] },
    { day: 'sun', periods: [{ opens: '09:00', closes: '18:00' }] },
  ],
  slotMinutes: 60,
  lastBookingBeforeClose: 60,
  leadMinutes: 30,
  party: { min: 1, max: 6 },
  daysAhead: 60,
  closedDates: [
    { date: '12-25', label: 'Christmas Day' },
    { date: '01-01', label: 'New Year’s Day' },
  ],
};
