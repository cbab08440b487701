import {
  catalogueErrors,
  searchMissesQuerySchema,
  searchMissesResponseSchema,
  searchMissesListed,
  searchWordItself,
  searchWordParamsSchema,
  searchWordRemoveResponseSchema,
  searchWordsMax,
  searchWordsResponseSchema,
  searchWordUpdateRequestSchema,
  searchWordUpdateResponseSchema,
} from '@contrail/contracts';
import type { FastifyInstance } from 'fastify';
import { listSearchMisses } from '../catalogue/search-misses.ts';
import {
  listSearchWords,
  removeSearchWord,
  SearchWordRefused,
  setSearchWord,
} from '../catalogue/search-synonyms.ts';
import { errorResponses } from '../http/error-responses.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { zodApp } from '../http/openapi.ts';
import { createDeskRepository } from './desk-repository.ts';
import { deskGuard, guardedStaff } from './desk-session.ts';

/** What a refused word answers. */
function refusal(error: SearchWordRefused, catalogueWord: string): HttpError {
  const { refusal } = error;
  if (refusal.reason === 'full')
    return new HttpError(
      409,
      catalogueErrors.searchWordsFull,
      `The search knows ${searchWordsMax} words of the visitors' already: remove one first.`,
    );
  return new HttpError(400, 'invalid_request', 'Check the catalogue’s word.', {
    catalogueWord:
      refusal.reason === 'itself'
        ? searchWordItself
        : `No part description has the word “${catalogueWord}”: choose a word the catalogue uses.`,
  });
}

/**
 * The search's words for the catalogue's (decision 0054), admins only: what visitors searched for and found
 * nothing, the words taught, a visitor's word set to a catalogue word, and a word removed. Every change is audited and bumps the catalogue version.
 */
export async function deskSearchWordsRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const admins = ['admin'] as const;

  app.get(
    '/api/desk/catalogue/search-words',
    {
      preValidation: deskGuard(admins, false),
      schema: {
        tags: ['desk'],
        summary: "The visitors' words the search reads as the catalogue's (admins)",
        description:
          "When the words a visitor types find no part, the search reads each of these as the catalogue's word (docs/search.md). By the visitor's word, with the part rows whose description holds the catalogue's word.",
        response: { 200: searchWordsResponseSchema, ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { words: await listSearchWords(app.database), max: searchWordsMax };
    },
  );

  app.get(
    '/api/desk/catalogue/search-misses',
    {
      preValidation: deskGuard(admins, false),
      schema: {
        tags: ['desk'],
        summary: 'What visitors searched for and found nothing (admins)',
        description: `The searches whose first page found no part over the last \`days\` days (1 to 365, 30 when not given), most searched first, at most ${searchMissesListed}; each with its words (letters only, 3 or more) that are none of the catalogue's and not taught yet: the words to teach (\`PUT /api/desk/catalogue/search-words/{word}\`). Left out: a search that is the start of another one listed (typed on the way to it), and one holding a word taught since.`,
        querystring: searchMissesQuerySchema,
        response: { 200: searchMissesResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { days } = request.query;
      // This process's counts not written yet; another's are within a few seconds.
      await app.searchMisses.flush();
      return {
        misses: await listSearchMisses(app.database, app.catalogue.store, days),
        days,
      };
    },
  );

  app.put(
    '/api/desk/catalogue/search-words/:word',
    {
      preValidation: deskGuard(admins, true),
      schema: {
        tags: ['desk'],
        summary: "Read a visitor's word as the catalogue's (admins)",
        description: `Both words are letters and digits, upper-cased. The catalogue's word must be a word of its descriptions (400 under \`catalogueWord\` otherwise), and not the visitor's word itself. A word already known now reads as the new one (\`created: false\`). At most ${searchWordsMax} words (409 \`${catalogueErrors.searchWordsFull}\`). Audited (\`search_word_set\`); the search on every server reads it within a second.`,
        params: searchWordParamsSchema,
        body: searchWordUpdateRequestSchema,
        response: { 200: searchWordUpdateResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const admin = guardedStaff(request);
      const { word } = request.params;
      const { catalogueWord } = request.body;
      const result = await setSearchWord(app.database, word, catalogueWord, (trx, before) =>
        createDeskRepository(trx).audit({
          staffId: admin.id,
          staffEmail: admin.email,
          action: 'search_word_set',
          target: `search-word:${word}`,
          detail: { word, from: before, to: catalogueWord },
          ip: request.ip,
        }),
      ).catch((error: unknown) => {
        throw error instanceof SearchWordRefused ? refusal(error, catalogueWord) : error;
      });
      return { word: result.word, created: result.created, catalogueVersion: result.version };
    },
  );

  app.delete(
    '/api/desk/catalogue/search-words/:word',
    {
      preValidation: deskGuard(admins, true),
      schema: {
        tags: ['desk'],
        summary: "Forget a visitor's word (admins)",
        description:
          'Answers 204; 404 for a word the search does not know. Audited (`search_word_removed`).',
        params: searchWordParamsSchema,
        response: { 200: searchWordRemoveResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const admin = guardedStaff(request);
      const { word } = request.params;
      const removed = await removeSearchWord(app.database, word, (trx, catalogueWord) =>
        createDeskRepository(trx).audit({
          staffId: admin.id,
          staffEmail: admin.email,
          action: 'search_word_removed',
          target: `search-word:${word}`,
          detail: { word, from: catalogueWord },
          ip: request.ip,
        }),
      );
      if (!removed) throw notFound(`The search does not know the word “${word}”.`);
      return { word, catalogueWord: removed };
    },
  );
}
