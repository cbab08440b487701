import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

/** GET /api/health: 200 when the database answers a query, else 503. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await sql`select 1`.execute(app.db);
      return { status: 'ok', database: app.database.dialect };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable', database: app.database.dialect });
    }
  });
}
