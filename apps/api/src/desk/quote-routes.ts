import {
  deskOkResponseSchema,
  publicQuoteSchema,
  quoteQuestionRequestSchema,
  quoteTokenParamsSchema,
} from '@contrail/contracts';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../http/error-responses.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { zodApp } from '../http/openapi.ts';
import { refuseCrossSite } from '../http/same-site.ts';
import { quoteAcceptedMail, quoteQuestionMail } from './desk-mails.ts';
import type { InboxRepository } from './inbox-repository.ts';

const unknownQuote = () => notFound('No quote has this link. Check it against your e-mail.');

/**
 * The customer's side of a quote, opened by the token in the mailed link (/quote/<token>): see it,
 * accept it (the inquiry is won and the desk told) or ask a question. A token opens its own quote
 * only; an unknown one answers 404 like a malformed one.
 */
export async function quoteRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);

  /** The desk's address and the assignee's; `inbox` is the transaction's (SQLite has one connection). */
  const deskAddresses = async (inbox: InboxRepository, inquiryId: string) => {
    const assignee = await inbox.assigneeEmail(inquiryId);
    return [...new Set([app.config.partsDeskEmail, ...(assignee ? [assignee] : [])])];
  };

  app.get(
    '/api/quote/:token',
    {
      schema: {
        tags: ['quote'],
        summary: 'A quote, by its link',
        params: quoteTokenParamsSchema,
        response: { 200: publicQuoteSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const found = await app.repositories.inbox.quoteByToken(request.params.token);
      if (!found) throw unknownQuote();
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
      return found.view;
    },
  );

  app.post(
    '/api/quote/:token/accept',
    {
      schema: {
        tags: ['quote'],
        summary: 'Accept a quote',
        description:
          'Accepts a sent quote up to its last valid day: the inquiry is won and the desk is mailed. A quote revoked, superseded, expired or already accepted answers 409 `quote_not_open`.',
        params: quoteTokenParamsSchema,
        response: { 200: publicQuoteSchema, ...errorResponses },
      },
      config: { rateLimit: app.rateLimits.quote },
    },
    async (request) => {
      refuseCrossSite(request);
      const { token } = request.params;
      const view = await app.transaction(async ({ inbox, mail, desk }) => {
        const found = await inbox.quoteByToken(token);
        if (!found) throw unknownQuote();
        if (!(await inbox.acceptQuote(found.view.reference, found.view.inquiryId))) {
          throw new HttpError(
            409,
            'quote_not_open',
            `This quote is ${found.view.status} and can no longer be accepted.`,
          );
        }
        const accepted = (await inbox.quoteByToken(token))!.view;
        await mail.enqueue(
          quoteAcceptedMail(
            await deskAddresses(inbox, accepted.inquiryId),
            accepted,
            found.customerEmail,
          ),
        );
        await desk.audit({
          staffId: null,
          staffEmail: found.customerEmail,
          action: 'quote_accepted',
          target: accepted.inquiryId,
          detail: { quote: accepted.reference },
          ip: request.ip,
        });
        return accepted;
      });
      app.outbox.poke();
      return view;
    },
  );

  app.post(
    '/api/quote/:token/question',
    {
      schema: {
        tags: ['quote'],
        summary: 'Ask about a quote',
        description:
          'Mails the question to the desk, which answers by e-mail; it shows on the inquiry.',
        params: quoteTokenParamsSchema,
        body: quoteQuestionRequestSchema,
        response: { 200: deskOkResponseSchema, ...errorResponses },
      },
      config: { rateLimit: app.rateLimits.quote },
    },
    async (request) => {
      refuseCrossSite(request);
      const { token } = request.params;
      await app.transaction(async ({ inbox, mail }) => {
        const found = await inbox.quoteByToken(token);
        if (!found) throw unknownQuote();
        await inbox.addQuestion(found.view.reference, request.body.text);
        await mail.enqueue(
          quoteQuestionMail(
            await deskAddresses(inbox, found.view.inquiryId),
            found.view,
            found.customerEmail,
            request.body.text,
          ),
        );
      });
      app.outbox.poke();
      return { status: 'ok' as const };
    },
  );
}
