import { sql } from 'kysely';
import { idPrimaryKey, type Migration } from '../migrate.ts';

/**
 * The parts desk's staff side (issue 42 §1): staff accounts and their one-time invites, passkeys
 * (WebAuthn credentials), desk sessions, the WebAuthn challenges in flight, sign-in throttling and
 * the audit log. Secrets are stored as hashes only: invite tokens and session ids as SHA-256,
 * passwords as argon2id.
 */
export default {
  up: async ({ db, dialect }) => {
    const statements = [
      `create table staff (
        id ${idPrimaryKey(dialect)},
        email varchar(254) not null,
        name varchar(120) not null,
        role varchar(16) not null,
        status varchar(16) not null,
        password_hash varchar(200),
        created_at varchar(40) not null,
        activated_at varchar(40),
        disabled_at varchar(40)
      )`,
      'create unique index staff_email on staff (email)',
      `create table staff_invites (
        token_hash varchar(64) primary key,
        staff_id integer not null references staff (id) on delete cascade,
        created_at varchar(40) not null,
        expires_at varchar(40) not null,
        used_at varchar(40)
      )`,
      'create index staff_invites_staff on staff_invites (staff_id)',
      `create table staff_passkeys (
        credential_id varchar(512) primary key,
        staff_id integer not null references staff (id) on delete cascade,
        public_key text not null,
        counter bigint not null,
        transports varchar(200) not null,
        created_at varchar(40) not null,
        last_used_at varchar(40)
      )`,
      'create index staff_passkeys_staff on staff_passkeys (staff_id)',
      `create table desk_sessions (
        id_hash varchar(64) primary key,
        staff_id integer not null references staff (id) on delete cascade,
        created_at varchar(40) not null,
        last_seen_at varchar(40) not null,
        expires_at varchar(40) not null
      )`,
      'create index desk_sessions_staff on desk_sessions (staff_id)',
      `create table desk_challenges (
        id varchar(64) primary key,
        challenge varchar(128) not null,
        purpose varchar(16) not null,
        staff_id integer,
        expires_at varchar(40) not null
      )`,
      'create index desk_challenges_expires_at on desk_challenges (expires_at)',
      `create table signin_throttle (
        bucket varchar(120) primary key,
        failures integer not null,
        window_started_at varchar(40) not null,
        locked_until varchar(40)
      )`,
      `create table audit_log (
        id ${idPrimaryKey(dialect)},
        staff_id integer,
        staff_email varchar(254) not null,
        action varchar(64) not null,
        target varchar(200) not null,
        detail text not null,
        ip varchar(64) not null,
        created_at varchar(40) not null
      )`,
      'create index audit_log_created_at on audit_log (created_at)',
    ];
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
} satisfies Migration;
