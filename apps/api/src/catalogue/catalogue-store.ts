import SqliteDatabase from 'better-sqlite3';
import { sql, type RawBuilder } from 'kysely';
import type pg from 'pg';
import type { DbHandle, Executor } from '../db/index.ts';
import type { PartNumbersTable } from './catalogue-schema.ts';
import { deletions, maxVariantKeyLength } from './fuzzy.ts';
import {
  createCatalogueRepository,
  partColumns,
  selectParts,
  toPart,
  type PartRow,
} from './catalogue-repository.ts';

/** A distinct (key, description) pair of the parts and its number of part rows. */
export interface Term {
  id: number;
  search_key: string;
  description: string;
  n: number;
}

/** A distinct description and its number of part rows. */
export interface Description {
  description: string;
  n: number;
}

/** One part row as the JSON the API answers (partSchema plus assemblyName), with its search pair. */
export interface PartJson {
  search_key: string;
  description: string;
  json: string;
}

/** A part row's JSON with its part number (grouped search). */
export interface UsageJson extends PartJson {
  part_number: string;
}

/** A part number whose usages a grouped search lists, and the description it matched by. */
export interface UsageOf {
  search_key: string;
  part_number: string;
  description: string;
  /** Its rows in all: when the matched description holds them all, no second read is made. */
  usageCount: number;
}

/** How one part number is used in one model (a part_numbers row): what a grouped search sums up. */
export type KeyStat = PartNumbersTable;

/**
 * Every read of the catalogue API. On SQLite the rows come out of the database as JSON text
 * (json_object), which is several times cheaper than building objects and stringifying them.
 * Substring matches of keys use FTS5 trigrams on SQLite and the keys' suffixes on PostgreSQL;
 * descriptions use FTS5 trigrams and pg_trgm GIN. Fragments
 * and words are letters and digits only (search-key.ts), so they never carry LIKE wildcards.
 */
export interface CatalogueStore {
  /** The catalogue version (catalogue_state), bumped by every catalogue write. */
  catalogueVersion(): Promise<number>;
  /** GET models/: the JSON array. */
  modelsJson(): Promise<string>;
  /** GET models/{m}/assemblies: the JSON array, undefined for an unknown model. */
  assembliesJson(modelId: string): Promise<string | undefined>;
  /** The stored part count of an assembly, undefined when unknown. */
  assemblyPartCount(modelId: string, assemblyId: string): Promise<number | undefined>;
  /** One page of an assembly's parts in IPC order: the JSON array. */
  partsPageJson(
    modelId: string,
    assemblyId: string,
    offset: number,
    limit: number,
  ): Promise<string>;
  prefixTerms(key: string, limit: number, lengths?: [number, number]): Promise<Term[]>;
  prefixTotal(key: string): Promise<number>;
  containsTerms(fragment: string, limit: number, lengths?: [number, number]): Promise<Term[]>;
  containsTotal(fragment: string): Promise<number>;
  /** Every distinct description with its row count, in id order (at most `limit`). */
  descriptions(limit: number): Promise<Description[]>;
  /** Every description holding all the words (at most `limit`). */
  describedBy(words: readonly string[], limit: number): Promise<Description[]>;
  /** Rows whose key contains `fragment` and whose description holds all the words. */
  overlapTotal(fragment: string, words: readonly string[]): Promise<number>;
  termsOf(description: string, limit: number): Promise<Term[]>;
  /** Every term, in id order (at most `limit`): what key-index.ts holds in memory. */
  allTerms(limit: number): Promise<Term[]>;
  /** How many distinct part numbers each key has (keys of part_numbers). */
  partNumbersPerKey(): Promise<Map<string, number>>;
  knownWords(words: readonly string[]): Promise<Set<string>>;
  wordsOfLength(min: number, max: number): Promise<Array<{ word: string; n: number }>>;
  /**
   * Terms whose key is within one edit of `key` (the key itself included); may hold a few keys two
   * edits away (the caller measures). Keys longer than maxVariantKeyLength find only themselves.
   */
  termsNear(key: string, limit: number): Promise<Term[]>;
  /** The part rows of a pair, in row order. */
  partsOf(term: Pick<Term, 'search_key' | 'description'>, limit: number): Promise<PartJson[]>;
  /**
   * PostgreSQL: the part rows of ranked pairs in one round trip, pair by pair in the order given,
   * each pair's rows in row order and at most its `limit`. (SQLite reads in process: it answers
   * through partsOfTerms and partsOf.)
   */
  partsInOrder?(
    pairs: ReadonlyArray<Pick<Term, 'search_key' | 'description'> & { limit: number }>,
  ): Promise<PartJson[]>;
  /** The part rows of several pairs, in row order (callers bound the count through `n`). */
  partsOfTerms(terms: ReadonlyArray<Pick<Term, 'search_key' | 'description'>>): Promise<PartJson[]>;
  /**
   * Distinct part numbers whose key contains `fragment` (starts with it, when `prefix`) or whose
   * description holds every word.
   */
  distinctPartTotal(fragment: string, words: readonly string[], prefix: boolean): Promise<number>;
  /** Distinct part numbers of these keys. */
  partNumberTotal(keys: readonly string[]): Promise<number>;
  /** Usage statistics of the part numbers of these keys, one row per part number and model. */
  keyStats(keys: readonly string[]): Promise<KeyStat[]>;
  /** The terms of these keys. */
  termsOfKeys(keys: readonly string[]): Promise<Term[]>;
  /**
   * At most `perPart` rows of each part number: its rows with the given description first (the
   * one the search matched), then its other rows; in row order, grouped in the order of `parts`.
   */
  usagesOf(parts: readonly UsageOf[], perPart: number): Promise<UsageJson[]>;
  /** Rows of one part number (of its key) in all, as part_numbers counts them; 0 for none. */
  usageTotal(key: string, partNumber: string): Promise<number>;
  /**
   * One page of every row of one part number as the JSON array: the rows with `description` first
   * (as usagesOf orders them), then its other rows, each in row order; null: row order only.
   */
  usagesPageJson(
    key: string,
    partNumber: string,
    description: string | null,
    offset: number,
    limit: number,
  ): Promise<string>;
  close(): void;
}

