import { sendRequestSchema, sendResponseSchema, type SendResponse } from '@contrail/contracts';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../http/error-responses.ts';
import { requestLocale } from '../http/language.ts';
import { zodApp } from '../http/openapi.ts';
import { subscribeConfirmation, confirmationLink } from '../subscribe/subscribe-mails.ts';
import { contactToDesk } from './send-mails.ts';

/**
 * POST /api/send (spec §7): the subscribe form ({email}, or kind 'subscribe') stores the address as
 * pending and mails it a link to confirm (double opt-in: at most one such mail a day per address,
 * within the mail caps); the contact form (any of name, phone, subject, message, or kind 'contact')
 * stores the message and mails it to the parts desk. Mail goes through the outbox in the same
 * transaction. The answer is the same whatever was sent, so it tells nothing about an address.
 */
export async function sendRoutes(app: FastifyInstance) {
  const schema = {
    tags: ['forms'],
    summary: 'Send the subscribe or the contact form',
    description:
      'A subscription (only an e-mail, or kind subscribe) is stored pending and mailed a confirmation link (POST /api/subscribe/confirm), at most once a day per address; a contact message is stored and mailed to the parts desk. The answer is the same either way. Limited to 10 a minute per address.',
    body: sendRequestSchema,
    response: { 200: sendResponseSchema, ...errorResponses },
  };
  zodApp(app).post(
    '/api/send',
    { schema, config: { rateLimit: app.rateLimits.send } },
    async (request) => {
      const { body } = request;
      // The confirmation mail is written in the page's language (its Accept-Language).
      const hasContactFields = [body.name, body.phone, body.subject, body.message].some((v) => !!v);
      const subscribe = body.kind === 'subscribe' || (body.kind === undefined && !hasContactFields);
      const queued = await app.transaction(async ({ contactMessages, mail, subscriptions }) => {
        if (subscribe) {
          const email = body.email.toLowerCase();
          const { siteOrigin, siteBase, subscribeConfirmHours } = app.config;
          const locale = requestLocale(request);
          return subscriptions.request(email, {
            confirmTtlMs: subscribeConfirmHours * 60 * 60_000,
            queueConfirmation: async (token) =>
              (await mail.enqueue(
                subscribeConfirmation(
                  email,
                  confirmationLink(siteOrigin + siteBase.slice(0, -1), token, locale),
                  subscribeConfirmHours,
                  locale,
                ),
                app.mailCaps,
              )) !== null,
          });
        }
        const messageId = await contactMessages.insert(body);
        await mail.enqueue(contactToDesk(body, app.config.partsDeskEmail, messageId));
        return true;
      });
      if (queued) app.outbox.poke();
      return { status: 'success' } satisfies SendResponse;
    },
  );
}
