import { z } from 'zod';
import { messages } from './messages.ts';
import { emailField } from './send.ts';
import { bookingLimits } from './booking-limits.ts';
import { multiLine, singleLine } from './text.ts';

/** What a booking form books: a table, a stay, an appointment or a trip. */
export const bookingKinds = ['table', 'stay', 'appointment', 'trip'] as const;
export type BookingKind = (typeof bookingKinds)[number];

export { bookingLimits };

/** Messages of the booking rules (the required and e-mail messages are the specification's own). */
export const bookingMessages = {
  date: 'Enter a date (YYYY-MM-DD).',
  time: 'Enter a time (HH:MM).',
  past: 'Choose a date from today on.',
  tooFar: `Bookings open ${bookingLimits.daysAhead} days ahead at most.`,
  after: (first: string) => `Must be after ${first}.`,
  tooLong: `At most ${bookingLimits.nights} nights.`,
  count: (min: number, max: number) => `From ${min} to ${max}.`,
} as const;

const isoDate = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const required = (max: number) =>
  singleLine(max, { error: messages.required }).min(1, messages.required);
const optional = (max: number) => singleLine(max).optional();
const dateField = z
  .string({ error: messages.required })
  .min(1, messages.required)
  .regex(isoDate, bookingMessages.date)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), bookingMessages.date);
const timeField = z
  .string({ error: messages.required })
  .min(1, messages.required)
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, bookingMessages.time);
const count = (limits: { min: number; max: number }) =>
  z
    .number({ error: messages.required })
    .int(bookingMessages.count(limits.min, limits.max))
    .min(limits.min, bookingMessages.count(limits.min, limits.max))
    .max(limits.max, bookingMessages.count(limits.min, limits.max));

/** Who books, and for which demo business (the page's venue name: where the desk's mail says it came from). */
const contact = {
  venue: required(80),
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
  partySize: count(bookingLimits.partySize),
});
export const stayBookingSchema = z.strictObject({
  kind: z.literal('stay'),
  ...contact,
  checkIn: dateField,
  checkOut: dateField,
  guests: count(bookingLimits.guests),
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
  travellers: count(bookingLimits.travellers),
});

const dayMs = 86_400_000;
const dayNumber = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / dayMs);

/**
 * The earliest date still "today" somewhere on Earth (UTC−12), as a day number: the server cannot
 * know the visitor's time zone, so it refuses only dates that are past everywhere. The browser form
 * checks against the visitor's own today.
 */
export const earliestTodayAnywhere = (now: number = Date.now()) =>
  Math.floor((now - 12 * 3_600_000) / dayMs);

/** Day number of a local calendar date (the browser's today). */
export const localDayNumber = (date: Date) =>
  Math.floor(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / dayMs);

/** The date fields of each kind: the first must be from `today` on, a second one after the first. */
const dateFields: Record<BookingKind, readonly [string, string?]> = {
  table: ['date'],
  stay: ['checkIn', 'checkOut'],
  appointment: ['date'],
  trip: ['departDate', 'returnDate'],
};
const fieldLabels: Record<string, string> = {
  checkIn: 'check-in',
  departDate: 'departure',
};

/**
 * The date rules over a parsed booking: no date in the past (before `today`, a day number), none
 * beyond the booking horizon, a check-out or return after its check-in or departure and at most
 * `nights` later. Returns messages keyed by field, empty when the dates are fine.
 */
export function bookingDateProblems(
  booking: Record<string, unknown> & { kind: BookingKind },
  today: number,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const [first, second] = dateFields[booking.kind];
  for (const field of [first, second]) {
    if (!field) continue;
    const value = booking[field];
    if (typeof value !== 'string' || !isoDate.test(value)) continue;
    const day = dayNumber(value);
    if (day < today) problems[field] = bookingMessages.past;
    else if (day > today + bookingLimits.daysAhead) problems[field] = bookingMessages.tooFar;
  }
  const start = booking[first];
  const end = second ? booking[second] : undefined;
  if (second && typeof start === 'string' && typeof end === 'string' && !problems[second]) {
    if (isoDate.test(start) && isoDate.test(end)) {
      const nights = dayNumber(end) - dayNumber(start);
      if (nights <= 0) problems[second] = bookingMessages.after(fieldLabels[first] ?? first);
      else if (nights > bookingLimits.nights) problems[second] = bookingMessages.tooLong;
    }
  }
  return problems;
}

/** POST /api/booking: one of the four kinds, checked field by field and then by its dates. */
export const bookingRequestSchema = z
  .discriminatedUnion(
    'kind',
    [tableBookingSchema, stayBookingSchema, appointmentBookingSchema, tripBookingSchema],
    { error: 'Choose what to book: table, stay, appointment or trip.' },
  )
  .superRefine((booking, context) => {
    for (const [field, message] of Object.entries(
      bookingDateProblems(booking, earliestTodayAnywhere()),
    )) {
      context.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type BookingRequest = z.infer<typeof bookingRequestSchema>;
export type BookingInput = z.input<typeof bookingRequestSchema>;

export const bookingResponseSchema = z.object({
  status: z.literal('success'),
  /** The booking's reference, quoted in the desk's mail and the visitor's copy. */
  bookingId: z.string(),
});
export type BookingResponse = z.infer<typeof bookingResponseSchema>;
