/**
 * Where a first search spends its time (issue 25 §3), in process: runs distinct queries from
 * bench/search-queries.ts through the catalogue search of a seeded database, one after another,
 * and reports the CPU time per search and the wall time spent in each store read. With the answer
 * cache out of the way, this is what one uncached search costs without HTTP.
 *
 *   node --import tsx bench/search-profile.ts --db sqlite:/tmp/dir/api-load-1000000.db
 *   node --import tsx bench/search-profile.ts --db postgres://postgres@127.0.0.1:5432/name
 *   options: --queries N (default 1000)  --group (the grouped answer, ?group=part)
 *            --rounds N (repeat the same queries; the first round warms the process)
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { searchResultLimit } from '@contrail/contracts';
import {
  createCatalogueStore,
  type CatalogueStore,
} from '../apps/api/src/catalogue/catalogue-store.ts';
import { createPartSearch, searchTerms } from '../apps/api/src/catalogue/part-search.ts';
import { withVocabulary } from '../apps/api/src/catalogue/vocabulary.ts';
import { withKeyIndex } from '../apps/api/src/catalogue/key-index.ts';
import { createDb, type DbHandle } from '../apps/api/src/db/index.ts';
import { searchQueriesFrom } from './search-queries.ts';

/** The store with the wall time of every read added up by name. */
function timed(store: CatalogueStore, spent: Map<string, { ms: number; calls: number }>) {
  const out = { ...store } as Record<string, unknown>;
  for (const [name, value] of Object.entries(store)) {
    if (typeof value !== 'function') continue;
    const read = value as (...args: unknown[]) => unknown;
    out[name] = async (...args: unknown[]) => {
      const started = performance.now();
      try {
        return await read(...args);
      } finally {
        const entry = spent.get(name) ?? { ms: 0, calls: 0 };
        entry.ms += performance.now() - started;
        entry.calls += 1;
        spent.set(name, entry);
      }
    };
  }
  return out as unknown as CatalogueStore;
}

async function sample(handle: DbHandle) {
  const numbers = await handle.db
    .selectFrom('part_numbers')
    .select('part_number')
    .distinct()
    .execute();
  const descriptions = await handle.db
    .selectFrom('part_descriptions')
    .select('description')
    .execute();
  // Sorted here, not by the database: both databases give the same list (collations differ).
  const sorted = (list: string[]) => list.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    partNumbers: sorted(numbers.map((row) => row.part_number)),
    descriptions: sorted(descriptions.map((row) => row.description)),
  };
}

/**
 * PostgreSQL on this machine: the CPU time (ms) each backend serving this database has used so
 * far (Linux /proc), to count the database's share of a search too; empty elsewhere.
 */
async function databaseCpuMs(handle: DbHandle): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (!handle.pool) return out;
  const { rows } = await handle.pool.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database()',
  );
  for (const { pid } of rows) {
    if (!existsSync(`/proc/${pid}/stat`)) continue;
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime, in clock ticks (100 per second).
    out.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
  }
  return out;
}

/** CPU used since `before` by the backends alive now (a backend that closed meanwhile is missed). */
const databaseCpuSince = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);

async function main() {
  const { values } = parseArgs({
    options: {
      db: { type: 'string' },
      queries: { type: 'string', default: '1000' },
      rounds: { type: 'string', default: '2' },
      group: { type: 'boolean', default: false },
      // Without the in-memory key index (what a search cost before it).
      before: { type: 'boolean', default: false },
    },
  });
  const url = values.db ?? process.env.DATABASE_URL;
  if (!url) throw new Error('--db sqlite:FILE or postgres://… is required');
  const handle = url.startsWith('sqlite:')
    ? createDb({ sqliteFile: url.slice('sqlite:'.length) })
    : createDb({ url });
  const queries = searchQueriesFrom(await sample(handle), Number(values.queries));
  const spent = new Map<string, { ms: number; calls: number }>();
  const raw = await createCatalogueStore(handle);
  const store = timed(raw, spent);
  const version = () => Promise.resolve(1);
  const search = createPartSearch(
    values.before
      ? withVocabulary(store, { version })
      : withKeyIndex(withVocabulary(store, { version }), { version }),
  );
  const rounds = Number(values.rounds);
  for (let round = 1; round <= rounds; round += 1) {
    spent.clear();
    const byKind = new Map<string, number[]>();
    const times: number[] = [];
    let bytes = 0;
    const databaseBefore = await databaseCpuMs(handle);
    const cpu = process.cpuUsage();
    const wall = performance.now();
    for (const { query, kind } of queries) {
      const started = performance.now();
      const terms = searchTerms(query);
      const result = values.group
        ? await search.searchParts(terms, searchResultLimit, 0)
        : await search.searchTerms(terms, searchResultLimit, 0);
      // The answer's body, as the route builds it.
      bytes += `[${result.parts.join(',')}]`.length;
      const ms = performance.now() - started;
      times.push(ms);
      byKind.set(kind, [...(byKind.get(kind) ?? []), ms]);
    }
    const used = process.cpuUsage(cpu);
    const elapsed = performance.now() - wall;
    const database = databaseCpuSince(databaseBefore, await databaseCpuMs(handle));
    const sorted = [...times].sort((a, b) => a - b);
    const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
    const f = (n: number | undefined, d = 2) => (n ?? 0).toFixed(d);
    console.log(
      `round ${round}: ${queries.length} ${values.group ? 'grouped' : 'row'} searches, wall ${f(elapsed / queries.length)} ms/search, CPU ${f((used.user + used.system) / 1000 / queries.length)} ms/search${handle.dialect === 'postgres' ? ` (+ database ${f(database / queries.length)})` : ''}, p50 ${f(pct(0.5))} p99 ${f(pct(0.99))} max ${f(sorted.at(-1))} ms, ${f(bytes / queries.length / 1024, 1)} KB/answer; load ${f(loadavg()[0], 1)}`,
    );
    if (round < rounds) continue;
    for (const [kind, list] of byKind) {
      const mean = list.reduce((a, b) => a + b, 0) / list.length;
      console.log(`  ${kind.padEnd(14)} ${String(list.length).padStart(5)} × ${f(mean)} ms`);
    }
    const reads = [...spent.entries()].sort((a, b) => b[1].ms - a[1].ms);
    for (const [name, { ms, calls }] of reads) {
      console.log(
        `  ${name.padEnd(20)} ${f(ms / queries.length, 3)} ms/search over ${calls} calls`,
      );
    }
  }
  raw.close();
  await handle.close();
}

await main();
