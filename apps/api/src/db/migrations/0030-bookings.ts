import type { Migration } from '../migrate.ts';

/** Bookings from the hospitality demos' forms (table, stay, appointment, trip): POST /api/booking. */
export default {
  sql: [
    `create table bookings (
      id varchar(32) primary key,
      kind varchar(16) not null,
      venue varchar(80) not null,
      name varchar(120) not null,
      email varchar(254) not null,
      phone varchar(40) not null,
      notes text not null,
      details text not null,
      created_at varchar(40) not null
    )`,
    'create index bookings_created_at on bookings (created_at)',
  ],
} satisfies Migration;
