import { sql } from 'kysely';
import { migrate, type DbHandle } from '../db/index.ts';
import { runCli, withConfiguredDb } from './run.ts';

/**
 * `npm run migrate -w @contrail/api`: applies pending migrations to the configured database.
 * With `--json` it prints one JSON line instead: `{ dialect, applied, catalogueEmpty }`, which
 * scripts/start.mjs reads to decide whether to seed.
 */
async function catalogueEmpty(handle: DbHandle): Promise<boolean> {
  try {
    const rows = await sql`select 1 from parts limit 1`.execute(handle.db);
    return rows.rows.length === 0;
  } catch {
    return true; // no catalogue table (yet)
  }
}

const json = process.argv.includes('--json');
runCli(() =>
  withConfiguredDb(async (handle) => {
    const applied = await migrate(handle, json ? {} : { log: (m) => console.log(m) });
    if (json) {
      const report = {
        dialect: handle.dialect,
        applied,
        catalogueEmpty: await catalogueEmpty(handle),
      };
      console.log(JSON.stringify(report));
    } else {
      console.log(
        `${handle.dialect}: ${applied.length ? `${applied.length} migration(s) applied` : 'up to date'}`,
      );
    }
    return 0;
  }),
);
