import {
  catalogueApplyRequestSchema,
  catalogueApplyResponseSchema,
  catalogueCsvMaxChars,
  catalogueCsvTooLarge,
  catalogueDryRunRequestSchema,
  catalogueDryRunResponseSchema,
  catalogueErrors,
  catalogueLookupQuerySchema,
  catalogueLookupResponseSchema,
  cataloguePartParamsSchema,
  cataloguePartUpdateRequestSchema,
  cataloguePartUpdateResponseSchema,
  type CatalogueProblem,
} from '@contrail/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  applyCatalogue,
  CatalogueChangedError,
  dryRunCatalogue,
  lookupParts,
  PartChangedError,
  updatePart,
  type PartValues,
} from '../catalogue/catalogue-upkeep.ts';
import { errorResponses } from '../http/error-responses.ts';
import { errorHandler, HttpError, notFound } from '../http/errors.ts';
import { zodApp } from '../http/openapi.ts';
import { createDeskRepository } from './desk-repository.ts';
import { deskGuard, guardedStaff } from './desk-session.ts';

/**
 * The upload's body limit: the file's text as a JSON string (quotes and line breaks escaped, so up to
 * twice its length) and the rest of the body.
 */
export const catalogueBodyLimit = catalogueCsvMaxChars * 2 + 4096;

/** A body over the limit answers 413 saying what to do, in the API's error shape. */
function uploadErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const tooLarge = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE';
  return errorHandler(
    tooLarge ? new HttpError(413, catalogueErrors.tooLarge, catalogueCsvTooLarge) : error,
    request,
    reply,
  );
}

/** The file's text in chunks of 1 MB (the parser streams; the text is held once, as the body). */
const chunksOf = (text: string) =>
  async function* chunks(): AsyncGenerator<string> {
    for (let at = 0; at < text.length; at += 1 << 20) yield text.slice(at, at + (1 << 20));
  };

/** A part's current value of a field, as the edit form names it (a stale edit's message). */
const currentText: Record<keyof PartValues, (part: PartValues) => string> = {
  priceCents: (p) =>
    p.priceCents === null
      ? 'quote on request'
      : `${Math.floor(p.priceCents / 100)}.${String(p.priceCents % 100).padStart(2, '0')}`,
  availability: (p) => p.availability.replace(/-/g, ' '),
  supersededBy: (p) => (p.supersededBy ? `superseded by ${p.supersededBy}` : 'not superseded'),
};

const problemText = (problem: CatalogueProblem) =>
  `line ${problem.line}${problem.column ? `, ${problem.column}` : ''}: ${problem.message}`;

/**
 * Catalogue upkeep (issue 42 §3), admins only: a CSV's dry run and its apply, a part looked up by
 * number, and its price, availability and supersession edited in place. The uploads are checked for
 * a session, the role and the origin as the request arrives (onRequest), before its body is read.
 * Every write is audited in its own transaction and bumps the catalogue version, which every
 * replica reads within catalogueVersionMaxAgeMs.
 */
