/**
 * First searches, before against after, alternated (issue 25 §3): starts the server of this
 * checkout and the server of another checkout (`--before DIR`, e.g. an exported older commit whose
 * node_modules link to this one's) in turn on the same database, with the answer cache off, and
 * drives each with autocannon over distinct queries (bench/search-queries.ts). Each round gives
 * each server a different slice of the queries, the same slice to both. On a shared machine only
 * alternated figures compare.
 *
 * With --before-env/--after-env KEY=VALUE (repeatable) it compares settings instead, e.g. this checkout
 * with two PostgreSQL pool sizes (--before then defaults to this checkout).
 *
 *   node --import tsx bench/first-search-ab.ts --before /tmp/old --db sqlite:/tmp/x/api-load-1000000.db
 *   node --import tsx bench/first-search-ab.ts --db postgres://… --queries /tmp/x/q.db \
 *     --before-env DB_POOL_SIZE=10 --after-env DB_POOL_SIZE=3
 *   options: --rounds N (default 2)  --duration s (default 10)  --connections n (default 10)
 *            --group (the grouped answer)  --workers N|auto  --warm N (most 2 s warm-up drives)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { freePort } from '../apps/api/test/ports.ts';
import { searchQueriesFrom } from './search-queries.ts';
import { repoRoot } from './support.ts';

interface Result {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}
const require = createRequire(import.meta.url);
const autocannon = require('autocannon') as (options: object) => Promise<Result>;

/** CPU time (ms) of a process and all its descendants so far (Linux /proc; 0 elsewhere). */
function cpuMs(pid: number | undefined): number {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return 0;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second).
  const own = (Number(fields[11]) + Number(fields[12])) * 10;
  const children = existsSync(`/proc/${pid}/task/${pid}/children`)
    ? readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)
    : [];
  return own + children.reduce((sum, child) => sum + cpuMs(Number(child)), 0);
}

async function start(root: string, env: Record<string, string>) {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'apps/api/src/server.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'contrail-ab-')),
        LOG_LEVEL: 'warn',
        CATALOGUE_CACHE_MB: '0',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  let ready = env.WORKERS === '1';
  child.on('message', (message) => {
    if (message === 'ready') ready = true;
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 480; tries += 1) {
    try {
      if (ready && (await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, stop, pid: child.pid };
}

async function drive(url: string, paths: string[], duration: number, connections: number) {
  let next = 0;
  return autocannon({
    url,
    connections,
    duration,
    timeout: 60,
    requests: [
      {
        setupRequest: (request: object) => ({ ...request, path: paths[next++ % paths.length] }),
      },
    ],
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      before: { type: 'string' },
      db: { type: 'string' },
      queries: { type: 'string', default: 'sqlite' },
      rounds: { type: 'string', default: '2' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '10' },
      workers: { type: 'string', default: 'auto' },
      group: { type: 'boolean', default: false },
      // Most warm-up drives of 2 s each.
      warm: { type: 'string', default: '15' },
      'before-env': { type: 'string', multiple: true, default: [] },
      'after-env': { type: 'string', multiple: true, default: [] },
    },
  });
  const settings = (list: string[]) =>
    Object.fromEntries(
      list.map((entry) => {
        const at = entry.indexOf('=');
        if (at < 1) throw new Error(`${entry}: expected KEY=VALUE`);
        return [entry.slice(0, at), entry.slice(at + 1)];
      }),
    );
  const envOf = { before: settings(values['before-env']), after: settings(values['after-env']) };
  const comparesSettings = values['before-env'].length > 0 || values['after-env'].length > 0;
  const before = values.before ?? (comparesSettings ? repoRoot : undefined);
  if (!before || !values.db)
    throw new Error('--before DIR (or --before-env/--after-env) and --db URL are required');
  // The queries come from a seeded SQLite file (--queries FILE, else --db when it is SQLite).
  const file = values.queries === 'sqlite' ? values.db.replace(/^sqlite:/, '') : values.queries;
  const sqlite = new Database(file, { readonly: true });
  const pluck = (text: string) => (sqlite.prepare(text).pluck().all() as string[]) ?? [];
  const queries = searchQueriesFrom(
    {
      partNumbers: pluck('select distinct part_number from part_numbers order by 1'),
      descriptions: pluck('select description from part_descriptions order by 1'),
    },
    5000,
  ).map((entry) => entry.query);
  sqlite.close();
  const paths = queries.map(
    (query) =>
      `/api/models/assemblies/parts/search/${encodeURIComponent(query)}${values.group ? '?group=part' : ''}`,
  );
  const rounds = Number(values.rounds);
  const slice = Math.floor(paths.length / (rounds + 1));
  const env = { DATABASE_URL: values.db, WORKERS: values.workers };
  for (let round = 0; round < rounds; round += 1) {
    const list = paths.slice(slice * (round + 1), slice * (round + 2));
    const warm = paths.slice(0, slice);
    const order: Array<[string, string]> =
      round % 2 === 0
        ? [
            ['before', before],
            ['after', repoRoot],
          ]
        : [
            ['after', repoRoot],
            ['before', before],
          ];
    for (const [label, root] of order) {
      const server = await start(root, { ...env, ...envOf[label as 'before' | 'after'] });
      try {
        // Until a second of searches answers within a second: each worker reads its search
        // indexes at start-up, which takes seconds on a loaded machine.
        for (let tries = 0; tries < Number(values.warm); tries += 1) {
          const warmed = await drive(server.url, warm, 2, Number(values.connections));
          if (warmed.latency.p99 < 1000 && tries > 0) break;
        }
        const load = loadavg()[0]?.toFixed(1);
        const cpu = cpuMs(server.pid);
        const result = await drive(
          server.url,
          list,
          Number(values.duration),
          Number(values.connections),
        );
        const perRequest = (cpuMs(server.pid) - cpu) / Math.max(1, result.requests.total);
        console.log(
          `round ${round + 1} ${label.padEnd(6)} ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, server CPU ${perRequest.toFixed(2)} ms/request, errors ${result.errors}/${result.non2xx}; load ${load}`,
        );
      } finally {
        await server.stop();
      }
    }
  }
}

await main();
