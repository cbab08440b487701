import { sql } from 'kysely';
import type { Migration } from '../migrate.ts';

/**
 * Distinct part descriptions with their row counts, indexed for substring search: a catalogue has
 * few distinct descriptions (the seed: ~1,600 for a million parts), so description words are matched
 * against these instead of against every (key, description) pair. And the one-deletion variants of
 * every key, for typo lookups. Both filled by catalogue-writer.ts.
 */
export default {
  up: async ({ db, dialect }) => {
    const statements = [
      `create table part_descriptions (
        id integer primary key,
        description varchar(200) not null unique,
        n integer not null
      )`,
      'create index part_terms_description on part_terms (description, search_key)',
      // Every part-number key with one character deleted: two keys one edit apart share a variant
      // (or one is a variant of the other), which finds typos with an index lookup.
      `create table part_key_variants (
        variant varchar(64)${dialect === 'postgres' ? ' collate "C"' : ''} not null,
        search_key varchar(64)${dialect === 'postgres' ? ' collate "C"' : ''} not null
      )`,
      'create index part_key_variants_variant on part_key_variants (variant)',
      ...(dialect === 'sqlite'
        ? [
            // Description words are matched here now; the per-pair description index goes.
            'drop table part_terms_text_fts',
            `create virtual table part_descriptions_fts using fts5(
              description, content='part_descriptions', content_rowid='id', tokenize='trigram', detail='none'
            )`,
          ]
        : [
            'drop index part_terms_text_trgm',
            'create index part_descriptions_trgm on part_descriptions using gin (description gin_trgm_ops)',
            // Search pages a (key, description) pair's rows in row order.
            'create index parts_term_rows on parts (search_key, description, seq)',
          ]),
    ];
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
} satisfies Migration;
