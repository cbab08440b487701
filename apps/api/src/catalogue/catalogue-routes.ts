import { partsPageQuerySchema, totalCountHeader } from '@contrail/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest, notFound, parse } from '../http/errors.ts';
import { AnswerCache, type CachedAnswer } from '../http/answer-cache.ts';
import { throttledVersion } from './catalogue-version.ts';
import { createPartSearch, searchTerms } from './part-search.ts';
import { maxQueryLength } from './search-key.ts';
import { createCatalogueStore } from './catalogue-store.ts';

const modelParams = z.strictObject({ model_id: z.string().min(1).max(40) });
const assemblyParams = z.strictObject({
  model_id: z.string().min(1).max(40),
  assembly: z.string().min(1).max(16),
});
const searchParams = z.strictObject({ partFuzzySearch: z.string() });

/** The catalogue changes only by import, so answers may be cached briefly (site, CDN). */
const cacheControl = 'public, max-age=60';

/**
 * The parts catalogue (spec §7): models, assemblies, parts of an assembly, and part search. Every
 * answer is kept in memory (AnswerCache, CATALOGUE_CACHE_MB) until the catalogue version changes
 * (an import or seed, by any process), sent with an ETag (If-None-Match → 304) and, when large,
 * compressed once; so these routes opt out of the compress plugin.
 */
export async function catalogueRoutes(app: FastifyInstance) {
  const store = await createCatalogueStore(app.database);
  app.addHook('onClose', async () => store.close());
  const search = createPartSearch(store);
  const version = throttledVersion(
    () => store.catalogueVersion(),
    app.config.catalogueVersionMaxAgeMs,
  );
  const cache = new AnswerCache({ maxBytes: app.config.catalogueCacheMb * 2 ** 20, version });
  const send = (request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) => {
    reply.header('cache-control', cacheControl);
    return cache.send(request, reply, answer);
  };
  const options = { compress: false } as const;

  app.get('/api/models', options, async (request, reply) => {
    const answer = await cache.get('models', async () => ({ json: await store.modelsJson() }));
    if (!answer) throw notFound('No models.');
    return send(request, reply, answer);
  });

  app.get('/api/models/:model_id/assemblies', options, async (request, reply) => {
    const params = modelParams.safeParse(request.params);
    const answer = params.success
      ? await cache.get(`assemblies\u0000${params.data.model_id}`, async () => {
          const json = await store.assembliesJson(params.data.model_id);
          return json === undefined ? undefined : { json };
        })
      : undefined;
    if (!answer) throw notFound('Unknown model.');
    return send(request, reply, answer);
  });

  app.get('/api/models/:model_id/assemblies/:assembly/parts', options, async (request, reply) => {
    const params = assemblyParams.safeParse(request.params);
    if (!params.success) throw notFound('Unknown model or assembly.');
    const { model_id: modelId, assembly } = params.data;
    const paging = partsPageQuerySchema.safeParse(request.query ?? {});
    if (!paging.success) {
      // An unknown assembly is a 404 whatever the paging says.
      if ((await store.assemblyPartCount(modelId, assembly)) === undefined)
        throw notFound('Unknown model or assembly.');
    }
    const page = paging.success ? paging.data : parse(partsPageQuerySchema, request.query ?? {});
    const key = `parts\u0000${modelId}\u0000${assembly}\u0000${page.offset}\u0000${page.limit}`;
    const answer = await cache.get(key, async () => {
      const partCount = await store.assemblyPartCount(modelId, assembly);
      if (partCount === undefined) return undefined;
      return {
        json: await store.partsPageJson(modelId, assembly, page.offset, page.limit),
        headers: { [totalCountHeader]: String(partCount) },
      };
    });
    if (!answer) throw notFound('Unknown model or assembly.');
    return send(request, reply, answer);
  });

  app.get(
    '/api/models/assemblies/parts/search/:partFuzzySearch',
    options,
    async (request, reply) => {
      const { partFuzzySearch } = parse(searchParams, request.params);
      if (partFuzzySearch.length > maxQueryLength) {
        throw badRequest(`A search is at most ${maxQueryLength} characters.`, {
          partFuzzySearch: `At most ${maxQueryLength} characters.`,
        });
      }
      // Keyed by what the query is reduced to: "AN3-5A", "an3 5a" and "AN35A" share one answer.
      const terms = searchTerms(partFuzzySearch);
      const key = `search\u0000${terms.key}\u0000${terms.words.join(' ')}`;
      const answer = await cache.get(key, async () => {
        const result = await search.searchTerms(terms);
        return {
          json: `[${result.parts.join(',')}]`,
          headers: { [totalCountHeader]: String(result.total) },
        };
      });
      if (!answer) throw notFound('Not found.');
      return send(request, reply, answer);
    },
  );
}
