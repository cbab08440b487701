import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createDb, migrate, type DbHandle, type Dialect } from '../src/db/index.ts';

export interface TestDatabase {
  dialect: Dialect;
}

export interface OpenedTestDatabase extends DbHandle {
  /** Closes the handle and deletes the temporary file or schema. */
  cleanup(): Promise<void>;
  /** PostgreSQL only: the throwaway schema. */
  schema?: string;
}

/**
 * The databases every API test runs on: SQLite always, PostgreSQL too when DATABASE_URL is set.
 * Use with `describe.each(testDatabases())('… ($dialect)', (database) => { … })`.
 */
export function testDatabases(): TestDatabase[] {
  return process.env.DATABASE_URL
    ? [{ dialect: 'sqlite' }, { dialect: 'postgres' }]
    : [{ dialect: 'sqlite' }];
}

/** Opens an empty database (a temp SQLite file or a throwaway PostgreSQL schema); migrated unless told not to. */
export async function openTestDatabase(
  database: TestDatabase,
  options: { migrate?: boolean } = {},
): Promise<OpenedTestDatabase> {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  let schema: string | undefined;
  if (database.dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'contrail-test-'));
    handle = createDb({ sqliteFile: join(dir, 'test.db') });
    cleanup = async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    };
  } else {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is not set');
    const opened = await openPgSchema(url, 't_', { migrate: false });
    ({ handle, schema } = opened);
    cleanup = opened.drop;
  }
  if (options.migrate !== false) await migrate(handle);
  return { ...handle, cleanup, ...(schema ? { schema } : {}) };
}

/** A throwaway PostgreSQL schema, its handle and how to drop it (the handle is closed first). */
export interface PgSchema {
  schema: string;
  handle: DbHandle;
  drop(): Promise<void>;
}

/**
 * Creates a schema named `prefix` and random hex in `url`'s database and opens a handle on it,
 * migrated unless told not to.
 */
export async function openPgSchema(
  url: string,
  prefix: string,
  options: { migrate?: boolean } = {},
): Promise<PgSchema> {
  const schema = `${prefix}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // Extensions are per database: keep them in public so dropping a test schema never drops them.
    await admin.query('create extension if not exists pg_trgm with schema public');
  } catch {
    // Another test file created it at the same moment, or the server lacks it; migrations will say so.
  }
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = createDb({ url, schema, poolSize: 4 });
  if (options.migrate !== false) await migrate(handle);
  return {
    schema,
    handle,
    async drop() {
      await handle.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}

/**
 * Registers beforeAll/afterAll hooks that open a migrated test database for the enclosing
 * describe block; call the returned function inside tests to get it.
 */
export function useTestDatabase(database: TestDatabase): () => OpenedTestDatabase {
  let opened: OpenedTestDatabase | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase(database);
  });
  afterAll(async () => {
    await opened?.cleanup();
  });
  return () => {
    if (!opened)
      throw new Error('The test database is not open yet (use it inside a test or hook)');
    return opened;
  };
}

/** Row counts of the given tables, to assert that a rejected request changed nothing. */
export async function countRows(
  handle: DbHandle,
  tables: readonly string[],
): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of tables) {
    const row = await handle.db
      // Table names come from the test itself; the typed builder only knows its own tables.
      .selectFrom(table as 'sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  return out;
}
