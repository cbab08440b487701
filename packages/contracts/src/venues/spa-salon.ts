import type { AppointmentVenue } from '../booking-rules.ts';

/** /home-spa-salon: Maison Camellia, Bath. Tuesday to Sunday; each treatment ends by closing time. */
export const spaSalonVenue: AppointmentVenue = {
  id: 'spa-salon',
  kind: 'appointment',
  name: 'Maison Camellia, Bath',
  timeZone: 'Europe/London',
  deskEmail: 'bookings@maison-camellia.example',
  hours: [
    { day: 'mon', periods: [] },
    { day: 'tue', periods: [{ opens: '10:00', closes: '20:00' }] },
    { day: 'wed', periods: [{ opens: '10:00', closes: '20:00' }] },
    { day: 'thu', periods: [{ opens: '10:00', closes: '20:00' }] },
    { day: 'fri', periods: [{ opens: '10:00', closes: '20:00' }] },
    { day: 'sat', periods: [{ opens: '10:00', closes: '20:00' }] },
    { day: 'sun', periods: [{ opens: '10:00', closes: '20:00' }] },
  ],
  slotMinutes: 30,
  leadMinutes: 180,
  services: [
    {
      value: 'Camellia signature facial',
      label: 'Camellia signature facial (75 min)',
      minutes: 75,
    },
    { value: 'Hot stone massage', label: 'Hot stone massage (60 min)', minutes: 60 },
    { value: 'Balayage and gloss', label: 'Balayage and gloss (3 h)', minutes: 180 },
    { value: 'Mother-to-be massage', label: 'Mother-to-be massage (60 min)', minutes: 60 },
    { value: 'Garden spa day for two', label: 'Garden spa day for two (5 h)', minutes: 300 },
    { value: 'Slow manicure', label: 'Slow manicure (45 min)', minutes: 45 },
  ],
  daysAhead: 180,
  closedDates: [
    { date: '12-25', label: 'Christmas Day' },
    { date: '12-26', label: 'Boxing Day' },
  ],
};
