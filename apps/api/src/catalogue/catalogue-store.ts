import { sql } from 'kysely';
import type { DbHandle } from '../db/index.ts';
import { createKyselyCatalogueStore } from './catalogue-store-postgres.ts';
import type { CatalogueStore } from './catalogue-store-shared.ts';
import { createSqliteCatalogueStore } from './catalogue-store-sqlite.ts';

// The catalogue's read side, by backend: the interface and what both share
// (catalogue-store-shared.ts), SQLite's prepared statements (catalogue-store-sqlite.ts), and
// PostgreSQL through Kysely (catalogue-store-postgres.ts, also SQLite in memory).
export type {
  CatalogueStore,
  Description,
  KeyStat,
  PartJson,
  Term,
  UsageJson,
  UsageOf,
} from './catalogue-store-shared.ts';
export { createKyselyCatalogueStore } from './catalogue-store-postgres.ts';
export { createSqliteCatalogueStore } from './catalogue-store-sqlite.ts';

/**
 * The store for a database: on a SQLite file, a read-only connection of its own (found through
 * `pragma database_list`, so it is the very file the handle uses); otherwise Kysely.
 */
export async function createCatalogueStore(handle: DbHandle): Promise<CatalogueStore> {
  if (handle.dialect === 'sqlite') {
    const list = await sql<{ name: string; file: string }>`pragma database_list`.execute(handle.db);
    const file = list.rows.find((row) => row.name === 'main')?.file;
    if (file) return createSqliteCatalogueStore(file);
  }
  return createKyselyCatalogueStore(handle.db, handle.dialect, handle.pool);
}
