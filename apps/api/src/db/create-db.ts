import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import pg from 'pg';
import { defaultPoolSize } from '../config.ts';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

/** A query executor: the database or a transaction (repositories accept either). */
export type Executor = Kysely<Database>;
export type Trx = Transaction<Database>;

export interface DbHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /**
   * PostgreSQL only: the pool under `db`, for named prepared statements (Kysely sends unnamed ones,
   * parsed and planned on every execution).
   */
  pool?: pg.Pool;
  /** Runs `fn` in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (trx: Trx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface CreateDbOptions {
  /** `postgres://…` selects PostgreSQL; anything else (or nothing) selects SQLite. */
  url?: string | null;
  /** SQLite file (or ':memory:'); its directory is created. */
  sqliteFile?: string;
  /** PostgreSQL only: the schema to work in (search_path `<schema>, public`). */
  schema?: string;
  /** PostgreSQL pool size. */
  poolSize?: number;
}

export const isPostgresUrl = (url: string | null | undefined): url is string =>
  !!url && /^postgres(ql)?:\/\//i.test(url);

const int8 = 20;
// COUNT(*) and BIGINT come back as strings from pg; numbers keep both dialects alike (values stay < 2^53).
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === int8 && format !== 'binary'
      ? (v: string) => Number(v)
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

const schemaName = /^[a-z_][a-z0-9_]{0,62}$/;

export function createDb(options: CreateDbOptions = {}): DbHandle {
  let db: Kysely<Database>;
  let dialect: Dialect;
  let pgPool: pg.Pool | undefined;
  if (isPostgresUrl(options.url)) {
    if (options.schema !== undefined && !schemaName.test(options.schema)) {
      throw new Error(`Invalid schema name: ${options.schema}`);
    }
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? defaultPoolSize,
      // While the database is unreachable a request fails (503) within seconds instead of waiting.
      connectionTimeoutMillis: 5_000,
      types: pgTypes,
      ...(options.schema ? { options: `-c search_path=${options.schema},public` } : {}),
    });
    // An idle client that loses its connection must not crash the process.
    pool.on('error', () => {});
    // Nor one that is checked out (pg-pool listens only while a client is idle): a connection that
    // drops between two statements of a transaction (a PostgreSQL restart) emits 'error' with no
    // query to fail. The next statement fails instead (503), and the pool drops the dead client.
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    dialect = 'postgres';
    pgPool = pool;
  } else {
    const file = options.sqliteFile ?? ':memory:';
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    const sqlite = new SqliteDatabase(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    dialect = 'sqlite';
  }
  let closed: Promise<void> | null = null;
  return {
    db,
    dialect,
    ...(pgPool ? { pool: pgPool } : {}),
    transaction: (fn) => db.transaction().execute(fn),
    close: () => (closed ??= db.destroy()),
  };
}

/** The current time as stored in every timestamp column. */
export const nowIso = (date: Date = new Date()): string => date.toISOString();
