import { randomBytes } from 'node:crypto';
import {
  bookingRequestSchema,
  bookingResponseSchema,
  type BookingResponse,
} from '@contrail/contracts';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../db/index.ts';
import { errorResponses } from '../http/error-responses.ts';
import { zodApp } from '../http/openapi.ts';
import { enqueueMail } from '../mail/index.ts';
import { bookingRows, bookingToDesk } from './booking-mails.ts';

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A reference a guest can read out on the phone: B- and ten unambiguous characters. */
export function newBookingId(): string {
  let id = 'B-';
  for (const byte of randomBytes(10)) id += alphabet[byte & 31];
  return id;
}

/**
 * POST /api/booking: a table, stay, appointment or trip booked from a demo page. Validated again
 * here (the browser checks the same contract), stored, and mailed to the desk through the outbox
 * in the same transaction, so an answered booking is never lost, whatever the mail server does.
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
          'Dates may not be in the past (anywhere on Earth) nor more than two years ahead; a check-out or return comes after its check-in or departure. Limited to 5 a minute per address.',
        body: bookingRequestSchema,
        response: { 200: bookingResponseSchema, ...errorResponses },
      },
      config: { rateLimit: app.rateLimits.booking },
    },
    async (request): Promise<BookingResponse> => {
      const booking = request.body;
      const { kind, venue, name, email, phone, notes } = booking;
      const id = newBookingId();
      await app.database.transaction(async (trx) => {
        await trx
          .insertInto('bookings')
          .values({
            id,
            kind,
            venue,
            name,
            email,
            phone: phone ?? '',
            notes: notes ?? '',
            details: JSON.stringify(Object.fromEntries(bookingRows(booking))),
            created_at: nowIso(),
          })
          .execute();
        await enqueueMail(trx, bookingToDesk(booking, id, app.config.bookingDeskEmail));
      });
      app.outbox.poke();
      return { status: 'success', bookingId: id };
    },
  );
}
