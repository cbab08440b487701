import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';

export interface BackupReport {
  file: string;
  bytes: number;
  /** Rows of the tables an operator checks first, as stored in the copy. */
  rows: Record<'parts' | 'cart_items' | 'inquiries' | 'mail_outbox', number>;
}

const countedTables = ['parts', 'cart_items', 'inquiries', 'mail_outbox'] as const;

/**
 * A consistent copy of a live SQLite database: `VACUUM INTO` reads the database in one read
 * transaction (in WAL mode the server's writes go on meanwhile) and writes a compact, self-contained
 * file (no -wal to carry along). The copy is made beside the target under a temporary name, checked
 * with `PRAGMA quick_check`, and only then renamed over the target, so the target is either the old
 * file or a whole new backup, never a half-written one.
 */
export function backupSqlite(sourceFile: string, targetFile: string): BackupReport {
  if (!existsSync(sourceFile)) throw new Error(`No SQLite database at ${sourceFile}.`);
  const partial = join(dirname(targetFile), `.${basename(targetFile)}.${process.pid}.partial`);
  rmSync(partial, { force: true });
  const source = new SqliteDatabase(sourceFile, { fileMustExist: true });
  try {
    // The server may hold the write lock for a moment (a checkpoint); wait rather than fail.
    source.pragma('busy_timeout = 10000');
    source.prepare('VACUUM INTO ?').run(partial);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    source.close();
  }
  const copy = new SqliteDatabase(partial, { readonly: true, fileMustExist: true });
  let rows: BackupReport['rows'];
  try {
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`The copy failed its integrity check: ${String(check)}`);
    const count = (table: string) => {
      const exists = copy
        .prepare("select 1 from sqlite_master where type = 'table' and name = ?")
        .get(table);
      if (!exists) return 0;
      const row = copy.prepare(`select count(*) as n from "${table}"`).get() as { n: number };
      return row.n;
    };
    rows = Object.fromEntries(countedTables.map((t) => [t, count(t)])) as BackupReport['rows'];
  } catch (error) {
    copy.close();
    rmSync(partial, { force: true });
    throw error;
  }
  copy.close();
  renameSync(partial, targetFile);
  return { file: targetFile, bytes: statSync(targetFile).size, rows };
}
