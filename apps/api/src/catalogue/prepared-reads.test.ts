import { partUsageLimit } from '@contrail/contracts';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testDatabases, useTestDatabase } from '../../test/databases.ts';
import { createKyselyCatalogueStore, type CatalogueStore } from './catalogue-store.ts';
import { createPartSearch, searchTerms } from './part-search.ts';
import { useSeededCatalogue } from './testing.ts';

/** The pool with the name of every named statement it is asked to run. */
function watched(pool: pg.Pool) {
  const names: string[] = [];
  const query = ((config: unknown, ...rest: unknown[]) => {
    const name = (config as { name?: unknown }).name;
    if (typeof name === 'string') names.push(name);
    return (pool.query as (...args: unknown[]) => unknown)(config, ...rest);
  }) as pg.Pool['query'];
  return { pool: { query } as unknown as pg.Pool, names };
}

const postgres = testDatabases().filter((database) => database.dialect === 'postgres');

// PostgreSQL only: without DATABASE_URL the suite is listed as skipped (an empty file would fail the run).
describe
  .skipIf(postgres.length === 0)
  .each(postgres.length > 0 ? postgres : [{ dialect: 'postgres' as const }])(
  'searches through prepared statements ($dialect)',
  (database) => {
    const getDb = useTestDatabase(database);
    useSeededCatalogue(getDb);

    it('opens a PostgreSQL handle with its pool', () => {
      expect(getDb().pool).toBeDefined();
    });

    it('answers as the unprepared reads do, statement by statement, and again', async () => {
      const handle = getDb();
      const plain = createKyselyCatalogueStore(handle.db, handle.dialect);
      const { pool, names } = watched(handle.pool!);
      const prepared = createKyselyCatalogueStore(handle.db, handle.dialect, pool);
      const searches = (store: CatalogueStore) => createPartSearch(store);
      // Twice: the second run executes the statements each connection already prepared.
      for (let round = 0; round < 2; round += 1) {
        for (const query of ['an3', 'AN3-5A', 'tail wheel spring', 'MS21024L3', 'bolt']) {
          const terms = searchTerms(query);
          expect(await searches(prepared).searchTerms(terms, 50, 0), query).toEqual(
            await searches(plain).searchTerms(terms, 50, 0),
          );
          expect(await searches(prepared).searchParts(terms, 10, 2), query).toEqual(
            await searches(plain).searchParts(terms, 10, 2),
          );
        }
      }
      const pairs = (await plain.termsOf('BOLT', 5)).map((term) => ({ ...term, limit: 2 }));
      expect(pairs.length).toBeGreaterThan(1);
      expect(await prepared.partsInOrder!(pairs)).toEqual(await plain.partsInOrder!(pairs));
      expect(await prepared.partsOfTerms(pairs)).toEqual(await plain.partsOfTerms(pairs));
      const numbers = await handle.db
        .selectFrom('part_numbers')
        .select(['search_key', 'part_number'])
        .where(
          'search_key',
          'in',
          pairs.map((pair) => pair.search_key),
        )
        .execute();
      // Counted as used more than they are: the rows of other descriptions are read too.
      const usages = numbers.map((row) => ({
        ...row,
        description: pairs.find((pair) => pair.search_key === row.search_key)!.description,
        usageCount: partUsageLimit + 1,
      }));
      const listed = await plain.usagesOf(usages, 3);
      expect(listed.length).toBeGreaterThan(0);
      expect(await prepared.usagesOf(usages, 3)).toEqual(listed);
      expect(new Set(names)).toEqual(
        new Set([
          'contrail_parts_in_order',
          'contrail_parts_of_terms',
          'contrail_usages_matched',
          'contrail_usages_other',
        ]),
      );
    });
  },
);
