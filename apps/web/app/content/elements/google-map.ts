import type { GoogleMapVariant, MapPlace } from '~/components/sections/google-map/google-map.tsx';

/** Sample offices (made-up businesses at real, public places so the embedded map has something to show). */
export const mapPlaces = {
  london: {
    name: 'Contrail Studio London',
    address: ['Somerset House, Strand', 'London WC2R 1LA', 'United Kingdom'],
    query: 'Somerset House, Strand, London WC2R 1LA',
    phone: '+44 20 7946 0321',
    hours: 'Mon–Fri, 9:00–18:00',
  },
  newYork: {
    name: 'Contrail Studio New York',
    address: ['Chelsea Market, 75 9th Ave', 'New York, NY 10011', 'United States'],
    query: 'Chelsea Market, 75 9th Ave, New York, NY 10011',
    phone: '+1 212 555 0142',
    hours: 'Mon–Fri, 9:00–17:30',
  },
  oshkosh: {
    name: 'Parts desk at the airfield',
    address: ['Wittman Regional Airport', 'Oshkosh, WI 54902', 'United States'],
    query: 'Wittman Regional Airport, Oshkosh, WI',
    phone: '+1 920 555 0188',
    hours: 'Every day, 7:00–19:00',
  },
} as const satisfies Record<string, MapPlace>;

/** The google-map element page: four styles. */
export const mapDemos: ReadonlyArray<{
  label: string;
  variant: GoogleMapVariant;
  place: MapPlace;
}> = [
  { label: 'Card beside the map', variant: 'card', place: mapPlaces.london },
  { label: 'Card over the map', variant: 'overlay', place: mapPlaces.newYork },
  { label: 'Dark', variant: 'dark', place: mapPlaces.oshkosh },
  { label: 'Compact', variant: 'compact', place: mapPlaces.london },
];
