/**
 * Soak run (issue 26): many concurrent visitors for a while against one real server
 * (apps/api/src/server.ts) over a realistic mix — site pages (when a build exists), catalogue reads,
 * part searches with distinct queries, cart changes and parts inquiries — printing per kind the
 * requests, errors, 5xx, p50 and p99, and the server's memory (RSS): after a warm-up (the start), half
 * way, and at the end. The answer cache (CATALOGUE_CACHE_MB, 64 by default) fills with distinct searches
 * during the run, so growth up to its budget is the cache; growth in the second half, once the cache
 * is full, is what a leak would show.
 *
 *   npm run bench:soak                                   # 200 clients, 60 s, SQLite, 20,000 parts
 *   npm run bench:soak -- --duration 20 --clients 100
 *   DATABASE_URL=postgres://… npm run bench:soak -- --postgres   # that database (seeded when empty)
 *   options: --duration s  --warmup s  --clients n  --parts n  --port n  --cache-mb n  --postgres
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { concretePaths } from '../apps/web/app/site-map/index.ts';
import { clientDir, repoRoot, startServer } from './support.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    warmup: { type: 'string', default: '10' },
    'cache-mb': { type: 'string' },
    clients: { type: 'string', default: '200' },
    parts: { type: 'string', default: '20000' },
    port: { type: 'string', default: '4290' },
    postgres: { type: 'boolean', default: false },
  },
});
const durationS = Number(values.duration);
const clients = Number(values.clients);

type Kind = 'page' | 'catalogue' | 'search' | 'cart' | 'inquiry';
interface Tally {
  latencies: number[];
  errors: number;
  status5xx: number;
  other4xx: number;
}
const tallies = new Map<Kind, Tally>();
const tally = (kind: Kind): Tally => {
  let t = tallies.get(kind);
  if (!t) tallies.set(kind, (t = { latencies: [], errors: 0, status5xx: 0, other4xx: 0 }));
  return t;
};

const rssMb = (pid: number): number => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
};

function run(args: string[], env: Record<string, string | undefined>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      env: { ...process.env, ...env },
      stdio: 'inherit',
      cwd: repoRoot,
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`)),
    );
  });
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function main() {
  const dbEnv: Record<string, string> = {};
  if (values.postgres) {
    if (!process.env.DATABASE_URL) throw new Error('--postgres needs DATABASE_URL');
    dbEnv.DATABASE_URL = process.env.DATABASE_URL;
  } else {
    dbEnv.DATA_DIR = mkdtempSync(join(tmpdir(), 'contrail-soak-'));
  }
  const seed = join(repoRoot, 'apps/api/src/cli/seed.ts');
  await run([join(repoRoot, 'apps/api/src/cli/migrate.ts')], dbEnv);
  await run([seed, '--parts', values.parts], dbEnv);
  const hasBuild = existsSync(join(clientDir, 'index.html'));
  const server = await startServer(Number(values.port), {
    ...dbEnv,
    // The visitors all come from 127.0.0.1: lift the per-IP limits as a crowd would spread them.
    RATE_LIMIT_MULTIPLIER: '100000',
    ...(values['cache-mb'] === undefined ? {} : { CATALOGUE_CACHE_MB: values['cache-mb'] }),
    ...(hasBuild ? {} : { WEB_BUILD_DIR: join(tmpdir(), 'contrail-soak-no-build') }),
  });
  const pid = server.process.pid!;
  const base = server.url;

  // What the visitors pick from: models, assemblies, part ids.
  const models = (await (await fetch(`${base}/api/models/`)).json()) as Array<{ model_id: string }>;
  const assemblies: Array<{ modelId: string; id: string }> = [];
  for (const model of models.slice(0, 6)) {
    const list = (await (
      await fetch(`${base}/api/models/${encodeURIComponent(model.model_id)}/assemblies`)
    ).json()) as Array<{ modelId: string; id: string }>;
    assemblies.push(...list.slice(0, 8));
  }
  const partIds: string[] = [];
  for (const assembly of assemblies.slice(0, 10)) {
    const parts = (await (
      await fetch(
        `${base}/api/models/${encodeURIComponent(assembly.modelId)}/assemblies/${encodeURIComponent(assembly.id)}/parts`,
      )
    ).json()) as Array<{ id: string }>;
    partIds.push(...parts.slice(0, 20).map((part) => part.id));
  }
  // Every prerendered page of the site (the site map's concrete paths), so each page request is a 200.
  const pages = concretePaths();
  const words = [
    'AN3',
    'MS20995',
    'NAS1149',
    'AN960',
    'spring',
    'bolt',
    'valve',
    'brake',
    'cooler',
  ];
  let searchN = 0;
  // Distinct queries: a stem and a running number, so most miss the answer cache like real ones.
  const searchQuery = () => `${pick(words)} ${(searchN++ % 997) + 1}`;

  // The warm-up runs the same mix and is not counted: the server's start memory is read after it.
  let counting = false;
  const warmupTally = (): Tally => ({ latencies: [], errors: 0, status5xx: 0, other4xx: 0 });
  const bootRss = rssMb(pid);
  let until = Date.now() + Number(values.warmup) * 1000;

  const timed = async (
    kind: Kind,
    fn: () => Promise<Response>,
  ): Promise<{ status: number; text: string } | null> => {
    const t0 = performance.now();
    try {
      const res = await fn();
      const text = await res.text();
      const t = counting ? tally(kind) : warmupTally();
      t.latencies.push(performance.now() - t0);
      if (res.status >= 500) t.status5xx++;
      else if (res.status >= 400) t.other4xx++;
      return { status: res.status, text };
    } catch {
      (counting ? tally(kind) : warmupTally()).errors++;
      return null;
    }
  };
  const postJson = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const visitor = async () => {
    let sessionId: string | null = null;
    let cartLines = 0;
    let n = 0;
    while (Date.now() < until) {
      const roll = Math.random();
      if (roll < 0.1 && hasBuild) {
        await timed('page', () => fetch(`${base}${pick(pages)}`));
      } else if (roll < 0.4) {
        const assembly = pick(assemblies);
        const path = pick([
          '/api/models/',
          `/api/models/${encodeURIComponent(assembly.modelId)}/assemblies`,
          `/api/models/${encodeURIComponent(assembly.modelId)}/assemblies/${encodeURIComponent(assembly.id)}/parts`,
        ]);
        await timed('catalogue', () => fetch(`${base}${path}`));
      } else if (roll < 0.7) {
        const q = encodeURIComponent(searchQuery());
        await timed('search', () => fetch(`${base}/api/models/assemblies/parts/search/${q}`));
      } else if (roll < 0.95 || cartLines === 0) {
        if (!sessionId) {
          const res = await timed('cart', () => postJson('/api/session', {}));
          if (res?.status !== 200) continue;
          sessionId = (JSON.parse(res.text) as { sessionId: string }).sessionId;
        }
        const sid = sessionId;
        const res = await timed('cart', () =>
          postJson('/api/cart', { sessionId: sid, parts: [{ id: pick(partIds), qty: 1 }] }),
        );
        if (res?.status === 200) cartLines++;
      } else {
        const sid = sessionId!;
        const read = await timed('cart', () =>
          fetch(`${base}/api/cart`, { headers: { 'x-session-id': sid } }),
        );
        if (read?.status !== 200) continue;
        const cart = JSON.parse(read.text) as {
          partsCart: Array<{ itemId: string; id: string; qty: number }>;
        };
        const i = n++;
        await timed('inquiry', () =>
          postJson('/api/cart/inquiry', {
            sessionId: sid,
            partsCart: cart.partsCart.map(({ itemId, id, qty }) => ({ itemId, id, qty })),
            contact: {
              name: `Soak visitor ${i}`,
              email: `soak-${process.pid}-${Math.random().toString(36).slice(2)}@visitor.test`,
            },
          }),
        );
        cartLines = 0;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, visitor));
  const startRss = rssMb(pid);
  counting = true;
  const started = Date.now();
  until = started + durationS * 1000;
  let halfRss = startRss;
  let peakRss = startRss;
  const sampler = setInterval(() => {
    const rss = rssMb(pid);
    peakRss = Math.max(peakRss, rss);
    if (Date.now() - started <= (durationS * 1000) / 2) halfRss = rss;
  }, 1_000);
  await Promise.all(Array.from({ length: clients }, visitor));
  clearInterval(sampler);
  const seconds = (Date.now() - started) / 1000;
  // Let the outbox and timers settle, then read the memory.
  await new Promise((r) => setTimeout(r, 2_000));
  const endRss = rssMb(pid);
  server.stop();

  const rows: string[] = [];
  let total = 0;
  let errors = 0;
  let fivexx = 0;
  for (const [kind, t] of [...tallies].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = t.latencies.toSorted((a, b) => a - b);
    total += sorted.length + t.errors;
    errors += t.errors;
    fivexx += t.status5xx;
    rows.push(
      `| ${kind} | ${sorted.length + t.errors} | ${t.errors} | ${t.status5xx} | ${t.other4xx} | ${percentile(sorted, 0.5).toFixed(1)} | ${percentile(sorted, 0.99).toFixed(1)} |`,
    );
  }
  console.log(
    [
      '',
      `Soak: ${clients} clients, ${seconds.toFixed(0)} s, ${values.postgres ? 'PostgreSQL' : 'SQLite'}, ${values.parts} parts${hasBuild ? '' : ' (no site build: no page requests)'}`,
      '',
      '| kind | requests | errors | 5xx | 4xx | p50 ms | p99 ms |',
      '|---|---:|---:|---:|---:|---:|---:|',
      ...rows,
      '',
      `Total ${total} requests (${(total / seconds).toFixed(0)}/s), ${errors} errors, ${fivexx} 5xx.`,
      `Server memory (RSS, answer cache ${values['cache-mb'] ?? 'default 64'} MB): ${bootRss.toFixed(0)} MB before the warm-up, ${startRss.toFixed(0)} MB after the ${values.warmup} s warm-up, ${halfRss.toFixed(0)} MB half way, ${endRss.toFixed(0)} MB at the end, ${peakRss.toFixed(0)} MB peak; growth ${(endRss - startRss).toFixed(0)} MB over the run, ${(endRss - halfRss).toFixed(0)} MB in its second half.`,
    ].join('\n'),
  );
  if (errors > 0 || fivexx > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
