import { sql } from 'kysely';
import type { Migration } from '../migrate.ts';
import { partNumberStatsSelect } from '../../catalogue/part-numbers.ts';

/**
 * One row per part number and model with its usage statistics (rows, assemblies, prices, units,
 * best availability, supersession): what the grouped search (`?group=part`) sums up. Reading these
 * instead of aggregating every usage keeps a page of 50 much-used bolts cheap at a million parts.
 * Rebuilt with the other search tables by catalogue-writer.ts; filled here for a catalogue already
 * stored.
 */
export default {
  up: async ({ db, dialect }) => {
    const collate = dialect === 'postgres' ? ' collate "C"' : '';
    await sql
      .raw(
        `create table part_numbers (
          search_key varchar(64)${collate} not null,
          part_number varchar(64) not null,
          model_id varchar(40) not null,
          first_seq integer not null,
          n integer not null,
          assemblies integer not null,
          low integer,
          high integer,
          unpriced integer not null,
          low_unit varchar(8) not null,
          high_unit varchar(8) not null,
          availability integer not null,
          superseded_by varchar(64)
        )`,
      )
      .execute(db);
    await sql`create index part_numbers_key on part_numbers (search_key)`.execute(db);
    await sql.raw(`insert into part_numbers ${partNumberStatsSelect}`).execute(db);
  },
} satisfies Migration;
