import { sql } from 'kysely';
import { idPrimaryKey, type Migration } from '../migrate.ts';

/** Sessions, newsletter subscribers, contact messages and the mail outbox. */
export default {
  up: async ({ db, dialect }) => {
    const id = idPrimaryKey(dialect);
    const statements = [
      `create table sessions (
        id varchar(64) primary key,
        created_at varchar(40) not null,
        last_seen_at varchar(40) not null
      )`,
      `create index sessions_last_seen_at on sessions (last_seen_at)`,
      `create table subscribers (
        id ${id},
        email varchar(254) not null unique,
        created_at varchar(40) not null
      )`,
      `create table contact_messages (
        id ${id},
        email varchar(254) not null,
        name text,
        phone text,
        subject text,
        message text,
        consent integer,
        created_at varchar(40) not null
      )`,
      `create table mail_outbox (
        id ${id},
        recipients text not null,
        reply_to text,
        subject text not null,
        text text not null,
        html text,
        status varchar(16) not null default 'pending' check (status in ('pending', 'sent', 'failed')),
        attempts integer not null default 0,
        next_attempt_at varchar(40) not null,
        last_error text,
        created_at varchar(40) not null,
        sent_at varchar(40)
      )`,
      `create index mail_outbox_due on mail_outbox (status, next_attempt_at)`,
    ];
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
} satisfies Migration;
