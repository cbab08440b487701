import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  addDays,
  appointmentBookingSchema,
  bookableTimes,
  cartQtySchema,
  inquiryContactSchema,
  multiLine,
  postCartSchema,
  sendRequestSchema,
  singleLine,
  stayBookingSchema,
  tableBookingSchema,
  textMessages,
  textProblem,
  tripBookingSchema,
  venueNow,
  venueRules,
  type TimedVenue,
  type VenueRules,
} from './index.ts';

/** The multi-line fields: they keep line breaks. Every other text field of a request is one line. */
const multiLineFields = new Set(['message', 'notes']);

const guest = { name: 'Ann Owner', email: 'ann@example.com' };

/** A date with a free time at a timed venue, from its own rules (never a closed day by the calendar). */
function slot(venue: TimedVenue, service?: string): { date: string; time: string } {
  for (let days = 3; days < 40; days += 1) {
    const date = addDays(venueNow(venue, new Date()).today, days);
    const times = bookableTimes(venue, date, new Date(), service);
    if (times.length > 0) return { date, time: times[0]! };
  }
  throw new Error(`no free time at ${venue.id}`);
}
const inDays = (venue: VenueRules, days: number) =>
  addDays(venueNow(venue, new Date()).today, days);
const { restaurant, dentist, 'hotel-resort': hotel, 'travel-agency': trips } = venueRules;

/** Request schemas with a valid value each; the test walks every string field of their shapes. */
const requests: Array<[string, z.ZodObject, Record<string, unknown>]> = [
  ['send', sendRequestSchema, { email: 'ann@example.com' }],
  ['inquiry contact', inquiryContactSchema, { name: 'Ann Owner', email: 'ann@example.com' }],
  [
    'table booking',
    tableBookingSchema,
    { kind: 'table', venue: 'restaurant', ...guest, ...slot(restaurant), partySize: 2 },
  ],
  [
    'stay booking',
    stayBookingSchema,
    {
      kind: 'stay',
      venue: 'hotel-resort',
      ...guest,
      checkIn: inDays(hotel, 30),
      checkOut: inDays(hotel, 33),
      guests: 2,
      roomType: 'Orchard double',
    },
  ],
  [
    'appointment booking',
    appointmentBookingSchema,
    {
      kind: 'appointment',
      venue: 'dentist',
      ...guest,
      service: 'Hygiene visit',
      ...slot(dentist, 'Hygiene visit'),
    },
  ],
  [
    'trip booking',
    tripBookingSchema,
    {
      kind: 'trip',
      venue: 'travel-agency',
      ...guest,
      destination: 'Azores, Portugal',
      departDate: inDays(trips, 40),
      returnDate: inDays(trips, 46),
      travellers: 2,
    },
  ],
  ['cart quantity', cartQtySchema, { itemId: 'item-1', qty: 1 }],
];

/** The string fields of an object schema (through optional and default wrappers). */
function stringFields(schema: z.ZodObject): string[] {
  return Object.entries(schema.shape)
    .filter(([, field]) => {
      let inner: z.core.$ZodType = field as z.core.$ZodType;
      while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault) {
        inner = inner.unwrap() as z.core.$ZodType;
      }
      return inner instanceof z.ZodString;
    })
    .map(([name]) => name);
}

const fieldMessage = (schema: z.ZodType, value: unknown, field: string) => {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.join('.') === field)?.message ?? null;
};

describe('control characters in request fields', () => {
  it.each(requests)('%s: the valid sample passes', (_name, schema, valid) => {
    expect(schema.safeParse(valid).error?.issues).toBeUndefined();
  });

  it.each(requests)(
    '%s: every one-line field refuses CR, LF, tab and other control characters, naming the field',
    (_name, schema, valid) => {
      const fields = stringFields(schema).filter((field) => !multiLineFields.has(field));
      expect(fields.length).toBeGreaterThan(0);
      for (const field of fields) {
        // Short enough for every field (country codes hold 8 characters).
        for (const bad of [
          'A\r\nB',
          'A\nB',
          'A\rB',
          'A\tB',
          'A\u0000B',
          'A\u001bB',
          'A\u007fB',
          'A\u0085B',
          'A\u2028B',
        ]) {
          const message = fieldMessage(schema, { ...valid, [field]: bad }, field);
          expect(message, `${field} = ${JSON.stringify(bad)}`).toBeTruthy();
          // Fields with a format of their own (e-mail, date, time, kind) keep their own message.
          const ownFormat = ['email', 'date', 'time', 'kind', 'sessionId'].includes(field);
          if (!ownFormat && !/Date|check/.test(field)) {
            expect(message).toBe(textMessages.singleLine);
          }
        }
      }
    },
  );

  it('multi-line fields keep line breaks and tabs, CR LF becomes LF, and refuse other control characters', () => {
    const send = (message: string) =>
      sendRequestSchema.safeParse({ email: 'ann@example.com', message });
    expect(send('Line one\r\nLine two\rLine three\n\tindented').data?.message).toBe(
      'Line one\nLine two\nLine three\n\tindented',
    );
    for (const bad of ['A\u0000B', 'A\u0007B', 'A\u001bB', 'A\u007fB', 'A\u009bB']) {
      expect(send(bad).error?.issues[0]).toMatchObject({
        path: ['message'],
        message: textMessages.multiLine,
      });
    }
    const inquiry = inquiryContactSchema.safeParse({
      name: 'Ann',
      email: 'ann@example.com',
      message: 'Please quote:\r\n- AN3-5A',
    });
    expect(inquiry.data?.message).toBe('Please quote:\n- AN3-5A');
    const booking = tableBookingSchema.safeParse({
      ...requests[2]![2],
      notes: 'Window seat\nplease\u0000',
    });
    expect(booking.error?.issues[0]).toMatchObject({
      path: ['notes'],
      message: textMessages.multiLine,
    });
  });

  it('refuses the fake mail line of the review: a CR LF in a name', () => {
    const result = inquiryContactSchema.safeParse({
      name: 'Ann Owner\r\nConsent: yes',
      email: 'ann@example.com',
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['name'], message: textMessages.singleLine }),
    ]);
  });

  it('refuses control characters in cart part and line ids', () => {
    const cart = postCartSchema.safeParse({ parts: [{ id: 'AN3\n5A', qty: 1 }] });
    expect(cart.error?.issues[0]).toMatchObject({
      path: ['parts', 0, 'id'],
      message: textMessages.singleLine,
    });
  });

  it('keeps ordinary text: accents, other scripts, quotes, emoji', () => {
    for (const value of ['Zoë O’Brien-Łukasz', '山田 太郎', 'Ann "Tailwheel" Owner', 'Pilot ✈️']) {
      expect(singleLine(120).parse(value)).toBe(value);
      expect(multiLine(120).parse(value)).toBe(value);
      expect(textProblem(value)).toBeUndefined();
    }
  });

  it('textProblem (the zod-free rule of the light forms) agrees with the schemas', () => {
    const samples = [
      '',
      'Ann',
      'Ann\nX',
      'A\tB',
      'A\u0000B',
      'A\u2028B',
      'Line\r\nTwo',
      'A\u001bB',
    ];
    for (const value of samples) {
      const single = singleLine(200).safeParse(value);
      expect(textProblem(value), JSON.stringify(value)).toBe(
        single.success ? undefined : single.error.issues[0]?.message,
      );
      const multi = multiLine(200).safeParse(value);
      expect(textProblem(value, 'multi'), JSON.stringify(value)).toBe(
        multi.success ? undefined : multi.error.issues[0]?.message,
      );
    }
  });
});
