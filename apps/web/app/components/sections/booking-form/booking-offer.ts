import {
  addDays,
  bookableTimes,
  countLimits,
  firstBookableDate,
  lastBookableDate,
  slotsOn,
  weekdays,
  type BookingChoice,
  type TimedVenue,
  type VenueRules,
} from '@contrail/contracts/booking-rules';

// What each control of a booking form offers, from the venue's rules (the same module the server checks
// with): zod-free, so the page renders it without the validation library.

/** A control's offer: a date's range, a select's options, a count's limits. */
export interface FieldOffer {
  min?: string | number;
  max?: string | number;
  options?: readonly BookingChoice[];
  /** The select's empty option ("Choose…", or why there is nothing to choose). */
  placeholder?: string;
}

export const offerTexts = {
  choose: 'Choose…',
  noTimes: 'No times on this day',
} as const;

// A week without a change of clocks anywhere in the north (any week would do for the union of times).
const referenceWeek = weekdays.map((_, i) => addDays('2025-01-06', i));

/** Every time a venue ever offers for a service, in order: what the time select shows before a date. */
export function allTimes(venue: TimedVenue, service?: unknown): string[] {
  const times = new Set(referenceWeek.flatMap((date) => slotsOn(venue, date, service).flat()));
  return [...times].sort();
}

const asOptions = (times: readonly string[]) => times.map((t) => ({ value: t, label: t }));
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * What the form offers now. Before hydration (`clock` undefined) the offer depends on nothing but the rules,
 * so the prerendered HTML is the same whenever it was built: every time the venue takes, no date limits.
 * After it, dates start at the first day with a free time (in the venue's zone) and the time select lists
 * the chosen day's free times; a value already chosen stays listed, so its message can say what is wrong.
 */
export function bookingOffer(
  venue: VenueRules,
  values: Readonly<Record<string, unknown>>,
  clock: Date | undefined,
): Record<string, FieldOffer> {
  const keep = (options: BookingChoice[], value: string) =>
    value && !options.some((o) => o.value === value)
      ? [...options, { value, label: value }]
      : options;
  const count = countLimits(venue, values.roomType);
  switch (venue.kind) {
    case 'table':
    case 'appointment': {
      const service = venue.kind === 'appointment' ? values.service : undefined;
      const date = text(values.date);
      const times =
        clock && date ? bookableTimes(venue, date, clock, service) : allTimes(venue, service);
      return {
        date: clock
          ? { min: firstBookableDate(venue, clock, service), max: lastBookableDate(venue, clock) }
          : {},
        time: {
          options: keep(asOptions(times), text(values.time)),
          placeholder: times.length === 0 ? offerTexts.noTimes : offerTexts.choose,
        },
        partySize: count,
        service: venue.kind === 'appointment' ? { options: venue.services } : {},
      };
    }
    case 'stay':
    case 'trip': {
      const [first, second] =
        venue.kind === 'stay' ? ['checkIn', 'checkOut'] : ['departDate', 'returnDate'];
      const start = clock ? firstBookableDate(venue, clock) : undefined;
      const chosen = text(values[first]);
      const from = chosen || start;
      return {
        [first]: clock ? { min: start, max: lastBookableDate(venue, clock) } : {},
        [second]: from ? { min: addDays(from, 1), max: addDays(from, venue.maxNights) } : {},
        guests: count,
        travellers: count,
        roomType:
          venue.kind === 'stay'
            ? {
                options: venue.rooms.map((room) => ({
                  value: room.value,
                  label: `${room.label}, ${room.sleeps} guests`,
                })),
              }
            : {},
        destination: venue.kind === 'trip' ? { options: venue.destinations } : {},
      };
    }
  }
}
