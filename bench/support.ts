import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const repoRoot = join(import.meta.dirname, '..');

/** Starts the production server (API + built site) on a fresh data dir and waits for /api/health. */
export async function startServer(
  port: number,
  extraEnv: Record<string, string> = {},
): Promise<{ url: string; stop: () => void; process: ChildProcess }> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const env = {
    ...inherited,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'contrail-bench-')),
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'apps/api/src/server.ts')],
    { env, stdio: ['ignore', 'ignore', 'inherit'], cwd: repoRoot },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok)
        return { url, stop: () => child.kill('SIGTERM'), process: child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error('server did not start within 60 s');
}
