import { sql } from 'kysely';
import type { Migration } from '../migrate.ts';

/**
 * The catalogue's version: one row, bumped by every catalogue write (catalogue-writer.ts) in the
 * same transaction. Servers cache catalogue answers in memory and drop them when it changes, so an
 * import by another process (the CLI, another worker) is noticed.
 */
export default {
  up: async ({ db }) => {
    await sql`create table catalogue_state (
      id integer primary key,
      version integer not null
    )`.execute(db);
    await sql`insert into catalogue_state (id, version) values (1, 1)`.execute(db);
  },
} satisfies Migration;
