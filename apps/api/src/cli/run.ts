import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { createDb, type DbHandle } from '../db/index.ts';

/** An error whose message is all the person at the terminal needs: printed without a stack. */
export class CliError extends Error {}

/**
 * Runs a command's `main()`: the number it answers is the exit code. A bad configuration or a
 * CliError prints its message; anything else prints `failed(error)` (the error itself by default),
 * and the exit code is 1.
 */
export function runCli(
  main: () => Promise<number>,
  failed: (error: unknown) => unknown = (error) => error,
): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(
        error instanceof ConfigError || error instanceof CliError ? error.message : failed(error),
      );
      process.exitCode = 1;
    },
  );
}

/**
 * A command's arguments, or the exit code when there is nothing more to do: 2 after printing what
 * was wrong and the usage, 0 after printing the usage for `--help` (when the options have `help`).
 */
export function parseCommand<T extends ParseArgsConfig>(
  usage: string,
  config: T,
): ReturnType<typeof parseArgs<T>> | number {
  let parsed: ReturnType<typeof parseArgs<T>>;
  try {
    parsed = parseArgs(config);
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  if ((parsed.values as Record<string, unknown>).help === true) {
    console.log(usage);
    return 0;
  }
  return parsed;
}

/** Runs `use` on the configured database (DATABASE_URL, else the SQLite file), then closes it. */
export async function withConfiguredDb<T>(use: (handle: DbHandle) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const handle = createDb({
    url: config.databaseUrl,
    sqliteFile: config.sqliteFile,
    poolSize: config.dbPoolSize,
  });
  try {
    return await use(handle);
  } finally {
    await handle.close();
  }
}
