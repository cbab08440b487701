import { bookingLimits } from '@contrail/contracts';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '~/lib/format-price.ts';
import * as cafe from './cafe.ts';
import * as hotel from './hotel-resort.ts';
import * as restaurant from './restaurant.ts';
import * as travel from './travel-agency.ts';

// The four hospitality demos' sample data (issue 23): menus, seatings, rooms and packages that hold together.

const minutes = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

describe('hospitality demo content', () => {
  it('menus: courses with dishes, unique ids and whole-cent prices', () => {
    for (const menu of [restaurant.menu, cafe.menu]) {
      expect(menu.length).toBeGreaterThanOrEqual(3);
      const ids = menu.flatMap((course) => course.dishes.map((dish) => dish.id));
      expect(new Set(ids).size).toBe(ids.length);
      expect(new Set(menu.map((course) => course.id)).size).toBe(menu.length);
      for (const dish of menu.flatMap((course) => course.dishes)) {
        expect(Number.isInteger(dish.priceCents), dish.name).toBe(true);
        expect(dish.priceCents, dish.name).toBeGreaterThan(0);
      }
    }
  });

  it('prices read the way each venue writes them', () => {
    const price = (cents: number, data: { currency: string; locale: string }) =>
      formatPrice(cents, data.currency, data.locale).replace(/\u00a0/g, ' ');
    expect(price(1650, restaurant)).toBe('£16.50');
    expect(price(480, cafe)).toBe('€ 4,80');
    expect(price(19_500, hotel)).toBe('€195.00');
    expect(price(289_000, travel)).toBe('$2,890.00');
  });

  it('every bookable seating falls inside the opening hours of some day', () => {
    for (const demo of [restaurant, cafe]) {
      const slots = 'seatings' in demo ? demo.seatings : demo.slots;
      for (const slot of slots) {
        const open = demo.hours.hours.some((day) =>
          day.periods.some(
            (period) =>
              minutes(slot) >= minutes(period.opens) && minutes(slot) < minutes(period.closes),
          ),
        );
        expect(open, `${demo.venue} ${slot}`).toBe(true);
      }
    }
  });

  it('rooms are priced per night and packages per person, and the booking choices name them', () => {
    for (const room of hotel.rooms) {
      expect(room.unit).toBe('night');
      expect(hotel.roomTypes.map((choice) => choice.value)).toContain(room.title);
    }
    for (const trip of travel.packages) expect(trip.unit).toBe('person');
    expect(travel.destinations.length).toBeGreaterThan(1);
  });

  it('each demo books under its own venue name, within the contract’s limits', () => {
    const venues = [restaurant.venue, cafe.venue, hotel.venue, travel.venue];
    expect(new Set(venues).size).toBe(venues.length);
    for (const venue of venues) expect(venue.length).toBeLessThanOrEqual(80);
    for (const choice of [...hotel.roomTypes, ...travel.destinations])
      expect(choice.value.length).toBeLessThanOrEqual(80);
    expect(bookingLimits.partySize.max).toBeGreaterThanOrEqual(8);
  });
});
