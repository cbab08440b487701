import { sql } from 'kysely';
import type { Migration } from '../migrate.ts';

/**
 * PostgreSQL: every suffix of every distinct part-number key, in a B-tree. A key contains a fragment
 * when one of its suffixes starts with it, so "contains" becomes a range read that stops at its
 * LIMIT and plans the same for every fragment (a prepared statement's generic plan stays good). The
 * pg_trgm index read every key sharing a trigram with the fragment first: a few milliseconds for a
 * long key, and a parameterised LIKE plans as a sequential scan. SQLite keeps its FTS5 trigram
 * table, which already stops early. Filled by catalogue-writer.ts (rebuildSearchTables).
 */
export default {
  up: async ({ db, dialect }) => {
    if (dialect !== 'postgres') return;
    await sql`create table part_key_suffixes (
      suffix varchar(64) collate "C" not null,
      search_key varchar(64) collate "C" not null
    )`.execute(db);
    await sql`insert into part_key_suffixes (suffix, search_key)
      select distinct substr(search_key, i), search_key
      from (select distinct search_key from part_terms) keys,
        generate_series(1, length(search_key)) i`.execute(db);
    await sql`create index part_key_suffixes_suffix on part_key_suffixes (suffix, search_key)`.execute(
      db,
    );
  },
} satisfies Migration;