/**
 * What part_key_variants is asked for the keys near `key`: keys one of whose deletions is the key or
 * one of its deletions (`variants`), and keys that are one of its deletions (`keys`).
 */
function nearVariants(key: string): { variants: string[]; keys: string[] } {
  if (key.length > maxVariantKeyLength) return { variants: [key], keys: [] };
  const keys = deletions(key);
  return { variants: [key, ...keys], keys };
}

const like = (fragment: string) => `%${fragment}%`;
const upper = (key: string) => `${key}~`;
/** A part row as the contract's JSON (keys in partSchema order), built by SQLite. */
const partJson = `json_object('id', parts.id, 'partNumber', parts.part_number,
  'description', parts.description, 'indent', parts.indent, 'modelId', parts.model_id,
  'assemblyId', parts.assembly_id, 'assemblyName', assemblies.name, 'figure', parts.figure,
  'item', parts.item, 'unitsPerAssembly', parts.units_per_assembly, 'unit', parts.unit,
  'effectivity', parts.effectivity, 'priceCents', parts.price_cents,
  'availability', parts.availability, 'supersededBy', parts.superseded_by, 'notes', parts.notes)`;
const partSelect = `parts.search_key, parts.description, ${partJson} as json`;
/** The columns of part_numbers (a KeyStat). */
const keyStatColumns = `search_key, part_number, model_id, first_seq, n, assemblies, low, high,
  unpriced, low_unit, high_unit, availability, superseded_by`;
/** Numbers of a KeyStat row as numbers (PostgreSQL answers counts and sums as text). */
const toKeyStat = (row: KeyStat): KeyStat => ({
  ...row,
  first_seq: Number(row.first_seq),
  n: Number(row.n),
  assemblies: Number(row.assemblies),
  low: row.low === null ? null : Number(row.low),
  high: row.high === null ? null : Number(row.high),
  unpriced: Number(row.unpriced),
  availability: Number(row.availability),
});

const partsJoin = `parts join assemblies
  on assemblies.model_id = parts.model_id and assemblies.id = parts.assembly_id`;

/**
 * SQLite: a read-only connection of its own with prepared statements (compiled once, not per
 * request) that answer JSON text, which is what makes the reads cheap enough for thousands of
 * requests per second. WAL mode
 * lets it read while the main connection writes; each statement sees the last committed catalogue.
 */
