import type { TripVenue } from '../booking-rules.ts';

/** /home-travel-agency: Bluewake Journeys. Groups of twelve at most, planned three weeks ahead at least. */
export const travelAgencyVenue: TripVenue = {
  id: 'travel-agency',
  kind: 'trip',
  name: 'Bluewake Journeys',
  timeZone: 'America/New_York',
  deskEmail: 'trips@bluewake.example',
  destinations: [
    { value: 'Azores, Portugal', label: 'Azores, Portugal' },
    { value: 'Dalmatian coast, Croatia', label: 'Dalmatian coast, Croatia' },
    { value: 'Lofoten, Norway', label: 'Lofoten, Norway' },
    { value: 'Oaxaca coast, Mexico', label: 'Oaxaca coast, Mexico' },
    { value: 'Kyushu, Japan', label: 'Kyushu, Japan' },
    { value: 'Somewhere else', label: 'Somewhere else (tell us in the notes)' },
  ],
  travellers: { min: 1, max: 12 },
  leadDays: 21,
  maxNights: 30,
  daysAhead: 540,
};
