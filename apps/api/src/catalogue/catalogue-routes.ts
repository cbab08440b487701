import { partsPageQuerySchema, totalCountHeader } from '@contrail/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { badRequest, notFound, parse } from '../http/errors.ts';
import { createPartSearch } from './part-search.ts';
import { maxQueryLength } from './search-key.ts';
import { createCatalogueStore } from './catalogue-store.ts';

const modelParams = z.strictObject({ model_id: z.string().min(1).max(40) });
const assemblyParams = z.strictObject({
  model_id: z.string().min(1).max(40),
  assembly: z.string().min(1).max(16),
});
const searchParams = z.strictObject({ partFuzzySearch: z.string() });

/** The catalogue changes only by import, so answers may be cached briefly (site, CDN). */
const cacheable = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=60');

/** Sends JSON text the store built (the database writes it; nothing to stringify). */
const sendJson = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json);

/** The parts catalogue (spec §7): models, assemblies, parts of an assembly, and part search. */
export async function catalogueRoutes(app: FastifyInstance) {
  const store = await createCatalogueStore(app.database);
  app.addHook('onClose', async () => store.close());
  const search = createPartSearch(store);

  app.get('/api/models', async (_request, reply) => {
    cacheable(reply);
    return sendJson(reply, await store.modelsJson());
  });

  app.get('/api/models/:model_id/assemblies', async (request, reply) => {
    const params = modelParams.safeParse(request.params);
    const assemblies = params.success
      ? await store.assembliesJson(params.data.model_id)
      : undefined;
    if (assemblies === undefined) throw notFound('Unknown model.');
    cacheable(reply);
    return sendJson(reply, assemblies);
  });

  app.get('/api/models/:model_id/assemblies/:assembly/parts', async (request, reply) => {
    const params = assemblyParams.safeParse(request.params);
    const partCount = params.success
      ? await store.assemblyPartCount(params.data.model_id, params.data.assembly)
      : undefined;
    if (!params.success || partCount === undefined) throw notFound('Unknown model or assembly.');
    const page = parse(partsPageQuerySchema, request.query ?? {});
    const { model_id: modelId, assembly } = params.data;
    const parts = await store.partsPageJson(modelId, assembly, page.offset, page.limit);
    cacheable(reply);
    reply.header(totalCountHeader, String(partCount));
    return sendJson(reply, parts);
  });

  app.get('/api/models/assemblies/parts/search/:partFuzzySearch', async (request, reply) => {
    const { partFuzzySearch } = parse(searchParams, request.params);
    if (partFuzzySearch.length > maxQueryLength) {
      throw badRequest(`A search is at most ${maxQueryLength} characters.`, {
        partFuzzySearch: `At most ${maxQueryLength} characters.`,
      });
    }
    const result = await search.search(partFuzzySearch);
    cacheable(reply);
    reply.header(totalCountHeader, String(result.total));
    return sendJson(reply, `[${result.parts.join(',')}]`);
  });
}