export function createSqliteCatalogueStore(file: string): CatalogueStore {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  const models = db.prepare(
    `select coalesce(json_group_array(json(m)), '[]') as json from (
       select json_object('model_id', model_id, 'line', line, 'name', name, 'summary', summary,
         'engine', engine, 'seats', seats, 'firstYear', first_year, 'serialRange', serial_range) as m
       from models where model_id <> '' order by sort_order, model_id)`,
  );
  const modelExists = db.prepare<[string]>('select 1 from models where model_id = ?');
  const assemblies = db.prepare<[string]>(
    `select coalesce(json_group_array(json(a)), '[]') as json from (
       select json_object('id', id, 'modelId', model_id, 'name', name, 'ataChapter', ata_chapter,
         'figure', figure, 'partCount', part_count) as a
       from assemblies where model_id = ? order by sort_order, id)`,
  );
  const partCount = db.prepare<[string, string]>(
    'select part_count from assemblies where model_id = ? and id = ?',
  );
  const page = db.prepare<[string, string, number, number]>(
    `select coalesce(json_group_array(json(p)), '[]') as json from (
       select ${partJson} as p from ${partsJoin}
       where parts.model_id = ? and parts.assembly_id = ? order by parts.sort_order limit ? offset ?)`,
  );
  const text = (row: unknown) => (row as { json: string }).json;
  const version = db.prepare('select version from catalogue_state where id = 1').pluck();
  const termColumns = 'id, search_key, description, n';
  const prefix = db.prepare<[string, string, number, number, number]>(
    `select ${termColumns} from part_terms
     where search_key >= ? and search_key < ? and length(search_key) between ? and ?
     order by search_key limit ?`,
  );
  const prefixSum = db.prepare<[string, string]>(
    'select coalesce(sum(n), 0) as total from part_terms where search_key >= ? and search_key < ?',
  );
  const contains = db.prepare<[string, number, number, number]>(
    `select t.id, t.search_key, t.description, t.n
     from part_terms_key_fts f join part_terms t on t.id = f.rowid
     where f.search_key like ? and length(t.search_key) between ? and ? limit ?`,
  );
  const containsSum = db.prepare<[string]>(
    `select coalesce(sum(n), 0) as total from part_terms
     where id in (select rowid from part_terms_key_fts where search_key like ?)`,
  );
  const allDescriptions = db.prepare<[number]>(
    'select description, n from part_descriptions order by id limit ?',
  );
  const wordsWhere = (count: number) =>
    Array.from({ length: count }, () => 'description like ?').join(' and ');
  const described = new Map<number, SqliteDatabase.Statement<unknown[]>>();
  const overlap = new Map<number, SqliteDatabase.Statement<unknown[]>>();
  const describedStatement = (count: number) => {
    let statement = described.get(count);
    if (!statement) {
      statement = db.prepare(
        `select description, n from part_descriptions where id in
         (select rowid from part_descriptions_fts where ${wordsWhere(count)}) limit ?`,
      );
      described.set(count, statement);
    }
    return statement;
  };
  const overlapStatement = (count: number) => {
    let statement = overlap.get(count);
    if (!statement) {
      statement = db.prepare(
        `select coalesce(sum(n), 0) as total from part_terms
         where id in (select rowid from part_terms_key_fts where search_key like ?)
         and description in (select description from part_descriptions where id in
           (select rowid from part_descriptions_fts where ${wordsWhere(count)}))`,
      );
      overlap.set(count, statement);
    }
    return statement;
  };
  const terms = db.prepare<[string, number]>(
    `select ${termColumns} from part_terms where description = ?
     order by length(search_key), search_key limit ?`,
  );
  const everyTerm = db.prepare<[number]>(
    `select ${termColumns} from part_terms order by id limit ?`,
  );
  const numbersPerKey = db.prepare(
    'select search_key, count(distinct part_number) as n from part_numbers group by search_key',
  );
  const words = db.prepare<[number, number]>(
    'select word, n from search_words where length(word) between ? and ?',
  );
  const word = db.prepare<[string]>('select word from search_words where word = ?');
  const parts = db.prepare<[string, string, number]>(
    `select ${partSelect} from ${partsJoin}
     where parts.search_key = ? and parts.description = ? order by parts.seq limit ?`,
  );
  const near = db.prepare<[string, string, number]>(
    `select ${termColumns} from part_terms where search_key in (
       select search_key from part_key_variants where variant in (select value from json_each(?))
       union select value from json_each(?)
     ) limit ?`,
  );
  const partsOfPairs = db.prepare<[string]>(
    `select ${partSelect} from ${partsJoin}
     where (parts.search_key, parts.description) in
       (select json_extract(value, '$[0]'), json_extract(value, '$[1]') from json_each(?))
     order by parts.seq`,
  );
  const total = (row: unknown) => Number((row as { total: number } | undefined)?.total ?? 0);
  const anyLength: [number, number] = [0, 1000];
  const stats = db.prepare<[string]>(
    `select ${keyStatColumns} from part_numbers
     where search_key in (select value from json_each(?))`,
  );
  const numberTotal = db.prepare<[string]>(
    `select count(distinct part_number) as total from part_numbers
     where search_key in (select value from json_each(?))`,
  );
  const termsOfKeys = db.prepare<[string]>(
    `select ${termColumns} from part_terms where search_key in (select value from json_each(?))
     order by length(description), description`,
  );
  const usagesMatched = db.prepare<[string, string, string, number]>(
    `select ${partSelect}, parts.part_number from ${partsJoin}
     where parts.search_key = ? and parts.description = ? and parts.part_number = ?
     order by parts.seq limit ?`,
  );
  const usagesOther = db.prepare<[string, string, string, number]>(
    `select ${partSelect}, parts.part_number from ${partsJoin}
     where parts.search_key = ? and parts.description <> ? and parts.part_number = ?
     order by parts.seq limit ?`,
  );
  const usageSum = db.prepare<[string, string]>(
    `select coalesce(sum(n), 0) as total from part_numbers where search_key = ? and part_number = ?`,
  );
  const usagePage = db.prepare<[string, string, string | null, number, number]>(
    `select coalesce(json_group_array(json(p)), '[]') as json from (
       select ${partJson} as p from ${partsJoin}
       where parts.search_key = ? and parts.part_number = ?
       order by case when parts.description = ? then 0 else 1 end, parts.seq limit ? offset ?)`,
  );
  const distinct = new Map<string, SqliteDatabase.Statement<unknown[]>>();
  const distinctStatement = (count: number, prefix: boolean) => {
    const name = `${count}\u0000${prefix}`;
    let statement = distinct.get(name);
    if (!statement) {
      const keyWhere = prefix
        ? 'search_key >= ? and search_key < ?'
        : 'id in (select rowid from part_terms_key_fts where search_key like ?)';
      const wordsMatch =
        count > 0 && !prefix
          ? ` or description in (select description from part_descriptions where id in
              (select rowid from part_descriptions_fts where ${wordsWhere(count)}))`
          : '';
      statement = db.prepare(
        `select count(distinct part_number) as total from part_numbers where search_key in
           (select search_key from part_terms where ${keyWhere}${wordsMatch})`,
      );
      distinct.set(name, statement);
    }
    return statement;
  };

  return {
    distinctPartTotal: async (fragment, list, prefix) =>
      prefix
        ? total(distinctStatement(0, true).get(fragment, upper(fragment)))
        : total(distinctStatement(list.length, false).get(like(fragment), ...list.map(like))),
    keyStats: async (keys) =>
      keys.length === 0 ? [] : (stats.all(JSON.stringify(keys)) as KeyStat[]).map(toKeyStat),
    partNumberTotal: async (keys) =>
      keys.length === 0 ? 0 : total(numberTotal.get(JSON.stringify(keys))),
    termsOfKeys: async (keys) =>
      keys.length === 0 ? [] : (termsOfKeys.all(JSON.stringify(keys)) as Term[]),
    usagesOf: async (list, perPart) =>
      list.flatMap((part) => {
        const args = [part.search_key, part.description, part.part_number] as const;
        const rows = usagesMatched.all(...args, perPart) as UsageJson[];
        return rows.length < Math.min(perPart, part.usageCount)
          ? [...rows, ...(usagesOther.all(...args, perPart - rows.length) as UsageJson[])]
          : rows;
      }),
    usageTotal: async (key, partNumber) => total(usageSum.get(key, partNumber)),
    usagesPageJson: async (key, partNumber, description, offset, limit) =>
      text(usagePage.get(key, partNumber, description, limit, offset)),
    catalogueVersion: async () => Number(version.get() ?? 0),
    modelsJson: async () => text(models.get()),
    assembliesJson: async (modelId) =>
      modelExists.get(modelId) === undefined ? undefined : text(assemblies.get(modelId)),
    assemblyPartCount: async (modelId, assemblyId) =>
      (partCount.get(modelId, assemblyId) as { part_count: number } | undefined)?.part_count,
    partsPageJson: async (modelId, assemblyId, offset, limit) =>
      text(page.get(modelId, assemblyId, limit, offset)),
    termsNear: async (key, limit) => {
      const variants = nearVariants(key);
      return near.all(
        JSON.stringify(variants.variants),
        JSON.stringify(variants.keys),
        limit,
      ) as Term[];
    },
    partsOfTerms: async (terms) =>
      terms.length === 0
        ? []
        : (partsOfPairs.all(
            JSON.stringify(terms.map((term) => [term.search_key, term.description])),
          ) as PartJson[]),
    prefixTerms: async (key, limit, lengths = anyLength) =>
      prefix.all(key, upper(key), lengths[0], lengths[1], limit) as Term[],
    prefixTotal: async (key) => total(prefixSum.get(key, upper(key))),
    containsTerms: async (fragment, limit, lengths = anyLength) =>
      contains.all(like(fragment), lengths[0], lengths[1], limit) as Term[],
    containsTotal: async (fragment) => total(containsSum.get(like(fragment))),
    descriptions: async (limit) => allDescriptions.all(limit) as Description[],
    describedBy: async (list, limit) =>
      describedStatement(list.length).all(...list.map(like), limit) as Description[],
    overlapTotal: async (fragment, list) =>
      total(overlapStatement(list.length).get(like(fragment), ...list.map(like))),
    termsOf: async (description, limit) => terms.all(description, limit) as Term[],
    allTerms: async (limit) => everyTerm.all(limit) as Term[],
    partNumbersPerKey: async () =>
      new Map(
        (numbersPerKey.all() as Array<{ search_key: string; n: number }>).map((row) => [
          row.search_key,
          Number(row.n),
        ]),
      ),
    knownWords: async (list) =>
      new Set(list.filter((candidate) => word.get(candidate) !== undefined)),
    wordsOfLength: async (min, max) => words.all(min, max) as Array<{ word: string; n: number }>,
    partsOf: async (term, limit) =>
      parts.all(term.search_key, term.description, limit) as PartJson[],
    close: () => db.close(),
  };
}

