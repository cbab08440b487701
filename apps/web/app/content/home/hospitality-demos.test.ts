import { slotsOn, venueRules } from '@contrail/contracts';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '~/lib/format-price.ts';
import * as cafe from './cafe.ts';
import * as dentist from './dentist.ts';
import * as spa from './spa-salon.ts';
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

  it('the hours a page shows are its booking rules’ own, and every time it offers falls inside them', () => {
    for (const demo of [restaurant, cafe]) {
      expect(demo.hours.hours).toBe(demo.booking.hours);
      expect(demo.hours.timeZone).toBe(demo.booking.timeZone);
    }
    expect(dentist.dentistHours).toBe(dentist.dentistBooking.hours);
    expect(dentist.dentistContact.hours).toBe('Mon–Fri from 08:00, Sat from 09:00');
    expect(spa.spaContact.hours).toBe('Tue–Sun, 10:00–20:00');
    // A week of dates, Monday 6 to Sunday 12 January 2025.
    const week = ['06', '07', '08', '09', '10', '11', '12'].map((d) => `2025-01-${d}`);
    for (const rules of [
      restaurant.booking,
      cafe.booking,
      dentist.dentistBooking,
      spa.spaBooking,
    ]) {
      for (const date of week) {
        const day = rules.hours.find(
          (h) => h.day === ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'][week.indexOf(date)],
        );
        for (const slot of slotsOn(rules, date).flat()) {
          const open = (day?.periods ?? []).some(
            (period) =>
              minutes(slot) >= minutes(period.opens) && minutes(slot) < minutes(period.closes),
          );
          expect(open, `${rules.name} ${date} ${slot}`).toBe(true);
        }
      }
    }
  });

  it('rooms are priced per night and packages per person; each room card’s guests are its rules’ beds', () => {
    for (const room of hotel.rooms) {
      expect(room.unit).toBe('night');
      const rules = hotel.booking.rooms.find((r) => r.value === room.title);
      expect(rules, room.title).toBeDefined();
      expect(room.facts).toContain(`${rules?.sleeps} guests`);
    }
    expect(hotel.roomsHeading.lead).toContain(
      'Between 1 June and 30 September, 2 nights at least.',
    );
    for (const trip of travel.packages) expect(trip.unit).toBe('person');
    expect(travel.booking.destinations.length).toBeGreaterThan(1);
  });

  it('each demo books under its own venue, registered for the server by the same object', () => {
    const demos = [
      restaurant.booking,
      cafe.booking,
      hotel.booking,
      travel.booking,
      dentist.dentistBooking,
      spa.spaBooking,
    ];
    expect(new Set(demos.map((d) => d.name)).size).toBe(demos.length);
    for (const rules of demos) expect(venueRules[rules.id as keyof typeof venueRules]).toBe(rules);
    for (const choice of [...hotel.booking.rooms, ...travel.booking.destinations])
      expect(choice.value.length).toBeLessThanOrEqual(80);
  });
});
