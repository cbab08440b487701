import { partsPageQuerySchema, totalCountHeader } from '@contrail/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { badRequest, notFound, parse } from '../http/errors.ts';
import { createCatalogueRepository } from './catalogue-repository.ts';
import { createPartSearch } from './part-search.ts';
import { maxQueryLength } from './search-key.ts';

const modelParams = z.strictObject({ model_id: z.string().min(1).max(40) });
const assemblyParams = z.strictObject({
  model_id: z.string().min(1).max(40),
  assembly: z.string().min(1).max(16),
});
const searchParams = z.strictObject({ partFuzzySearch: z.string() });

/** The catalogue changes only by import, so answers may be cached briefly (site, CDN). */
const cacheable = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=60');

/** The parts catalogue (spec §7): models, assemblies, parts of an assembly, and part search. */
export async function catalogueRoutes(app: FastifyInstance) {
  const catalogue = createCatalogueRepository(app.db);
  const search = createPartSearch(app.db, app.database.dialect);

  app.get('/api/models', async (_request, reply) => {
    cacheable(reply);
    return catalogue.listModels();
  });

  app.get('/api/models/:model_id/assemblies', async (request, reply) => {
    const params = modelParams.safeParse(request.params);
    const assemblies = params.success
      ? await catalogue.listAssemblies(params.data.model_id)
      : undefined;
    if (!assemblies) throw notFound('Unknown model.');
    cacheable(reply);
    return assemblies;
  });

  app.get('/api/models/:model_id/assemblies/:assembly/parts', async (request, reply) => {
    const params = assemblyParams.safeParse(request.params);
    const assembly = params.success
      ? await catalogue.findAssembly(params.data.model_id, params.data.assembly)
      : undefined;
    if (!assembly) throw notFound('Unknown model or assembly.');
    const page = parse(partsPageQuerySchema, request.query ?? {});
    const parts = await catalogue.listParts(assembly.modelId, assembly.id, page);
    cacheable(reply);
    reply.header(totalCountHeader, String(assembly.partCount));
    return parts;
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
    return result.parts;
  });
}