/**
 * A part row as the contract's JSON (keys in partSchema order), built by PostgreSQL, compact as
 * JSON.stringify writes it: the rows of a search arrive as three text columns instead of seventeen
 * values that Node would turn into an object and back into text.
 */
const pgPartJson = `(select row_to_json(p)::text from (select parts.id as "id",
  parts.part_number as "partNumber", parts.description as "description", parts.indent as "indent",
  parts.model_id as "modelId", parts.assembly_id as "assemblyId", assemblies.name as "assemblyName",
  parts.figure as "figure", parts.item as "item", parts.units_per_assembly as "unitsPerAssembly",
  parts.unit as "unit", parts.effectivity as "effectivity", parts.price_cents as "priceCents",
  parts.availability as "availability", parts.superseded_by as "supersededBy",
  parts.notes as "notes") p)`;

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

  return {
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
    async usagesOf(list, perPart) {
      if (list.length === 0) return [];
      // Each row's JSON is built by the database (as the file store's reads do).
      const json = sql.raw(dialect === 'postgres' ? pgPartJson : partJson);
      const columns = sql`parts.search_key, parts.description, parts.part_number, ${json} as json`;
      // One round trip per pass: a LIMITed index read (search_key, description, seq) per part.
      const read = async (
        parts: readonly UsageOf[],
        matched: boolean,
        limit: (index: number) => number,
      ) => {
        const description = matched ? sql`parts.description = q.d` : sql`parts.description <> q.d`;
        if (dialect === 'postgres') {
          // One LATERAL read for every part, the parts as arrays: one statement text for any
          // count, so it is prepared once per connection.
          const rows = await prepared(
            matched ? 'contrail_usages_matched' : 'contrail_usages_other',
            sql<
              UsageJson & { seq: number; o: number }
            >`select found.*, cast(q.o - 1 as integer) as o
              from unnest(
                cast(${parts.map((part) => part.search_key)} as text[]),
                cast(${parts.map((part) => part.part_number)} as text[]),
                cast(${parts.map((part) => part.description)} as text[]),
                cast(${parts.map((_, index) => limit(index))} as integer[])
              ) with ordinality as q(k, pn, d, n, o)
              cross join lateral (
                select ${columns}, parts.seq from parts join assemblies
                  on assemblies.model_id = parts.model_id and assemblies.id = parts.assembly_id
                where parts.search_key = q.k and parts.part_number = q.pn and ${description}
                order by parts.seq limit q.n
              ) found`,
          );
          return rows
            .map((row) => ({ ...row, seq: Number(row.seq), o: Number(row.o) }))
            .sort((a, b) => a.o - b.o || a.seq - b.seq);
        }
        // SQLite (in memory) has no LATERAL: a LIMITed read per part, joined by union all.
        const query = sql.join(
          parts.map(
            (part, index) => sql`select * from (select ${columns}, parts.seq,
                    ${index} as o from parts join assemblies
                      on assemblies.model_id = parts.model_id and assemblies.id = parts.assembly_id
                    join (select ${part.description} as d) q
                    where parts.search_key = ${part.search_key}
                      and parts.part_number = ${part.part_number} and ${description}
                    order by parts.seq limit ${limit(index)})`,
          ),
          sql` union all `,
        );
        const result = await sql<UsageJson & { seq: number; o: number }>`${query}`.execute(db);
        return result.rows
          .map((row) => ({ ...row, seq: Number(row.seq), o: Number(row.o) }))
          .sort((a, b) => a.o - b.o || a.seq - b.seq);
      };
      const matched = await read(list, true, () => perPart);
      const found = new Map<number, typeof matched>();
      for (const row of matched) found.set(row.o, [...(found.get(row.o) ?? []), row]);
      const short = list.flatMap((part, index) =>
        (found.get(index)?.length ?? 0) < Math.min(perPart, part.usageCount)
          ? [{ part, index }]
          : [],
      );
      if (short.length > 0) {
        const others = await read(
          short.map((entry) => entry.part),
          false,
          (index) => perPart - (found.get(short[index]?.index ?? 0)?.length ?? 0),
        );
        for (const row of others) {
          const index = short[row.o]?.index ?? 0;
          found.set(index, [...(found.get(index) ?? []), row]);
        }
      }
      return list.flatMap((_, index) =>
        (found.get(index) ?? []).map(({ search_key, description, json, part_number }) => ({
          search_key,
          description,
          json,
          part_number,
        })),
      );
    },
    async usageTotal(key, partNumber) {
      const result = await sql<{ total: unknown }>`
        select coalesce(sum(n), 0) as total from part_numbers
        where search_key = ${key} and part_number = ${partNumber}`.execute(db);
      return total(result.rows);
    },
    async usagesPageJson(key, partNumber, description, offset, limit) {
      // Each row's JSON built by the database, as usagesOf reads it: the same rows, the same order.
      const json = sql.raw(dialect === 'postgres' ? pgPartJson : partJson);
      const result = await sql<{ json: string }>`
        select ${json} as json from parts join assemblies
          on assemblies.model_id = parts.model_id and assemblies.id = parts.assembly_id
        where parts.search_key = ${key} and parts.part_number = ${partNumber}
        order by case when parts.description = cast(${description} as text) then 0 else 1 end,
          parts.seq
        limit ${limit} offset ${offset}`.execute(db);
      return `[${result.rows.map((row) => row.json).join(',')}]`;
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

/**
 * The store for a database: on a SQLite file, a read-only connection of its own (found through
 * `pragma database_list`, so it is the very file the handle uses); otherwise Kysely.
 */
export async function createCatalogueStore(handle: DbHandle): Promise<CatalogueStore> {
  if (handle.dialect === 'sqlite') {
    const list = await sql<{ name: string; file: string }>`pragma database_list`.execute(handle.db);
    const file = list.rows.find((row) => row.name === 'main')?.file;
    if (file) return createSqliteCatalogueStore(file);
  }
  return createKyselyCatalogueStore(handle.db, handle.dialect, handle.pool);
}
