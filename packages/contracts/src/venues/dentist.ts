import type { AppointmentVenue } from '../booking-rules.ts';

/** /home-dentist: Clearbrook Dental, Leith. Monday to Saturday; each treatment ends by closing time. */
export const dentistVenue: AppointmentVenue = {
  id: 'dentist',
  kind: 'appointment',
  name: 'Clearbrook Dental, Leith',
  timeZone: 'Europe/London',
  deskEmail: 'appointments@clearbrook-dental.example',
  hours: [
    { day: 'mon', periods: [{ opens: '08:00', closes: '17:30' }] },
    { day: 'tue', periods: [{ opens: '08:00', closes: '19:30' }] },
    { day: 'wed', periods: [{ opens: '08:00', closes: '17:30' }] },
    { day: 'thu', periods: [{ opens: '08:00', closes: '19:30' }] },
    { day: 'fri', periods: [{ opens: '08:00', closes: '16:00' }] },
    { day: 'sat', periods: [{ opens: '09:00', closes: '13:00' }] },
    { day: 'sun', periods: [] },
  ],
  slotMinutes: 30,
  leadMinutes: 120,
  services: [
    { value: 'Check-up (new patient)', label: 'Check-up, new patient (45 min)', minutes: 45 },
    { value: 'Check-up', label: 'Check-up, registered patient (30 min)', minutes: 30 },
    { value: 'Hygiene visit', label: 'Hygiene visit (40 min)', minutes: 40 },
    { value: 'Whitening consultation', label: 'Whitening consultation (20 min)', minutes: 20 },
    { value: 'Implant consultation', label: 'Implant consultation (45 min)', minutes: 45 },
    { value: 'Child’s check-up', label: 'Child’s check-up (20 min)', minutes: 20 },
  ],
  daysAhead: 120,
  closedDates: [
    { date: '12-25', label: 'Christmas Day' },
    { date: '12-26', label: 'Boxing Day' },
    { date: '01-01', label: 'New Year’s Day' },
    { date: '01-02', label: 'the Scottish bank holiday' },
  ],
};
