import type { VenueRules } from '../booking-rules.ts';
import { cafeVenue } from './cafe.ts';
import { dentistVenue } from './dentist.ts';
import { hotelResortVenue } from './hotel-resort.ts';
import { restaurantVenue } from './restaurant.ts';
import { spaSalonVenue } from './spa-salon.ts';
import { travelAgencyVenue } from './travel-agency.ts';

/**
 * Every bookable demo's rules by id: what POST /api/booking checks a booking against (the form sends only
 * the id). A page imports its own venue's file, not this registry.
 */
export const venueRules = {
  restaurant: restaurantVenue,
  cafe: cafeVenue,
  dentist: dentistVenue,
  'spa-salon': spaSalonVenue,
  'hotel-resort': hotelResortVenue,
  'travel-agency': travelAgencyVenue,
} as const satisfies Record<string, VenueRules>;

export type VenueId = keyof typeof venueRules;
export const venueIds = Object.keys(venueRules) as [VenueId, ...VenueId[]];
