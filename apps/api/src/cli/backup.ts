import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { backupSqlite } from '../db/backup.ts';
import { CliError, runCli } from './run.ts';

/**
 * `npm run backup -w @contrail/api -- FILE`: a consistent copy of the SQLite database while the server
 * runs (README "Backups" says how to restore it). A relative FILE is taken from the folder the command
 * was typed in (npm runs workspace scripts inside apps/api and says where it started in INIT_CWD).
 * PostgreSQL is backed up with its own tools (pg_dump); this command says so rather than guessing.
 */
const usage =
  'Usage: npm run backup -w @contrail/api -- FILE   (e.g. backups/contrail-2026-01-31.db)';

const target = process.argv[2];
runCli(
  async () => {
    if (!target || target.startsWith('-')) throw new CliError(usage);
    const config = loadConfig();
    if (config.databaseUrl) {
      throw new CliError(
        'DATABASE_URL points at PostgreSQL: back it up with pg_dump, e.g. `pg_dump --format=custom --file=contrail.dump "$DATABASE_URL"`, and restore with pg_restore (README, "Backups").',
      );
    }
    if (config.sqliteFile === ':memory:')
      throw new CliError('An in-memory database has no file to back up.');
    const file = resolve(process.env.INIT_CWD ?? process.cwd(), target);
    if (file === resolve(config.sqliteFile))
      throw new CliError('FILE is the live database itself.');
    mkdirSync(dirname(file), { recursive: true });
    const started = Date.now();
    const report = backupSqlite(config.sqliteFile, file);
    const { rows } = report;
    console.log(
      `Backed up ${config.sqliteFile} to ${report.file}: ${(report.bytes / 1024).toFixed(0)} KB, ${rows.parts} parts, ${rows.cart_items} cart lines, ${rows.inquiries} inquiries, ${rows.mail_outbox} mails, in ${Date.now() - started} ms.`,
    );
    return 0;
  },
  (error) => `Backup failed: ${error instanceof Error ? error.message : String(error)}`,
);
