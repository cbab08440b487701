import type { StayVenue } from '../booking-rules.ts';

/** /home-hotel-resort: Casa Almendra, Sóller. Reception day and night; two nights at least in summer. */
export const hotelResortVenue: StayVenue = {
  id: 'hotel-resort',
  kind: 'stay',
  name: 'Casa Almendra, Sóller',
  timeZone: 'Europe/Madrid',
  deskEmail: 'stay@casa-almendra.example',
  rooms: [
    { value: 'Orchard double', label: 'Orchard double', sleeps: 2 },
    { value: 'Terrace junior suite', label: 'Terrace junior suite', sleeps: 2 },
    { value: 'Tower suite', label: 'Tower suite', sleeps: 2 },
    { value: 'Garden family room', label: 'Garden family room', sleeps: 4 },
  ],
  maxNights: 30,
  minimumStays: [{ from: '06-01', to: '09-30', nights: 2 }],
  daysAhead: 365,
};
