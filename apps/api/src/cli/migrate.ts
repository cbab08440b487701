import { ConfigError, loadConfig } from '../config.ts';
import { createDb, migrate } from '../db/index.ts';

/** `npm run migrate -w @contrail/api`: applies pending migrations to the configured database. */
try {
  const config = loadConfig();
  const handle = createDb({ url: config.databaseUrl, sqliteFile: config.sqliteFile });
  try {
    const applied = await migrate(handle, { log: (m) => console.log(m) });
    console.log(
      `${handle.dialect}: ${applied.length ? `${applied.length} migration(s) applied` : 'up to date'}`,
    );
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
