import { sendRequestSchema, sendResponseSchema, type SendResponse } from '@contrail/contracts';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../db/index.ts';
import { errorResponses } from '../http/error-responses.ts';
import { zodApp } from '../http/openapi.ts';
import { enqueueMail } from '../mail/index.ts';
import { contactToDesk, subscribeConfirmation } from './send-mails.ts';

/**
 * POST /api/send (spec §7): the subscribe form ({email}, or kind 'subscribe') stores the subscriber
 * once and mails a confirmation on the first subscription; the contact form stores the message and
 * mails it to the parts desk. Either way the mail goes through the outbox in the same transaction.
 */
export async function sendRoutes(app: FastifyInstance) {
  const schema = {
    tags: ['forms'],
    summary: 'Send the subscribe or the contact form',
    description:
      'A subscription (only an e-mail, or kind subscribe) is stored once and confirmed by mail; a contact message is stored and mailed to the parts desk. Limited to 10 a minute per address.',
    body: sendRequestSchema,
    response: { 200: sendResponseSchema, ...errorResponses },
  };
  zodApp(app).post(
    '/api/send',
    { schema, config: { rateLimit: app.rateLimits.send } },
    async (request) => {
      const { body } = request;
      const hasContactFields = [body.name, body.phone, body.subject, body.message].some((v) => !!v);
      const subscribe = body.kind === 'subscribe' || (body.kind === undefined && !hasContactFields);
      const queued = await app.database.transaction(async (trx) => {
        if (subscribe) {
          const email = body.email.toLowerCase();
          const inserted = await trx
            .insertInto('subscribers')
            .values({ email, created_at: nowIso() })
            .onConflict((oc) => oc.column('email').doNothing())
            .returning('id')
            .executeTakeFirst();
          if (!inserted) return false;
          await enqueueMail(trx, subscribeConfirmation(email));
          return true;
        }
        const message = await trx
          .insertInto('contact_messages')
          .values({
            email: body.email,
            name: body.name ?? null,
            phone: body.phone ?? null,
            subject: body.subject ?? null,
            message: body.message ?? null,
            consent: body.consent === undefined ? null : Number(body.consent),
            created_at: nowIso(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await enqueueMail(trx, contactToDesk(body, app.config.partsDeskEmail, message.id));
        return true;
      });
      if (queued) app.outbox.poke();
      return { status: 'success' } satisfies SendResponse;
    },
  );
}