export async function deskCatalogueRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const admins = ['admin'] as const;

  app.post(
    '/api/desk/catalogue/dry-run',
    {
      onRequest: deskGuard(admins, true),
      bodyLimit: catalogueBodyLimit,
      errorHandler: uploadErrors,
      schema: {
        tags: ['desk'],
        summary: 'What a catalogue CSV would change (admins)',
        description:
          'Checks the file as the import does (apps/api/docs/catalogue-import.md) and compares it with the catalogue: parts added, changed (field by field) and removed (parts of the models it names that it no longer lists). Writes nothing. A file with problems answers 200 with `valid: false` and the problems by line (up to 200, then a count). `catalogueVersion` is what an apply sends back. The file is at most 8 MB (413 `file_too_large` beyond the body limit).',
        body: catalogueDryRunRequestSchema,
        response: { 200: catalogueDryRunResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return dryRunCatalogue(app.database, chunksOf(request.body.csv));
    },
  );

  app.post(
    '/api/desk/catalogue/apply',
    {
      onRequest: deskGuard(admins, true),
      bodyLimit: catalogueBodyLimit,
      errorHandler: uploadErrors,
      schema: {
        tags: ['desk'],
        summary: 'Import a catalogue CSV after its dry run (admins)',
        description:
          'Checks and compares the file again, then imports it in one transaction: the models it names get exactly its parts; other models stay. Refused with 409 `catalogue_changed` when the catalogue changed after the dry run (`expectedVersion`): run the dry run again. A file with problems: 400 `invalid_catalogue` naming the first ones by line, and nothing is written. Audited as `catalogue_imported`. The site serves the new catalogue within a second on every server.',
        body: catalogueApplyRequestSchema,
        response: { 200: catalogueApplyResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const admin = guardedStaff(request);
      const { csv, expectedVersion } = request.body;
      try {
        const result = await applyCatalogue(
          app.database,
          chunksOf(csv),
          expectedVersion,
          async (trx, dryRun) => {
            await createDeskRepository(trx).audit({
              staffId: admin.id,
              staffEmail: admin.email,
              action: 'catalogue_imported',
              target: `models:${dryRun.models.slice(0, 10).join(',')}${dryRun.models.length > 10 ? ',…' : ''}`,
              detail: { rows: dryRun.rows, ...dryRun.counts },
              ip: request.ip,
            });
          },
        );
        if (!result.ok) {
          const { problems, moreProblems } = result.dryRun;
          const count = problems.length + moreProblems;
          throw new HttpError(
            400,
            catalogueErrors.invalidFile,
            `The file has ${count} problem${count === 1 ? '' : 's'}; nothing was imported. ${problems
              .slice(0, 5)
              .map(problemText)
              .join('; ')}${count > 5 ? '; …' : ''}`,
            problems[0] ? { csv: problemText(problems[0]) } : undefined,
          );
        }
        app.log.info(
          { staff: admin.id, counts: result.dryRun.counts, version: result.version },
          'catalogue imported from the desk',
        );
        return {
          rows: result.dryRun.rows,
          models: result.dryRun.models,
          counts: result.dryRun.counts,
          catalogueVersion: result.version,
        };
      } catch (error) {
        if (error instanceof CatalogueChangedError) {
          throw new HttpError(
            409,
            catalogueErrors.changed,
            'The catalogue changed after your dry run (another import or edit). Run the dry run again and check the changes before applying.',
          );
        }
        throw error;
      }
    },
  );

  app.get(
    '/api/desk/catalogue/parts',
    {
      preValidation: deskGuard(admins, false),
      schema: {
        tags: ['desk'],
        summary: 'Every row of a part number, to edit (admins)',
        description:
          'The part number is matched as the search spells it (case, dashes, spaces and dots ignored): `an3 5a` finds AN3-5A. Up to 100 rows in catalogue order, with the total.',
        querystring: catalogueLookupQuerySchema,
        response: { 200: catalogueLookupResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return lookupParts(app.database, request.query.partNumber);
    },
  );

  app.patch(
    '/api/desk/catalogue/parts/:id',
    {
      preValidation: deskGuard(admins, true),
      schema: {
        tags: ['desk'],
        summary: "Set a part's price, availability and supersession (admins)",
        description:
          "`priceCents` null means quote on request; `supersededBy` null or empty for none. With `allUsages` every row of the same part number changes. `expected` holds the row's values the edit was based on: when someone saved other values first, nothing is written and the answer is 409 `catalogue_part_changed` with the current row in `error.current` and, under each field that changed, its current value. One transaction with the audit entry (`catalogue_part_changed`) and the catalogue version bump: the public parts API serves the change within a second on every server.",
        params: cataloguePartParamsSchema,
        body: cataloguePartUpdateRequestSchema,
        response: { 200: cataloguePartUpdateResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const admin = guardedStaff(request);
      const { id } = request.params;
      const { priceCents, availability, allUsages, expected } = request.body;
      const supersededBy = request.body.supersededBy || null;
      const result = await updatePart(
        app.database,
        id,
        { priceCents, availability, supersededBy, allUsages, expected },
        async (trx, before, updated) => {
          if (supersededBy && supersededBy.toUpperCase() === before.partNumber.toUpperCase()) {
            throw new HttpError(400, 'invalid_request', 'A part cannot supersede itself.', {
              supersededBy: 'Name another part number, or leave it empty.',
            });
          }
          await createDeskRepository(trx).audit({
            staffId: admin.id,
            staffEmail: admin.email,
            action: 'catalogue_part_changed',
            target: allUsages ? `part:${before.partNumber}` : `part:${id}`,
            detail: {
              partNumber: before.partNumber,
              rows: updated,
              from: [before.priceCents, before.availability, before.supersededBy],
              to: [priceCents, availability, supersededBy],
            },
            ip: request.ip,
          });
        },
      ).catch((error: unknown) => {
        if (!(error instanceof PartChangedError)) throw error;
        const { current, fields } = error;
        throw new HttpError(
          409,
          catalogueErrors.partChanged,
          `Someone changed ${current.partNumber} (${current.id}) while you edited it: nothing was saved. Its current values are shown; save again to replace them.`,
          Object.fromEntries(fields.map((field) => [field, `Now ${currentText[field](current)}.`])),
          undefined,
          current,
        );
      });
      if (!result) throw notFound('No such part.');
      return { parts: result.parts, updated: result.updated, catalogueVersion: result.version };
    },
  );
}
