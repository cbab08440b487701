import { sql, type RawBuilder } from 'kysely';
import type pg from 'pg';
import type { Executor } from '../db/index.ts';
import {
  createCatalogueRepository,
  partColumns,
  selectParts,
  toPart,
  type PartRow,
} from './catalogue-repository.ts';
import {
  keyStatColumns,
  like,
  nearVariants,
  pgPartJson,
  toKeyStat,
  upper,
  type CatalogueStore,
  type Description,
  type KeyStat,
  type PartJson,
  type Term,
} from './catalogue-store-shared.ts';
import { createKyselyUsageReads } from './catalogue-store-postgres-usages.ts';

const asJson = (row: PartRow): PartJson => ({
  search_key: row.search_key,
  description: row.description,
  json: JSON.stringify(toPart(row)),
});

/**
 * PostgreSQL (and SQLite in memory): the same reads through Kysely and JSON.stringify. Given the
 * PostgreSQL pool, the reads of every search whose text never changes (the page's rows) run as
 * named prepared statements: parsed once per connection instead of once per search.
 */
export function createKyselyCatalogueStore(
  db: Executor,
  dialect: 'sqlite' | 'postgres',
  pool?: pg.Pool,
): CatalogueStore {
  const catalogue = createCatalogueRepository(db);
  /**
   * The rows of `query`: through `pool` as the prepared statement `name` when there is a pool, else
   * through Kysely. `name` must always come with the same statement text (compiled by Kysely).
   */
  const prepared = async <R>(name: string, query: RawBuilder<R>): Promise<R[]> => {
    if (!pool) return (await query.execute(db)).rows;
    const compiled = query.compile(db);
    const result = await pool.query({
      name,
      text: compiled.sql,
      values: [...compiled.parameters],
    });
    return result.rows as R[];
  };
  /**
   * part_terms rows whose key contains `fragment`: on SQLite through the FTS5 trigram table, on
   * PostgreSQL through the keys' suffixes (migration 0040), a B-tree range: 2–5 times less time in
   * these reads than the pg_trgm index over a thousand distinct first searches at 1,000,000 parts.
   */
  const keyContains = (fragment: string): RawBuilder<unknown> =>
    dialect === 'sqlite'
      ? sql`id in (select rowid from part_terms_key_fts where search_key like ${like(fragment)})`
      : sql`search_key in (select search_key from part_key_suffixes
          where suffix >= ${fragment} and suffix < ${upper(fragment)})`;
  const descriptionsWith = (list: readonly string[]): RawBuilder<unknown> =>
    dialect === 'sqlite'
      ? sql`select description from part_descriptions where id in
          (select rowid from part_descriptions_fts where ${sql.join(
            list.map((w) => sql`description like ${like(w)}`),
            sql` and `,
          )})`
      : sql`select description from part_descriptions where ${sql.join(
          list.map((w) => sql`description ilike ${like(w)}`),
          sql` and `,
        )}`;
  const total = (rows: Array<{ total: unknown }>) => Number(rows[0]?.total ?? 0);
  const anyLength: [number, number] = [0, 1000];
  const usageReads = createKyselyUsageReads(db, dialect, prepared);

  return {
    ...usageReads,
    async catalogueVersion() {
      const row = await db
        .selectFrom('catalogue_state')
        .select('version')
        .where('id', '=', 1)
        .executeTakeFirst();
      return Number(row?.version ?? 0);
    },
    modelsJson: async () => JSON.stringify(await catalogue.listModels()),
    async assembliesJson(modelId) {
      const list = await catalogue.listAssemblies(modelId);
      return list ? JSON.stringify(list) : undefined;
    },
    assemblyPartCount: async (modelId, assemblyId) =>
      (await catalogue.findAssembly(modelId, assemblyId))?.partCount,
    partsPageJson: async (modelId, assemblyId, offset, limit) =>
      JSON.stringify(await catalogue.listParts(modelId, assemblyId, { offset, limit })),
    async prefixTerms(key, limit, lengths = anyLength) {
      const result = await sql<Term>`
        select id, search_key, description, n from part_terms
        where search_key >= ${key} and search_key < ${upper(key)}
          and length(search_key) between ${lengths[0]} and ${lengths[1]}
        order by search_key limit ${limit}`.execute(db);
      return result.rows;
    },
    async prefixTotal(key) {
      const result = await sql<{ total: unknown }>`
        select coalesce(sum(n), 0) as total from part_terms
        where search_key >= ${key} and search_key < ${upper(key)}`.execute(db);
      return total(result.rows);
    },
    async containsTerms(fragment, limit, lengths = anyLength) {
      const result = await sql<Term>`
        select id, search_key, description, n from part_terms
        where ${keyContains(fragment)}
          and length(search_key) between ${lengths[0]} and ${lengths[1]}
        limit ${limit}`.execute(db);
      return result.rows;
    },
    async containsTotal(fragment) {
      const result = await sql<{ total: unknown }>`
        select coalesce(sum(n), 0) as total from part_terms
        where ${keyContains(fragment)}`.execute(db);
      return total(result.rows);
    },
    async descriptions(limit) {
      const result = await sql<Description>`
        select description, n from part_descriptions order by id limit ${limit}`.execute(db);
      return result.rows.map((row) => ({ description: row.description, n: Number(row.n) }));
    },
    async describedBy(list, limit) {
      const result = await sql<Description>`
        select description, n from part_descriptions
        where description in (${descriptionsWith(list)}) limit ${limit}`.execute(db);
      return result.rows.map((row) => ({ description: row.description, n: Number(row.n) }));
    },
    async overlapTotal(fragment, list) {
      const result = await sql<{ total: unknown }>`
        select coalesce(sum(n), 0) as total from part_terms
        where ${keyContains(fragment)}
          and description in (${descriptionsWith(list)})`.execute(db);
      return total(result.rows);
    },
    async termsOf(description, limit) {
      const result = await sql<Term>`
        select id, search_key, description, n from part_terms where description = ${description}
        order by length(search_key), search_key limit ${limit}`.execute(db);
      return result.rows;
    },
    async allTerms(limit) {
      const result = await sql<Term>`
        select id, search_key, description, n from part_terms order by id limit ${limit}`.execute(
        db,
      );
      return result.rows.map((row) => ({ ...row, id: Number(row.id), n: Number(row.n) }));
    },
    async partNumbersPerKey() {
      const result = await sql<{ search_key: string; n: unknown }>`
        select search_key, count(distinct part_number) as n from part_numbers
        group by search_key`.execute(db);
      return new Map(result.rows.map((row) => [row.search_key, Number(row.n)]));
    },
    async knownWords(list) {
      if (list.length === 0) return new Set();
      const rows = await db
        .selectFrom('search_words')
        .select('word')
        .where('word', 'in', [...list])
        .execute();
      return new Set(rows.map((row) => row.word));
    },
    async synonyms() {
      const rows = await db
        .selectFrom('search_synonyms')
        .select(['word', 'catalogue_word'])
        .execute();
      return new Map(rows.map((row) => [row.word, row.catalogue_word]));
    },
    async wordsOfLength(min, max) {
      return db
        .selectFrom('search_words')
        .select(['word', 'n'])
        .where(sql<boolean>`length(word) between ${min} and ${max}`)
        .execute();
    },
    async termsNear(key, limit) {
      const { variants, keys } = nearVariants(key);
      const result = await sql<Term>`
        select id, search_key, description, n from part_terms where search_key in (
          select search_key from part_key_variants where variant in (${sql.join([...variants])})
          ${keys.length > 0 ? sql`union select search_key from part_terms where search_key in (${sql.join([...keys])})` : sql``}
        ) limit ${limit}`.execute(db);
      return result.rows;
    },
    async partsOfTerms(terms) {
      if (terms.length === 0) return [];
      if (dialect === 'postgres') {
        // The pairs as two arrays: one statement text for any number of pairs, planned as an
        // index read per pair (an OR of 50 pairs cost more to plan than to run).
        const columns = sql.join(partColumns.map((column) => sql.raw(column)));
        const rows = await prepared(
          'contrail_parts_of_terms',
          sql<PartRow>`
          select ${columns} from unnest(
            cast(${terms.map((term) => term.search_key)} as text[]),
            cast(${terms.map((term) => term.description)} as text[])
          ) as q(k, d)
          join parts on parts.search_key = q.k and parts.description = q.d
          join assemblies
            on assemblies.model_id = parts.model_id and assemblies.id = parts.assembly_id
          order by parts.seq`,
        );
        return rows.map(asJson);
      }
      return selectParts(db)
        .where((eb) =>
          eb.or(
            terms.map((term) =>
              eb.and([
                eb('parts.search_key', '=', term.search_key),
                eb('parts.description', '=', term.description),
              ]),
            ),
          ),
        )
        .orderBy('parts.seq')
        .execute()
        .then((rows) => rows.map(asJson));
    },
    ...(dialect === 'postgres'
      ? {
          async partsInOrder(pairs: Parameters<NonNullable<CatalogueStore['partsInOrder']>>[0]) {
            if (pairs.length === 0) return [];
            return prepared(
              'contrail_parts_in_order',
              sql<PartJson>`
              select found.search_key, found.description, found.json from unnest(
                cast(${pairs.map((pair) => pair.search_key)} as text[]),
                cast(${pairs.map((pair) => pair.description)} as text[]),
                cast(${pairs.map((pair) => pair.limit)} as integer[])
              ) with ordinality as q(k, d, l, o)
              cross join lateral (
                select parts.search_key, parts.description, parts.seq, ${sql.raw(pgPartJson)} as json
                from parts join assemblies
                  on assemblies.model_id = parts.model_id and assemblies.id = parts.assembly_id
                where parts.search_key = q.k and parts.description = q.d
                order by parts.seq limit q.l
              ) found
              order by q.o, found.seq`,
            );
          },
        }
      : {}),
    async distinctPartTotal(fragment, list, prefix) {
      const keyWhere = prefix
        ? sql`search_key >= ${fragment} and search_key < ${upper(fragment)}`
        : keyContains(fragment);
      const wordsMatch =
        list.length > 0 && !prefix ? sql` or description in (${descriptionsWith(list)})` : sql``;
      const result = await sql<{ total: unknown }>`
        select count(distinct part_number) as total from part_numbers where search_key in
          (select search_key from part_terms where ${keyWhere}${wordsMatch})`.execute(db);
      return total(result.rows);
    },
    async keyStats(keys) {
      if (keys.length === 0) return [];
      const result = await sql<KeyStat>`
        select ${sql.raw(keyStatColumns)} from part_numbers
        where search_key in (${sql.join([...keys])})`.execute(db);
      return result.rows.map(toKeyStat);
    },
    async partNumberTotal(keys) {
      if (keys.length === 0) return 0;
      const result = await sql<{ total: unknown }>`
        select count(distinct part_number) as total from part_numbers
        where ${
          dialect === 'postgres'
            ? sql`search_key = any(cast(${[...keys]} as text[]))`
            : sql`search_key in (select value from json_each(${JSON.stringify(keys)}))`
        }`.execute(db);
      return total(result.rows);
    },
    async termsOfKeys(keys) {
      if (keys.length === 0) return [];
      const result = await sql<Term>`
        select id, search_key, description, n from part_terms
        where search_key in (${sql.join([...keys])})
        order by length(description), description`.execute(db);
      return result.rows.map((row) => ({ ...row, n: Number(row.n) }));
    },
    async partsOf(term, limit) {
      return selectParts(db)
        .where('parts.search_key', '=', term.search_key)
        .where('parts.description', '=', term.description)
        .orderBy('parts.seq')
        .limit(limit)
        .execute()
        .then((rows) => rows.map(asJson));
    },
    close: () => {},
  };
}
