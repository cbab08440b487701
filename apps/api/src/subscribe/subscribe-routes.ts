import {
  subscribeConfirmErrors,
  subscribeConfirmRequestSchema,
  subscribeConfirmResponseSchema,
  type SubscribeConfirmResponse,
} from '@contrail/contracts';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../http/error-responses.ts';
import { HttpError } from '../http/errors.ts';
import { zodApp } from '../http/openapi.ts';

/**
 * POST /api/subscribe/confirm {token}: the site's /subscribe/confirm page sends the token from the
 * confirmation mail's link. 200 confirmed (again, too), 400 `invalid_token`, 410 `token_expired`.
 * A GET of the link only loads the page, so a mail scanner that fetches links confirms nothing.
 */
export async function subscribeRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  app.post(
    '/api/subscribe/confirm',
    {
      schema: {
        tags: ['forms'],
        summary: 'Confirm a newsletter subscription',
        description:
          'Confirms the subscription whose token the confirmation mail carried (only its hash is stored). 400 invalid_token for an unknown or replaced token, 410 token_expired once the link is past its time (SUBSCRIBE_CONFIRM_HOURS). Limited like /api/send.',
        body: subscribeConfirmRequestSchema,
        response: { 200: subscribeConfirmResponseSchema, ...errorResponses },
      },
      config: { rateLimit: app.rateLimits.send },
    },
    async (request): Promise<SubscribeConfirmResponse> => {
      const result = await app.repositories.subscriptions.confirm(request.body.token);
      if (result === 'invalid') {
        throw new HttpError(
          400,
          subscribeConfirmErrors.invalid,
          'This confirmation link is not valid.',
        );
      }
      if (result === 'expired') {
        throw new HttpError(
          410,
          subscribeConfirmErrors.expired,
          'This confirmation link has expired; subscribe again for a new one.',
        );
      }
      return { status: 'confirmed' };
    },
  );
}
