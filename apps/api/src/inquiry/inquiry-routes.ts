import { createHash } from 'node:crypto';
import {
  idempotencyKeyHeader,
  idempotencyKeySchema,
  inquiryFailureSchema,
  inquiryRequestSchema,
  inquiryResponseSchema,
  type InquiryFailure,
  type InquiryResponse,
} from '@contrail/contracts';
import type { FastifyInstance } from 'fastify';
import { isCountry, isState, listCountries, listStates } from '../address/places.ts';
import { nowIso } from '../db/index.ts';
import { HttpError, toApiError } from '../http/errors.ts';
import { zodApp } from '../http/openapi.ts';
import { getSessionId } from '../session/session.ts';
import { idempotencyWindowMs, newInquiryId } from './inquiry-repository.ts';
import { inquiryToCustomer, inquiryToDesk } from './inquiry-mails.ts';
import { localizedError, requestLocale } from '../http/language.ts';

/** Thrown inside the transaction when another request already holds the double-submit key. */
class DuplicateSubmit extends Error {}

const fail = (code: string, error: string, fields?: Record<string, string>) =>
  new HttpError(400, code, error, fields);

/**
 * POST /api/cart/inquiry (spec §7): stores the inquiry, its contact details and a snapshot of the
 * session's cart in ONE transaction together with the two outbox mails (parts desk, customer copy),
 * then empties the cart. Answers `{ success: true, inquiryId }`; any failure answers 400 with
 * `{ success: false, error }` (429 when rate limited). A double submit — the same session and cart
 * within 10 minutes, or the same Idempotency-Key within a day — answers the first inquiry's id.
 */
export async function inquiryRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  app.post(
    '/api/cart/inquiry',
    {
      schema: {
        tags: ['cart'],
        summary: 'Send the cart as an inquiry to the parts desk',
        description:
          'Stores the inquiry, its contact details and a snapshot of the cart with the mails to the parts desk and the customer, then empties the cart. The same session and cart within 10 minutes, or the same Idempotency-Key header within a day, answers the first inquiry. Limited to 5 a minute per address.',
        body: inquiryRequestSchema,
        response: {
          200: inquiryResponseSchema,
          400: inquiryFailureSchema.describe(
            'Invalid input, no session, unknown parts: nothing is sent.',
          ),
          403: inquiryFailureSchema.describe(
            'The body names another session than the session cookie: nothing is sent.',
          ),
          429: inquiryFailureSchema.describe(
            'Too many inquiries from this address; try again later.',
          ),
          '5xx': inquiryFailureSchema.describe('A server error; nothing was sent.'),
        },
      },
      config: { rateLimit: app.rateLimits.inquiry },
      // Up to 500 cart lines with their extra fields.
      bodyLimit: 256 * 1024,
      // Failures keep the spec's inquiry shape rather than the generic error body.
      errorHandler: (error, request, reply) => {
        const locale = requestLocale(request);
        const { status, body: worded } = toApiError(error, locale);
        const body = localizedError(worded, locale);
        if (status >= 500) request.log.error({ err: error }, 'inquiry failed');
        const answer: InquiryFailure = {
          success: false,
          error: body.error.message,
          code: body.error.code,
          ...(body.error.fields ? { fields: body.error.fields } : {}),
        };
        // A session id that is not the cookie's (403) keeps its status, as on the other cart routes.
        const kept = status >= 500 || status === 429 || status === 403;
        return reply.code(kept ? status : 400).send(answer);
      },
    },
    async (request): Promise<InquiryResponse> => {
      const { body } = request;
      const headerKey = request.headers[idempotencyKeyHeader];
      let idempotencyKey: string | undefined;
      if (headerKey !== undefined) {
        const valid = idempotencyKeySchema.safeParse(headerKey);
        if (!valid.success) {
          throw fail('invalid_idempotency_key', 'The Idempotency-Key header is malformed.');
        }
        idempotencyKey = valid.data;
      }
      const sessionId = getSessionId(request);
      if (!sessionId || !(await app.repositories.sessions.find(sessionId))) {
        throw fail('session_required', 'A session is required: POST /api/session first.');
      }

      const now = new Date();
      const content = [...body.partsCart]
        .map((line) => `${line.id}\u0000${line.qty}`)
        .sort()
        .join('\u0001');
      const keys = [
        {
          key: `cart:${sessionId}:${createHash('sha256').update(content).digest('base64url')}`,
          notBefore: nowIso(new Date(now.getTime() - idempotencyWindowMs.cart)),
        },
        ...(idempotencyKey
          ? [
              {
                key: `key:${sessionId}:${idempotencyKey}`,
                notBefore: nowIso(new Date(now.getTime() - idempotencyWindowMs.key)),
              },
            ]
          : []),
      ];
      const earlier = await app.repositories.inquiries.findByKeys(keys);
      if (earlier) return { success: true, inquiryId: earlier };

      const { contact } = body;
      const fields: Record<string, string> = {};
      if (contact.country && !(await isCountry(contact.country))) {
        fields['contact.country'] = 'Unknown country.';
      }
      if (contact.state && (!contact.country || !(await isState(contact.country, contact.state)))) {
        fields['contact.state'] = 'Unknown state for this country.';
      }
      if (Object.keys(fields).length > 0) {
        throw fail('invalid_request', Object.values(fields)[0] ?? 'Invalid address.', fields);
      }
      const countryName = contact.country
        ? ((await listCountries()).find((c) => c.value === contact.country)?.label ?? '')
        : '';
      const stateName =
        contact.country && contact.state
          ? ((await listStates(contact.country))?.find((s) => s.value === contact.state)?.label ??
            '')
          : '';

      const inquiryId = newInquiryId();
      const createdAt = nowIso(now);
      try {
        await app.transaction(async ({ carts, inquiries, mail: outbox }) => {
          for (const { key, notBefore } of keys) {
            if (!(await inquiries.claimKey(key, inquiryId, createdAt, notBefore))) {
              throw new DuplicateSubmit();
            }
          }
          const lines = await inquiries.cartLines(sessionId);
          if (lines.length === 0) throw fail('cart_empty', 'The cart is empty.');
          const sent = new Map(body.partsCart.map((line) => [line.itemId, line]));
          const same =
            sent.size === body.partsCart.length &&
            lines.length === sent.size &&
            lines.every((line) => {
              const mine = sent.get(line.itemId);
              return mine !== undefined && mine.id === line.partId && mine.qty === line.qty;
            });
          if (!same) {
            throw fail(
              'cart_changed',
              'The cart has changed; review it and send the inquiry again.',
            );
          }
          await inquiries.insert({ id: inquiryId, sessionId, createdAt, contact }, lines);
          const mail = {
            inquiryId,
            createdAt,
            contact,
            countryName,
            stateName,
            lines,
            desk: app.config.partsDeskEmail,
            locale: requestLocale(request),
          };
          await outbox.enqueue(inquiryToDesk(mail));
          // Beyond the caps the customer copy is dropped; the answer is the same either way.
          await outbox.enqueue(inquiryToCustomer(mail), app.mailCaps);
          await carts.clear(sessionId);
        });
      } catch (error) {
        if (!(error instanceof DuplicateSubmit) && !isUniqueViolation(error)) throw error;
        const first = await app.repositories.inquiries.findByKeys(keys);
        if (!first) throw error;
        return { success: true, inquiryId: first };
      }
      app.outbox.poke();
      return { success: true, inquiryId };
    },
  );
}

/** A unique-key race lost to a concurrent identical submit (SQLite or PostgreSQL wording). */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e.code === '23505' || /UNIQUE constraint failed: inquiry_keys/.test(e.message ?? '');
}
