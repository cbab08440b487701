import { sessionIdSchema, type SessionResponse } from '@contrail/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../http/errors.ts';
import { createSession, findSession, getSessionId, setSessionCookie } from './session.ts';

const bodySchema = z.strictObject({ sessionId: sessionIdSchema.optional() }).optional();

/**
 * POST /api/session: answers the caller's session when it carries a valid one (body, header or
 * cookie), else a new one; either way (re)sets the httpOnly cookie.
 */
export async function sessionRoutes(app: FastifyInstance) {
  app.post(
    '/api/session',
    { config: { rateLimit: app.rateLimits.session } },
    async (request, reply) => {
      parse(bodySchema, request.body);
      const current = getSessionId(request);
      const sessionId =
        current && (await findSession(app.db, current)) ? current : await createSession(app.db);
      setSessionCookie(request, reply, sessionId);
      reply.header('cache-control', 'no-store');
      return { sessionId } satisfies SessionResponse;
    },
  );
}
