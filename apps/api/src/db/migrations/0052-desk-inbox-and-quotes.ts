import { sql } from 'kysely';
import { idPrimaryKey, type Migration } from '../migrate.ts';

/**
 * The desk's inbox and quotes (issue 42 §2): a status, an assignee and an update time on inquiries
 * and bookings, internal notes, and quotes with their lines and the customer's questions. A quote's
 * link token is stored as its SHA-256 only.
 */
export default {
  up: async ({ db, dialect }) => {
    const statements = [
      "alter table inquiries add column status varchar(16) not null default 'new'",
      'alter table inquiries add column assigned_to integer',
      'alter table inquiries add column updated_at varchar(40)',
      'create index inquiries_status_created on inquiries (status, created_at)',
      'create index inquiries_assigned on inquiries (assigned_to, created_at)',
      'create index inquiries_email on inquiries (email)',
      'create index inquiry_lines_part_number on inquiry_lines (part_number)',
      "alter table bookings add column status varchar(16) not null default 'new'",
      'alter table bookings add column assigned_to integer',
      'alter table bookings add column updated_at varchar(40)',
      'create index bookings_status_created on bookings (status, created_at)',
      `create table desk_notes (
        id ${idPrimaryKey(dialect)},
        item_kind varchar(16) not null,
        item_id varchar(32) not null,
        staff_id integer not null,
        staff_name varchar(120) not null,
        text text not null,
        created_at varchar(40) not null
      )`,
      'create index desk_notes_item on desk_notes (item_kind, item_id, created_at)',
      `create table quotes (
        id varchar(32) primary key,
        inquiry_id varchar(32) not null references inquiries (id) on delete cascade,
        token_hash varchar(64) not null,
        status varchar(16) not null,
        valid_until varchar(10) not null,
        message text not null,
        currency varchar(3) not null,
        created_by integer not null,
        created_at varchar(40) not null,
        accepted_at varchar(40),
        revoked_at varchar(40)
      )`,
      'create unique index quotes_token_hash on quotes (token_hash)',
      'create index quotes_inquiry on quotes (inquiry_id, created_at)',
      `create table quote_lines (
        id ${idPrimaryKey(dialect)},
        quote_id varchar(32) not null references quotes (id) on delete cascade,
        line_no integer not null,
        part_number varchar(64) not null,
        description varchar(200) not null,
        qty integer not null,
        unit_price_cents integer not null,
        condition varchar(24) not null,
        availability varchar(40) not null,
        lead_time varchar(60) not null,
        alternate_part varchar(64) not null
      )`,
      'create index quote_lines_quote on quote_lines (quote_id, line_no)',
      `create table quote_questions (
        id ${idPrimaryKey(dialect)},
        quote_id varchar(32) not null references quotes (id) on delete cascade,
        text text not null,
        created_at varchar(40) not null
      )`,
    ];
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
} satisfies Migration;
