import { healthResponseSchema } from '@contrail/contracts';
import type { FastifyInstance } from 'fastify';
import { zodApp } from './openapi.ts';

/** GET /api/health: 200 when the database answers a query, else 503 (also while draining). */
export async function healthRoutes(app: FastifyInstance) {
  zodApp(app).get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its database answer',
        description:
          '503 with status unavailable while the database cannot be reached, draining while the process shuts down (take it out of the load balancer).',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (app.lifecycle.draining) {
        return reply.code(503).send({ status: 'draining', database: app.database.dialect });
      }
      try {
        await app.repositories.ping();
        return { status: 'ok' as const, database: app.database.dialect };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'unavailable', database: app.database.dialect });
      }
    },
  );
}
