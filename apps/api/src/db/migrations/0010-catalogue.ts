import { sql } from 'kysely';
import { idPrimaryKey, type Migration } from '../migrate.ts';

/**
 * The parts catalogue: models, assemblies (IPC figures) and parts, and the search tables derived from
 * the parts — part_terms (distinct key + description, with counts) indexed by two external-content
 * FTS5 trigram tables on SQLite and pg_trgm GIN indexes on PostgreSQL, and search_words. They have no
 * triggers: the only writer of parts (catalogue-writer.ts) rebuilds them in its transaction. `search_key` uses the C collation on PostgreSQL so that its B-tree
 * answers prefix ranges exactly as SQLite's does. Everything is in `up` because the parts table
 * differs per dialect and the dialect lists run before `up`.
 */
export default {
  up: async ({ db, dialect }) => {
    const collate = dialect === 'postgres' ? ' collate "C"' : '';
    const statements = [
      `create table models (
        model_id varchar(40) primary key,
        line varchar(16) not null,
        name varchar(120) not null,
        summary varchar(500) not null,
        engine varchar(120) not null,
        seats integer not null,
        first_year integer not null,
        serial_range varchar(40) not null,
        sort_order integer not null
      )`,
      `create table assemblies (
        model_id varchar(40) not null references models (model_id) on delete cascade,
        id varchar(16) not null,
        name varchar(120) not null,
        ata_chapter varchar(4) not null,
        figure varchar(16) not null,
        sort_order integer not null,
        part_count integer not null default 0,
        primary key (model_id, id)
      )`,
      `create table parts (
        seq ${idPrimaryKey(dialect)},
        id varchar(64) not null unique,
        model_id varchar(40) not null,
        assembly_id varchar(16) not null,
        figure varchar(16) not null,
        item varchar(16) not null,
        part_number varchar(64) not null,
        search_key varchar(64)${collate} not null,
        description varchar(200) not null,
        indent integer not null,
        units_per_assembly varchar(8) not null,
        unit varchar(8) not null,
        effectivity varchar(64) not null,
        price_cents integer,
        availability varchar(16) not null,
        superseded_by varchar(64),
        notes varchar(500),
        sort_order integer not null,
        foreign key (model_id, assembly_id) references assemblies (model_id, id) on delete cascade
      )`,
      'create index parts_assembly on parts (model_id, assembly_id, sort_order)',
      // One row per distinct (part number key, description) with its number of part rows: the search
      // works on these (a catalogue repeats the same hardware in hundreds of figures) and sums n.
      `create table part_terms (
        id ${idPrimaryKey(dialect)},
        search_key varchar(64)${collate} not null,
        description varchar(200) not null,
        n integer not null
      )`,
      'create index part_terms_key on part_terms (search_key)',
      'create index parts_key_description on parts (search_key, description)',
      // Distinct description words, to correct a misspelt word of a query.
      `create table search_words (word varchar(64) primary key, n integer not null)`,
      ...(dialect === 'sqlite'
        ? [
            `create virtual table part_terms_key_fts using fts5(
              search_key, content='part_terms', content_rowid='id', tokenize='trigram', detail='none'
            )`,
            `create virtual table part_terms_text_fts using fts5(
              description, content='part_terms', content_rowid='id', tokenize='trigram', detail='none'
            )`,
          ]
        : [
            'create extension if not exists pg_trgm with schema public',
            'create index part_terms_key_trgm on part_terms using gin (search_key gin_trgm_ops)',
            'create index part_terms_text_trgm on part_terms using gin (description gin_trgm_ops)',
          ]),
    ];
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
} satisfies Migration;
