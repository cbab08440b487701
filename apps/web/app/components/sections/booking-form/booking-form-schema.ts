import {
  appointmentBookingSchema,
  bookingResponseSchema,
  stayBookingSchema,
  tableBookingSchema,
  tripBookingSchema,
  venueBookingProblems,
  type VenueRules,
} from '@contrail/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { BookingValues } from './booking-control.tsx';

// The booking form's checks (zod and the contract's schemas).

/** What the visitor fills in: the contract's fields of a kind, without `kind` and `venue` (the page's). */
const fieldSchemas = {
  table: tableBookingSchema.omit({ kind: true, venue: true }),
  stay: stayBookingSchema.omit({ kind: true, venue: true }),
  appointment: appointmentBookingSchema.omit({ kind: true, venue: true }),
  trip: tripBookingSchema.omit({ kind: true, venue: true }),
} as const;

/**
 * The browser's schema of a venue: the contract's field rules and the venue's own rules (the server's
 * code), at the visitor's clock (`now` is injectable for tests) read in the venue's time zone; the server
 * checks both again.
 */
export function bookingFormSchema(venue: VenueRules, now: () => Date) {
  return fieldSchemas[venue.kind].superRefine(
    (values, context) => {
      // Also while other fields are empty or wrong (`when`): a closed day is named as soon as it is picked.
      if (typeof values !== 'object' || values === null) return;
      for (const [field, message] of Object.entries(venueBookingProblems(venue, values, now())))
        context.addIssue({ code: 'custom', path: [field], message });
    },
    { when: () => true },
  );
}

/** The form's resolver for a venue, against the visitor's clock. */
export function bookingResolver(venue: VenueRules, now: () => Date): Resolver<BookingValues> {
  // The schema is picked by the venue's kind at run time; its values are this form's string and number fields.
  return zodResolver(bookingFormSchema(venue, now)) as unknown as Resolver<BookingValues>;
}

/** The booking reference of the server's answer, or undefined for an answer of another shape. */
export function bookingReference(data: unknown): string | undefined {
  const answer = bookingResponseSchema.safeParse(data);
  return answer.success ? answer.data.bookingId : undefined;
}
