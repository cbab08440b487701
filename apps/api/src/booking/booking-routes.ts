import { randomBytes } from 'node:crypto';
import {
  bookingRequestSchema,
  bookingResponseSchema,
  venueRules,
  type BookingResponse,
  type VenueId,
  type VenueRules,
} from '@contrail/contracts';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../http/error-responses.ts';
import { requestLocale } from '../http/language.ts';
import { zodApp } from '../http/openapi.ts';
import type { Config } from '../config.ts';
import { bookingAcknowledgement, bookingRows, bookingToDesk } from './booking-mails.ts';

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A reference a guest can read out on the phone: B- and ten unambiguous characters. */
export function newBookingId(): string {
  let id = 'B-';
  for (const byte of randomBytes(10)) id += alphabet[byte & 31];
  return id;
}

/** Where a venue's bookings go: its own variable, else BOOKING_DESK_EMAIL, else the address in its data. */
export const bookingDesk = (config: Config, venue: VenueRules) =>
  config.bookingDesks[venue.id as VenueId] ?? config.bookingDeskEmail ?? venue.deskEmail;

/**
 * POST /api/booking: a table, stay, appointment or trip booked from a demo page. Validated again
 * here against the venue's own rules, looked up by its id (the browser checks the same contract and
 * rules), stored, and mailed to the venue's desk, with an acknowledgement to the guest, through the
 * outbox in the same transaction, so an answered booking is never lost, whatever the mail server does.
 */
export async function bookingRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  app.post(
    '/api/booking',
    {
      schema: {
        tags: ['forms'],
        summary: 'Book a table, a stay, an appointment or a trip',
        description:
          "`venue` names the demo business (restaurant, cafe, dentist, spa-salon, hotel-resort, travel-agency); its own rules apply, in its time zone: open days and hours, the last booking before closing, notice, party and room limits, closed dates, how far ahead. A broken rule answers 400 with the field's message. The desk gets every detail; the guest an acknowledgement without anything typed into the form. Limited to 5 a minute per address.",
        body: bookingRequestSchema,
        response: { 200: bookingResponseSchema, ...errorResponses },
      },
      config: { rateLimit: app.rateLimits.booking },
    },
    async (request): Promise<BookingResponse> => {
      const booking = request.body;
      const { kind, name, email, phone, notes } = booking;
      const venue = venueRules[booking.venue];
      const desk = bookingDesk(app.config, venue);
      const id = newBookingId();
      await app.transaction(async ({ bookings, mail }) => {
        await bookings.insert({
          id,
          kind,
          venue: venue.name,
          name,
          email,
          phone: phone ?? '',
          notes: notes ?? '',
          details: Object.fromEntries(bookingRows(booking)),
        });
        await mail.enqueue(bookingToDesk(booking, venue, id, desk));
        // The guest's copy counts against the visitor-mail caps; over a cap it is dropped, the desk's is not.
        await mail.enqueue(
          bookingAcknowledgement(booking, venue, id, desk, requestLocale(request)),
          app.mailCaps,
        );
      });
      app.outbox.poke();
      return { status: 'success', bookingId: id };
    },
  );
}
