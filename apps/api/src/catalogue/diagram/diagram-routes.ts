import { assemblyDiagramSchema, assemblyParamsSchema } from '@contrail/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { AnswerCache } from '../../http/answer-cache.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { notFound } from '../../http/errors.ts';
import { notFoundWhenInvalid, zodApp } from '../../http/openapi.ts';
import { throttledVersion } from '../catalogue-version.ts';
import { assemblyDiagram } from './diagram-store.ts';

const assemblyParams = notFoundWhenInvalid(assemblyParamsSchema, 'Unknown model or assembly.');

/**
 * GET /api/models/{model_id}/assemblies/{assembly}/diagram: the assembly's exploded view with a
 * callout per IPC item. Kept like the other catalogue answers (ETag, one minute, dropped when the
 * catalogue version changes: an import or seed).
 */
export async function diagramRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const db = app.database.db;
  const version = throttledVersion(async () => {
    const result = await sql<{
      version: number;
    }>`select version from catalogue_state where id = 1`.execute(db);
    return Number(result.rows[0]?.version ?? 0);
  }, app.config.catalogueVersionMaxAgeMs);
  // Drawings are a few tens of KB; a small share of the catalogue's cache holds every one in use.
  const cache = new AnswerCache({
    maxBytes: Math.ceil(app.config.catalogueCacheMb / 4) * 2 ** 20,
    version,
  });

  app.get(
    '/api/models/:model_id/assemblies/:assembly/diagram',
    {
      compress: false,
      schema: {
        tags: ['catalogue'],
        summary: "The assembly's exploded view with a numbered callout per IPC item",
        description:
          "The SVG markup inside the drawing's root element, its viewBox and, per item, the callout balloon and the point its leader meets the part, in drawing coordinates. `source` is `imported` for a drawing imported with the catalogue, else `generated` from the assembly's parts.",
        params: assemblyParams,
        response: { 200: assemblyDiagramSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { model_id: modelId, assembly } = request.params;
      const answer = await cache.get(`diagram\u0000${modelId}\u0000${assembly}`, async () => {
        const diagram = await assemblyDiagram(db, modelId, assembly);
        return diagram && { json: JSON.stringify(diagram) };
      });
      if (!answer) throw notFound('Unknown model or assembly.');
      reply.header('cache-control', 'public, max-age=60');
      return cache.send(request, reply, answer);
    },
  );
}
