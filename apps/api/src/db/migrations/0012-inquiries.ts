import { sql } from 'kysely';
import { idPrimaryKey, type Migration } from '../migrate.ts';

/**
 * Parts inquiries: the contact details, a snapshot of the cart lines, and the keys that make a
 * double submit answer the first inquiry instead of creating a second one.
 */
export default {
  up: async ({ db, dialect }) => {
    const statements = [
      `create table inquiries (
        id varchar(32) primary key,
        session_id varchar(64) not null,
        name varchar(120) not null,
        email varchar(254) not null,
        phone varchar(40) not null,
        company varchar(160) not null,
        aircraft varchar(80) not null,
        serial varchar(80) not null,
        country varchar(8) not null,
        state varchar(16) not null,
        city varchar(120) not null,
        message text not null,
        created_at varchar(40) not null
      )`,
      'create index inquiries_created_at on inquiries (created_at)',
      `create table inquiry_lines (
        id ${idPrimaryKey(dialect)},
        inquiry_id varchar(32) not null references inquiries (id) on delete cascade,
        line_no integer not null,
        part_id varchar(64) not null,
        part_number varchar(64) not null,
        description varchar(200) not null,
        model_id varchar(40) not null,
        assembly_id varchar(16) not null,
        assembly_name varchar(120) not null,
        figure varchar(16) not null,
        item varchar(16) not null,
        qty integer not null,
        price_cents integer,
        availability varchar(16) not null
      )`,
      'create index inquiry_lines_inquiry on inquiry_lines (inquiry_id, line_no)',
      `create table inquiry_keys (
        idem_key varchar(200) primary key,
        inquiry_id varchar(32) not null,
        created_at varchar(40) not null
      )`,
    ];
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
} satisfies Migration;
