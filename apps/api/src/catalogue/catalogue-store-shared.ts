/**
 * What both catalogue stores share: the interface the search and the routes read through, its row
 * types, and the SQL fragments and helpers the two backends both use.
 */
import type { PartNumbersTable } from './catalogue-schema.ts';
import { deletions, maxVariantKeyLength } from './fuzzy.ts';

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
  /** The visitors' words the search reads as the catalogue's (search_synonyms), by the visitor's word. */
  synonyms(): Promise<ReadonlyMap<string, string>>;
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
export function nearVariants(key: string): { variants: string[]; keys: string[] } {
  if (key.length > maxVariantKeyLength) return { variants: [key], keys: [] };
  const keys = deletions(key);
  return { variants: [key, ...keys], keys };
}

export const like = (fragment: string) => `%${fragment}%`;
export const upper = (key: string) => `${key}~`;
/** A part row as the contract's JSON (keys in partSchema order), built by SQLite. */
export const partJson = `json_object('id', parts.id, 'partNumber', parts.part_number,
  'description', parts.description, 'indent', parts.indent, 'modelId', parts.model_id,
  'assemblyId', parts.assembly_id, 'assemblyName', assemblies.name, 'figure', parts.figure,
  'item', parts.item, 'unitsPerAssembly', parts.units_per_assembly, 'unit', parts.unit,
  'effectivity', parts.effectivity, 'priceCents', parts.price_cents,
  'availability', parts.availability, 'supersededBy', parts.superseded_by, 'notes', parts.notes)`;
export const partSelect = `parts.search_key, parts.description, ${partJson} as json`;
/** The columns of part_numbers (a KeyStat). */
export const keyStatColumns = `search_key, part_number, model_id, first_seq, n, assemblies, low, high,
  unpriced, low_unit, high_unit, availability, superseded_by`;
/** Numbers of a KeyStat row as numbers (PostgreSQL answers counts and sums as text). */
export const toKeyStat = (row: KeyStat): KeyStat => ({
  ...row,
  first_seq: Number(row.first_seq),
  n: Number(row.n),
  assemblies: Number(row.assemblies),
  low: row.low === null ? null : Number(row.low),
  high: row.high === null ? null : Number(row.high),
  unpriced: Number(row.unpriced),
  availability: Number(row.availability),
});

export const partsJoin = `parts join assemblies
  on assemblies.model_id = parts.model_id and assemblies.id = parts.assembly_id`;

/**
 * A part row as the contract's JSON (keys in partSchema order), built by PostgreSQL, compact as
 * JSON.stringify writes it: the rows of a search arrive as three text columns instead of seventeen
 * values that Node would turn into an object and back into text.
 */
export const pgPartJson = `(select row_to_json(p)::text from (select parts.id as "id",
  parts.part_number as "partNumber", parts.description as "description", parts.indent as "indent",
  parts.model_id as "modelId", parts.assembly_id as "assemblyId", assemblies.name as "assemblyName",
  parts.figure as "figure", parts.item as "item", parts.units_per_assembly as "unitsPerAssembly",
  parts.unit as "unit", parts.effectivity as "effectivity", parts.price_cents as "priceCents",
  parts.availability as "availability", parts.superseded_by as "supersededBy",
  parts.notes as "notes") p)`;
