import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, Socket, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { DbHandle } from '../src/db/index.ts';
import { openPgSchema } from './databases.ts';

/** apps/api, where `npm start -w @contrail/api` runs `node --import tsx src/server.ts`. */
const apiDir = fileURLToPath(new URL('../', import.meta.url));

/** The first port of this suite's range (CONTRAIL_TEST_PORT_BASE, else 4200). */
export const testPortBase = Number(process.env.CONTRAIL_TEST_PORT_BASE ?? 4200);

export interface ServerProcess {
  port: number;
  url: string;
  child: ChildProcess;
  /** Everything the process wrote (stdout and stderr), for failure messages. */
  output(): string;
  /** Resolves with the exit code (or signal name) once the process has gone. */
  exited: Promise<number | string>;
  /** Sends the signal and waits for the exit (SIGKILL after `timeoutMs`). */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<number | string>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the server as `npm start` does (a real `node` process of src/server.ts) on `port`, with a
 * quiet log and a temp data folder unless `env` says otherwise, and waits until /api/health
 * answers 200 (at most `readyTimeoutMs`; a loaded 2-core machine needs a while for tsx).
 */
export async function startServer(
  port: number,
  env: Record<string, string | undefined>,
  readyTimeoutMs = 60_000,
): Promise<ServerProcess> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'contrail-proc-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_BUILD_DIR: join(dataDir, 'no-build'),
      RATE_LIMIT_MULTIPLIER: '1000',
      // Traffic tests send more visitor mail in a run than an hour's default cap.
      MAIL_CAP_PER_HOUR: '100000',
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const keep = (chunk: Buffer) => {
    text = (text + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(signal ?? code ?? 0));
  });
  let gone: number | string | undefined;
  void exited.then((value) => (gone = value));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (gone !== undefined) {
      throw new Error(`The server on port ${port} exited (${gone}) before it served:\n${text}`);
    }
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() - started > readyTimeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`The server on port ${port} did not become healthy:\n${text}`);
    }
    await sleep(150);
  }
  return {
    port,
    url,
    child,
    output: () => text,
    exited,
    async stop(signal = 'SIGTERM', timeoutMs = 20_000) {
      if (gone !== undefined) return gone;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** Why PostgreSQL cannot be used (no DATABASE_URL or no answer), or null when it can. */
export async function postgresProblem(): Promise<string | null> {
  const url = process.env.DATABASE_URL;
  if (!url || !/^postgres(ql)?:/.test(url)) return 'DATABASE_URL is not a postgres:// URL';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return `PostgreSQL at DATABASE_URL does not answer (${(error as Error).message})`;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The Redis the multi-process tests use: TEST_REDIS_URL (set by .ci/run when Redis answers, so only these
 * tests use it and the rest of the suite keeps its in-process rate limits), else REDIS_URL.
 */
export const testRedisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL;

/** Why Redis cannot be used (no TEST_REDIS_URL / REDIS_URL or no answer), or null when it can. */
export async function redisProblem(): Promise<string | null> {
  const url = testRedisUrl;
  if (!url) return 'neither TEST_REDIS_URL nor REDIS_URL is set';
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 3_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (error) {
    return `Redis at REDIS_URL does not answer (${(error as Error).message})`;
  } finally {
    redis.disconnect();
  }
}

/** `url` with libpq's `options` set so every connection works in `schema` (then public). */
export function urlWithSchema(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema},public`);
  return parsed.toString();
}

export interface TestSchema {
  /** DATABASE_URL for server processes: the throwaway schema first on the search path. */
  url: string;
  schema: string;
  /** A migrated handle on the schema, for seeding and checking. */
  handle: DbHandle;
  drop(): Promise<void>;
}

/** A throwaway PostgreSQL schema in DATABASE_URL's database, migrated unless told not to. */
export async function createTestSchema(
  options: { migrate?: boolean } = {},
  baseUrl = process.env.DATABASE_URL!,
): Promise<TestSchema> {
  const { schema, handle, drop } = await openPgSchema(baseUrl, 'p_', options);
  return { url: urlWithSchema(baseUrl, schema), schema, handle, drop };
}

export interface TcpProxy {
  port: number;
  /** Refuses new connections and cuts the open ones (the database "goes away"). */
  cut(): Promise<void>;
  /** Accepts and forwards again. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP proxy on 127.0.0.1:`port` to `target`, which a test can cut and restore. */
export async function startTcpProxy(
  port: number,
  target: { host: string; port: number },
): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer((client) => {
        const upstream = new Socket();
        sockets.add(client);
        sockets.add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
        upstream.connect(target.port, target.host, () => {
          client.pipe(upstream);
          upstream.pipe(client);
        });
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        server = s;
        resolve();
      });
    });
  const unlisten = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (!s) return resolve();
      s.close(() => resolve());
    });
  await listen();
  return { port, cut: unlisten, restore: listen, close: unlisten };
}
