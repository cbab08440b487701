import type { Generated } from 'kysely';

/** Tables of the parts catalogue (migration 0010-catalogue). */
export interface ModelsTable {
  model_id: string;
  line: string;
  name: string;
  summary: string;
  engine: string;
  seats: number;
  first_year: number;
  serial_range: string;
  sort_order: number;
}

export interface AssembliesTable {
  model_id: string;
  id: string;
  name: string;
  ata_chapter: string;
  figure: string;
  sort_order: number;
  /** Kept by the seed and the import (a count over a million parts is too slow per request). */
  part_count: number;
}

export interface PartsTable {
  /** Row number (internal); `id` is the stable id the API exposes. */
  seq: Generated<number>;
  id: string;
  model_id: string;
  assembly_id: string;
  figure: string;
  item: string;
  part_number: string;
  search_key: string;
  description: string;
  indent: number;
  units_per_assembly: string;
  unit: string;
  effectivity: string;
  price_cents: number | null;
  availability: string;
  superseded_by: string | null;
  notes: string | null;
  sort_order: number;
}

export interface CatalogueTables extends SearchTables {
  models: ModelsTable;
  assemblies: AssembliesTable;
  parts: PartsTable;
  catalogue_state: CatalogueStateTable;
}

/** One row (id 1): the catalogue version, bumped by every catalogue write (migration 0014). */
export interface CatalogueStateTable {
  id: number;
  version: number;
}

/** Distinct (search key, description) pairs of the parts with their row counts: what search scans. */
export interface PartTermsTable {
  id: Generated<number>;
  search_key: string;
  description: string;
  n: number;
}

/** Distinct upper-case description words, to correct a misspelt query word. */
export interface SearchWordsTable {
  word: string;
  n: number;
}

/** One-character deletions of each distinct key (migration 0013). */
export interface PartKeyVariantsTable {
  variant: string;
  search_key: string;
}

/** PostgreSQL only (migration 0040): every suffix of every key, for "key contains" range reads. */
export interface PartKeySuffixesTable {
  suffix: string;
  search_key: string;
}

export interface SearchTables {
  part_terms: PartTermsTable;
  part_key_variants: PartKeyVariantsTable;
  part_key_suffixes: PartKeySuffixesTable;
  part_numbers: PartNumbersTable;
  part_descriptions: PartDescriptionsTable;
  search_words: SearchWordsTable;
  search_synonyms: SearchSynonymsTable;
  search_misses: SearchMissesTable;
}

/** Searches that found no part, counted per day (migration 0056). */
export interface SearchMissesTable {
  day: string;
  query: string;
  n: number;
  last_at: string;
}

/** A visitor's word the search reads as the catalogue's when the words typed find nothing (migration 0055). */
export interface SearchSynonymsTable {
  word: string;
  catalogue_word: string;
  updated_at: string;
}

/** Distinct descriptions of the parts with their row counts (migration 0013). */
export interface PartDescriptionsTable {
  id: number;
  description: string;
  n: number;
}

/** Per part number and model: its usage statistics (migration 0015, rebuilt with the search tables). */
export interface PartNumbersTable {
  search_key: string;
  part_number: string;
  model_id: string;
  /** Row order of its first usage in the model: orders the models. */
  first_seq: number;
  n: number;
  assemblies: number;
  low: number | null;
  high: number | null;
  unpriced: number;
  low_unit: string;
  high_unit: string;
  /** 0 in stock, 1 limited, 2 backorder, 3 quote: the best of the usages. */
  availability: number;
  superseded_by: string | null;
}
