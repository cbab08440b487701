import {
  assemblyListSchema,
  assemblyParamsSchema,
  modelListSchema,
  modelParamsSchema,
  partListSchema,
  partSearchParamsSchema,
  partSearchQuerySchema,
  partSummaryListSchema,
  partUsageLimit,
  partUsagesParamsSchema,
  partUsagesQuerySchema,
  partsPageQuerySchema,
  searchResultLimit,
  searchWordsHeader,
  totalCountHeader,
} from '@contrail/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '../http/error-responses.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { notFoundWhenInvalid, zodApp } from '../http/openapi.ts';
import { AnswerCache } from '../http/answer-cache.ts';
import { searchTerms } from './part-search.ts';
import { searchKey } from './search-key.ts';
import { maxQueryLength } from './search-key.ts';

const modelParams = notFoundWhenInvalid(modelParamsSchema, 'Unknown model.');
const assemblyParams = notFoundWhenInvalid(assemblyParamsSchema, 'Unknown model or assembly.');
const partUsagesParams = notFoundWhenInvalid(partUsagesParamsSchema, 'Unknown part number.');

/**
 * The parts catalogue (spec §7): models, assemblies, parts of an assembly, and part search. Every
 * answer is kept in memory (AnswerCache, CATALOGUE_CACHE_MB) until the catalogue version changes
 * (an import, a seed or a desk edit, by any process), sent with an ETag (If-None-Match → 304) and, when large,
 * compressed once; so these routes opt out of the compress plugin.
 */
export async function catalogueRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const { store, search, version } = app.catalogue;
  const cache = new AnswerCache({ maxBytes: app.config.catalogueCacheMb * 2 ** 20, version });
  const options = { compress: false } as const;

  app.get(
    '/api/models',
    {
      ...options,
      schema: {
        tags: ['catalogue'],
        summary: 'Every aircraft model of every line',
        response: { 200: modelListSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const answer = await cache.get('models', async () => ({ json: await store.modelsJson() }));
      if (!answer) throw notFound('No models.');
      return cache.send(request, reply, answer);
    },
  );

  app.get(
    '/api/models/:model_id/assemblies',
    {
      ...options,
      schema: {
        tags: ['catalogue'],
        summary: 'The assemblies of a model (ATA chapters)',
        params: modelParams,
        response: { 200: assemblyListSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const modelId = request.params.model_id;
      const answer = await cache.get(`assemblies\u0000${modelId}`, async () => {
        const json = await store.assembliesJson(modelId);
        return json === undefined ? undefined : { json };
      });
      if (!answer) throw notFound('Unknown model.');
      return cache.send(request, reply, answer);
    },
  );

  app.get(
    '/api/models/:model_id/assemblies/:assembly/parts',
    {
      ...options,
      schema: {
        tags: ['catalogue'],
        summary: 'A page of the parts of an assembly, in IPC order',
        description: `${totalCountHeader} counts the assembly's parts.`,
        params: assemblyParams,
        querystring: partsPageQuerySchema,
        response: {
          200: partListSchema,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { model_id: modelId, assembly } = request.params;
      const page = request.query;
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
      return cache.send(request, reply, answer);
    },
  );

  app.get(
    '/api/models/assemblies/parts/search/:partFuzzySearch',
    {
      ...options,
      schema: {
        tags: ['catalogue'],
        summary: 'Find parts by a part number or description, typos forgiven',
        description: `Best match first, at most ${searchResultLimit} rows (one per usage); ${totalCountHeader} counts every match. "AN3-5A", "an3 5a" and "AN35A" are one query. With \`group=part\`, one object per part number instead (its usage counts, models, lowest price, best availability and its best ${partUsageLimit} usages), a superseded part followed by the part superseding it; ${totalCountHeader} then counts distinct parts. \`offset\` and \`limit\` page either answer.`,
        params: partSearchParamsSchema,
        querystring: partSearchQuerySchema,
        response: {
          200: z.union([partListSchema, partSummaryListSchema]),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { partFuzzySearch } = request.params;
      if (partFuzzySearch.length > maxQueryLength) {
        throw badRequest(`A search is at most ${maxQueryLength} characters.`, {
          partFuzzySearch: `At most ${maxQueryLength} characters.`,
        });
      }
      // Keyed by what the query is reduced to: "AN3-5A", "an3 5a" and "AN35A" share one answer.
      const terms = searchTerms(partFuzzySearch);
      const { group, offset, limit } = request.query;
      const page = `${group ?? 'row'}\u0000${offset}\u0000${limit}`;
      const key = `search\u0000${page}\u0000${terms.key}\u0000${terms.words.join(' ')}`;
      const answer = await cache.get(key, async () => {
        const result =
          group === 'part'
            ? await search.searchParts(terms, limit, offset)
            : await search.searchTerms(terms, limit, offset);
        const readAs = result.readAs?.map((words) => words.join(' ')).join(', ');
        return {
          json: `[${result.parts.join(',')}]`,
          headers: {
            [totalCountHeader]: String(result.total),
            ...(readAs && { [searchWordsHeader]: readAs }),
          },
        };
      });
      if (!answer) throw notFound('Not found.');
      // A first page that found nothing is counted for the parts desk (plugins/app/search-misses.ts).
      if (
        offset === 0 &&
        answer.headers.some(([name, value]) => name === totalCountHeader && value === '0')
      )
        app.searchMisses.record(partFuzzySearch);
      return cache.send(request, reply, answer);
    },
  );
  app.get(
    '/api/parts/:partNumber/usages',
    {
      ...options,
      schema: {
        tags: ['catalogue'],
        summary: 'Every usage of one part number, a page at a time',
        description: `The rows of a grouped search's \`usages\` without its limit of ${partUsageLimit}: every catalogue row using the part number (in any model and assembly), with its assembly's name. With \`description\` (the part's \`description\` in the grouped answer) the rows with that description come first, so the order is the grouped answer's and \`offset=${partUsageLimit}\` continues it; without it, catalogue order. ${totalCountHeader} counts every usage (the grouped answer's \`usageCount\`). An unknown part number answers 404.`,
        params: partUsagesParams,
        querystring: partUsagesQuerySchema,
        response: { 200: partListSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { partNumber } = request.params;
      const { offset, limit, description } = request.query;
      const key = searchKey(partNumber);
      const cacheKey = `usages\u0000${partNumber}\u0000${description ?? ''}\u0000${offset}\u0000${limit}`;
      const answer = await cache.get(cacheKey, async () => {
        // The key says nothing when the number holds no letter or digit: no part has it.
        const total = key === '' ? 0 : await store.usageTotal(key, partNumber);
        if (total === 0) return undefined;
        return {
          json: await store.usagesPageJson(key, partNumber, description ?? null, offset, limit),
          headers: { [totalCountHeader]: String(total) },
        };
      });
      if (!answer) throw notFound('Unknown part number.');
      return cache.send(request, reply, answer);
    },
  );
}
