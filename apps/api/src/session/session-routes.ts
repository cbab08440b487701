import {
  sessionRequestSchema,
  sessionResponseSchema,
  type SessionResponse,
} from '@contrail/contracts';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../http/error-responses.ts';
import { zodApp } from '../http/openapi.ts';
import { getSessionId, setSessionCookie } from './session.ts';

/**
 * POST /api/session: answers the caller's session when it carries a valid one (body, header or
 * cookie), else a new one; either way (re)sets the httpOnly cookie.
 */
export async function sessionRoutes(app: FastifyInstance) {
  const { sessions } = app.repositories;
  zodApp(app).post(
    '/api/session',
    {
      schema: {
        tags: ['session'],
        summary: "The caller's session, or a new one",
        description:
          'Answers the session the request carries (body, X-Session-Id header or cookie) when it is valid, else a new one, and sets the httpOnly session cookie.',
        body: sessionRequestSchema,
        response: { 200: sessionResponseSchema, ...errorResponses },
      },
      config: { rateLimit: app.rateLimits.session },
    },
    async (request, reply) => {
      const current = getSessionId(request);
      const sessionId =
        current && (await sessions.find(current)) ? current : await sessions.create();
      setSessionCookie(request, reply, sessionId);
      reply.header('cache-control', 'no-store');
      return { sessionId } satisfies SessionResponse;
    },
  );
}
