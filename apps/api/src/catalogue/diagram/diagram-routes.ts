import {
  assemblyDiagramQuerySchema,
  assemblyDiagramSchema,
  assemblyParamsSchema,
} from '@contrail/contracts';
import type { FastifyInstance } from 'fastify';
import { AnswerCache } from '../../http/answer-cache.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { notFoundWhenInvalid, zodApp } from '../../http/openapi.ts';
import { throttledVersion } from '../catalogue-version.ts';
import { sheetItemLimit } from './diagram-art.ts';

const assemblyParams = notFoundWhenInvalid(assemblyParamsSchema, 'Unknown model or assembly.');

/**
 * GET /api/models/{model_id}/assemblies/{assembly}/diagram: a sheet of the assembly's exploded
 * view with a callout per IPC item on it (`?sheet=N`, or `?item=X` for the sheet holding item X;
 * sheet 1 by default). Each sheet is drawn on its own when first asked for and kept like the other
 * catalogue answers (ETag, one minute, least recently used out beyond the cache's share, dropped
 * when the catalogue version changes: an import or seed).
 */
export async function diagramRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const { diagrams } = app.repositories;
  const version = throttledVersion(
    () => diagrams.catalogueVersion(),
    app.config.catalogueVersionMaxAgeMs,
  );
  // Sheets are a few tens of KB; a small share of the catalogue's cache holds every one in use.
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
        summary: "A sheet of the assembly's exploded view, with a numbered callout per IPC item",
        description: `The SVG markup inside the sheet's root element, its viewBox and, per item on the sheet, the callout balloon and the point its leader meets the part, in drawing coordinates. \`source\` is \`imported\` for a drawing imported with the catalogue (one sheet), else \`generated\` from the assembly's parts: a sheet per ${sheetItemLimit} items in IPC order, every item on exactly one sheet. \`sheet\` picks a sheet (1 to \`sheetCount\`, default 1), \`item\` the sheet holding that item's callout; a sheet or item the drawing does not have is a 404.`,
        params: assemblyParams,
        querystring: assemblyDiagramQuerySchema,
        response: { 200: assemblyDiagramSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { model_id: modelId, assembly } = request.params;
      const { sheet: asked, item } = request.query;
      if (asked !== undefined && item !== undefined) {
        throw badRequest('Ask for a sheet or for an item, not both.', {
          item: 'Leave out sheet, or this.',
        });
      }
      let sheet = asked ?? 1;
      if (item !== undefined) {
        const holding = await diagrams.sheetOfItem(modelId, assembly, item);
        if (holding === undefined) throw await missing(modelId, assembly, { item });
        sheet = holding;
      }
      const answer = await cache.get(
        `diagram\u0000${modelId}\u0000${assembly}\u0000${sheet}`,
        async () => {
          const diagram = await diagrams.sheet(modelId, assembly, sheet);
          return diagram && { json: JSON.stringify(diagram) };
        },
      );
      if (!answer) throw await missing(modelId, assembly, { sheet });
      return cache.send(request, reply, answer);
    },
  );

  /** The 404 for an answer that could not be made: no such assembly, sheet or callout. */
  async function missing(
    modelId: string,
    assembly: string,
    asked: { sheet: number } | { item: string },
  ) {
    const sheets = await diagrams.sheetCount(modelId, assembly);
    if (sheets === undefined) return notFound('Unknown model or assembly.');
    if ('item' in asked) {
      return notFound(`The drawing of this assembly has no callout for item ${asked.item}.`);
    }
    return notFound(
      `The drawing of this assembly has ${sheets} ${sheets === 1 ? 'sheet' : 'sheets'}; there is no sheet ${asked.sheet}.`,
    );
  }
}
