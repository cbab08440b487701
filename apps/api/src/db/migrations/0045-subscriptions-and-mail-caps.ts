import type { Migration } from '../migrate.ts';

/**
 * Double opt-in for the newsletter and the caps on mail from the public forms (issue 36 §2).
 * - subscribers: pending until the link in the confirmation mail is followed; only the SHA-256 of
 *   that link's token is kept. Rows from before this migration were subscribed by whoever typed the
 *   address, so they stay pending (nobody confirmed them) until the owner subscribes and confirms.
 * - mail_cap_counts: fixed-window counters of mail to visitor addresses (per address per day, all
 *   addresses per hour), shared by every replica through the database (mail/caps.ts).
 */
export default {
  sql: [
    "alter table subscribers add column status varchar(16) not null default 'pending'",
    'alter table subscribers add column token_hash varchar(64)',
    'alter table subscribers add column token_expires_at varchar(40)',
    'alter table subscribers add column confirmation_sent_at varchar(40)',
    'alter table subscribers add column confirmed_at varchar(40)',
    'create unique index subscribers_token_hash on subscribers (token_hash)',
    `create table mail_cap_counts (
      bucket varchar(120) primary key,
      hits integer not null,
      expires_at varchar(40) not null
    )`,
    'create index mail_cap_counts_expires_at on mail_cap_counts (expires_at)',
  ],
} satisfies Migration;
