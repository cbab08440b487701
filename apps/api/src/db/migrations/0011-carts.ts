import type { Migration } from '../migrate.ts';

/** Parts carts: one per session, lines unique per session and part, quantities 1 to 9999. */
export default {
  sql: [
    `create table carts (
      session_id varchar(64) primary key references sessions (id) on delete cascade,
      email varchar(254),
      created_at varchar(40) not null,
      updated_at varchar(40) not null
    )`,
    `create table cart_items (
      id varchar(32) primary key,
      session_id varchar(64) not null references carts (session_id) on delete cascade,
      part_id varchar(64) not null references parts (id) on delete cascade,
      qty integer not null check (qty between 1 and 9999),
      created_at varchar(40) not null,
      unique (session_id, part_id)
    )`,
    'create index cart_items_part on cart_items (part_id)',
  ],
} satisfies Migration;
