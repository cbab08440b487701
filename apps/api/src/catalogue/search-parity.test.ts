import { partListSchema, partSummaryListSchema, totalCountHeader } from '@contrail/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { useTestDatabase } from '../../test/databases.ts';
import { sharedSearchQueries } from './search-cases.ts';
import { useSeededCatalogue } from './testing.ts';

// The two databases rank with their own SQL (SQLite's and PostgreSQL's); a visitor must not get a different
// answer depending on which one the site runs on. Both are seeded with the same catalogue and asked the
// shared search cases, in both answer forms.

const search = async (app: FastifyInstance, query: string, group: boolean) => {
  const res = await app.inject(
    `/api/models/assemblies/parts/search/${encodeURIComponent(query)}${group ? '?group=part' : ''}`,
  );
  expect(res.statusCode, query).toBe(200);
  return { body: res.json<unknown>(), total: Number(res.headers[totalCountHeader]) };
};

describe.skipIf(!process.env.DATABASE_URL)(
  'the same search answers on SQLite and PostgreSQL',
  () => {
    const getSqlite = useTestDatabase({ dialect: 'sqlite' });
    const getPostgres = useTestDatabase({ dialect: 'postgres' });
    useSeededCatalogue(getSqlite);
    useSeededCatalogue(getPostgres);
    const sqliteApp = useTestApp(getSqlite);
    const postgresApp = useTestApp(getPostgres);

    it.each(sharedSearchQueries)('%j: the same rows in the same order', async (query) => {
      const sqlite = await search(sqliteApp(), query, false);
      const postgres = await search(postgresApp(), query, false);
      const rows = partListSchema.parse(sqlite.body);
      expect(rows.length, query).toBeGreaterThan(0);
      expect(partListSchema.parse(postgres.body)).toEqual(rows);
      expect(postgres.total).toBe(sqlite.total);
    });

    it.each(sharedSearchQueries)(
      '%j: the same parts, grouped, in the same order',
      async (query) => {
        const sqlite = await search(sqliteApp(), query, true);
        const postgres = await search(postgresApp(), query, true);
        const parts = partSummaryListSchema.parse(sqlite.body);
        expect(parts.length, query).toBeGreaterThan(0);
        expect(partSummaryListSchema.parse(postgres.body)).toEqual(parts);
        expect(postgres.total).toBe(sqlite.total);
      },
    );
  },
);
