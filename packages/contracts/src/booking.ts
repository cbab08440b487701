import { z } from 'zod';
import { messages } from './messages.ts';
import { emailField } from './send.ts';
import { bookingMessages, isIsoDate, venueBookingProblems } from './booking-rules.ts';
import { venueIds, venueRules, type VenueId } from './venues/index.ts';
import type { VenueRules } from './booking-rules.ts';
import { multiLine, singleLine } from './text.ts';

/** What a booking form books: a table, a stay, an appointment or a trip. */
export const bookingKinds = ['table', 'stay', 'appointment', 'trip'] as const;
export type BookingKind = (typeof bookingKinds)[number];

const required = (max: number) =>
  singleLine(max, { error: messages.required }).min(1, messages.required);
const optional = (max: number) => singleLine(max).optional();
const dateField = z
  .string({ error: messages.required })
  .min(1, messages.required)
  .refine(isIsoDate, bookingMessages.date);
const timeField = z
  .string({ error: messages.required })
  .min(1, messages.required)
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, bookingMessages.time);
// Counts are whole numbers here; their limits are the venue's own (its party size, the room's beds…).
const count = z.number({ error: messages.required }).int(bookingMessages.whole);

/** Who books, and for which demo business: its id, whose rules the server looks up (packages/contracts/src/venues). */
const contact = {
  venue: z.enum(venueIds, { error: 'Unknown venue.' }),
  name: required(120),
  email: emailField,
  phone: optional(40),
  notes: multiLine(2000).optional(),
};

export const tableBookingSchema = z.strictObject({
  kind: z.literal('table'),
  ...contact,
  date: dateField,
  time: timeField,
  partySize: count,
});
export const stayBookingSchema = z.strictObject({
  kind: z.literal('stay'),
  ...contact,
  checkIn: dateField,
  checkOut: dateField,
  guests: count,
  roomType: required(80),
});
export const appointmentBookingSchema = z.strictObject({
  kind: z.literal('appointment'),
  ...contact,
  service: required(80),
  date: dateField,
  time: timeField,
});
export const tripBookingSchema = z.strictObject({
  kind: z.literal('trip'),
  ...contact,
  destination: required(80),
  departDate: dateField,
  returnDate: dateField,
  travellers: count,
});

/** POST /api/booking: one of the four kinds, checked field by field and by its venue's own rules, now. */
export const bookingRequestSchema = z
  .discriminatedUnion(
    'kind',
    [tableBookingSchema, stayBookingSchema, appointmentBookingSchema, tripBookingSchema],
    { error: 'Choose what to book: table, stay, appointment or trip.' },
  )
  .superRefine(
    (booking, context) => {
      // Also when another field failed (`when`), so every broken rule is named at once.
      if (typeof booking !== 'object' || booking === null) return;
      const values: Record<string, unknown> = booking;
      if (typeof values.venue !== 'string' || !Object.hasOwn(venueRules, values.venue)) return;
      const rules: VenueRules = venueRules[values.venue as VenueId];
      if (rules.kind !== values.kind) {
        context.addIssue({ code: 'custom', path: ['kind'], message: bookingMessages.wrongKind });
        return;
      }
      for (const [field, message] of Object.entries(
        venueBookingProblems(rules, values, new Date()),
      ))
        context.addIssue({ code: 'custom', path: [field], message });
    },
    { when: () => true },
  );
export type BookingRequest = z.infer<typeof bookingRequestSchema>;
export type BookingInput = z.input<typeof bookingRequestSchema>;

export const bookingResponseSchema = z.object({
  status: z.literal('success'),
  /** The booking's reference, quoted in the desk's mail and the visitor's copy. */
  bookingId: z.string(),
});
export type BookingResponse = z.infer<typeof bookingResponseSchema>;
