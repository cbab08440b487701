import {
  appointmentBookingSchema,
  bookingDateProblems,
  bookingResponseSchema,
  localDayNumber,
  stayBookingSchema,
  tableBookingSchema,
  tripBookingSchema,
  type BookingKind,
} from '@contrail/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { BookingValues } from './booking-control.tsx';

// The booking form's checks (zod and the contract's schemas): a chunk of their own, loaded when the form is
// first focused or checked, not with the page.

/** What the visitor fills in: the contract's fields of a kind, without `kind` and `venue` (the page's). */
const fieldSchemas = {
  table: tableBookingSchema.omit({ kind: true, venue: true }),
  stay: stayBookingSchema.omit({ kind: true, venue: true }),
  appointment: appointmentBookingSchema.omit({ kind: true, venue: true }),
  trip: tripBookingSchema.omit({ kind: true, venue: true }),
} as const;

/**
 * The browser's schema of a kind: the contract's field rules and its date rules, against the visitor's own
 * today (`now` is injectable for tests); the server checks both again.
 */
export function bookingFormSchema(kind: BookingKind, now: () => Date) {
  return fieldSchemas[kind].superRefine((values, context) => {
    const problems = bookingDateProblems({ ...values, kind }, localDayNumber(now()));
    for (const [field, message] of Object.entries(problems)) {
      context.addIssue({ code: 'custom', path: [field], message });
    }
  });
}

/** The form's resolver for a kind, against the visitor's clock. */
export function bookingResolver(kind: BookingKind, now: () => Date): Resolver<BookingValues> {
  // The schema is picked by `kind` at run time; its values are this form's string and number fields.
  return zodResolver(bookingFormSchema(kind, now)) as unknown as Resolver<BookingValues>;
}

/** The booking reference of the server's answer, or undefined for an answer of another shape. */
export function bookingReference(data: unknown): string | undefined {
  const answer = bookingResponseSchema.safeParse(data);
  return answer.success ? answer.data.bookingId : undefined;
}
