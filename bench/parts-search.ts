/// <reference lib="dom" />
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { chromePath, chromiumFlags, repoRoot, startServer } from './support.ts';

// Part search as a visitor feels it: in Chromium, type a query into the /parts search box and measure
// from the last keystroke to the results shown (debounce + API + render), several queries, median/p95.
// Target (issue 4): results within 150 ms of the last keystroke. The machine's load average is printed
// with the figures: on a shared machine they are upper bounds.
// Usage: npm run bench:parts-search                     (build first: npm run build)
//        npm run bench:parts-search -- --parts 1000000 --data /tmp/cat-1m --cpu 4 --keystrokes
//          --parts N     seed N parts (default 1,000,000; the seeding takes minutes, so --data keeps it)
//          --data DIR    a data dir (SQLite) seeded once and reused by later runs
//          --cpu N       CPU throttle rate through the DevTools protocol (4 = a mid-range phone)
//          --keystrokes  also read the Event Timing API: input-to-paint of every keystroke typed
//          --builds A,B  two client builds (e.g. main's and this branch's), measured alternately
//        WEB_BUILD_DIR=/abs/build/client node --import tsx bench/parts-search.ts   (another build)
//        BENCH_URL=http://127.0.0.1:3100 node --import tsx bench/parts-search.ts   (a running server)
const queries = [
  'an3 5a',
  'AN35A',
  'ms20995-c32',
  'an960-10l',
  'tail wheel spring',
  'nas1149',
  'an4-12a',
  'cotter pin',
  'ms21042',
  'bolt',
];
const { values: options } = parseArgs({
  options: {
    parts: { type: 'string', default: '1000000' },
    data: { type: 'string' },
    cpu: { type: 'string', default: '1' },
    rounds: { type: 'string', default: process.env.ROUNDS ?? '2' },
    keystrokes: { type: 'boolean', default: false },
    builds: { type: 'string' },
  },
});
const rounds = Number(options.rounds);
const cpuRate = Number(options.cpu);
const partCount = Number(options.parts.replace(/_/g, ''));

/** A data dir with the catalogue seeded at `partCount` parts (kept in `--data` for the next run). */
function seededDataDir(): string {
  const dir = options.data ?? mkdtempSync(join(tmpdir(), 'contrail-bench-search-'));
  if (options.data && existsSync(join(dir, 'contrail.db'))) return dir;
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const env = { ...inherited, DATA_DIR: dir };
  const run = (cli: string, args: string[] = []) =>
    spawnSync(
      process.execPath,
      ['--import', 'tsx', join(repoRoot, `apps/api/src/cli/${cli}.ts`), ...args],
      { env, stdio: 'ignore', cwd: repoRoot },
    );
  run('migrate');
  const started = Date.now();
  run('seed', ['--parts', String(partCount), '--force']);
  console.log(
    `Seeded ${partCount.toLocaleString('en')} parts in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return dir;
}

async function server(dataDir: string, port: number, build?: string) {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL, stop: () => undefined };
  return startServer(port, { DATA_DIR: dataDir, ...(build ? { WEB_BUILD_DIR: build } : {}) });
}

declare global {
  interface Window {
    lastKeyAt: number;
    /** Event Timing: the longest entry of each keystroke (interaction), in ms. */
    keystrokes: Map<number, number>;
  }
}

/** Types the query and answers the time from its last keydown to the results on screen, in ms. */
async function measure(page: Page, query: string): Promise<Sample> {
  const box = page.getByTestId('parts-search');
  await box.fill('');
  await page.waitForURL((url) => !url.searchParams.has('q'));
  await box.focus();
  await page.keyboard.type(query, { delay: 35 });
  const handle = await page.waitForFunction(
    (q) => {
      const section = document.querySelector('section[aria-labelledby="parts-heading"]');
      if (!section || section.getAttribute('aria-busy') === 'true') return false;
      if (!document.getElementById('parts-heading')?.textContent?.includes(q)) return false;
      // The rows render deferred (after the heading): wait for the rows of this query.
      const rows = section.querySelector('[data-query]');
      if (rows && rows.getAttribute('data-query') !== q) return false;
      if (!section.querySelector('[data-part-row]') && !section.textContent?.includes('No parts'))
        return false;
      const shown = performance.now();
      const fetches = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/api/models/assemblies/parts/search/'));
      const last = fetches.at(-1) as PerformanceResourceTiming | undefined;
      return {
        total: shown - window.lastKeyAt,
        toRequest: last ? last.startTime - window.lastKeyAt : NaN,
        api: last ? last.responseEnd - last.startTime : NaN,
        render: last ? shown - last.responseEnd : NaN,
      };
    },
    query,
    { polling: 'raf', timeout: 10_000 },
  );
  return (await handle.jsonValue()) as Sample;
}

interface Sample {
  total: number;
  /** Last keydown → search request sent (the debounce, the URL update, the dispatch). */
  toRequest: number;
  api: number;
  /** Response received → results on screen. */
  render: number;
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

interface Target {
  name: string;
  url: string;
  page: Page;
  samples: Sample[];
  keystrokes: number[];
  stop: () => void;
}

const loadBefore = load();
const dataDir = process.env.BENCH_URL ? '' : seededDataDir();
const builds = options.builds?.split(',') ?? [undefined];
const browser = await chromium.launch({ executablePath: chromePath, args: chromiumFlags });
const targets: Target[] = [];
try {
  for (const [index, build] of builds.entries()) {
    const running = await server(dataDir, Number(process.env.BENCH_PORT ?? 3330) + index, build);
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    targets.push({
      name: build ?? 'this build',
      url: running.url,
      page,
      samples: [],
      keystrokes: [],
      stop: running.stop,
    });
    await page.goto(`${running.url}/parts`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    if (cpuRate > 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    }
    await page.evaluate(() => {
      window.lastKeyAt = 0;
      window.keystrokes = new Map();
      document
        .querySelector('[data-testid="parts-search"]')
        ?.addEventListener('keydown', () => (window.lastKeyAt = performance.now()), true);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[]) {
          if (!entry.interactionId) continue;
          const longest = window.keystrokes.get(entry.interactionId) ?? 0;
          window.keystrokes.set(entry.interactionId, Math.max(longest, entry.duration));
        }
      }).observe({
        type: 'event',
        durationThreshold: 16,
        buffered: true,
      } as PerformanceObserverInit);
    });
    await measure(page, 'warm up');
  }
  // Alternate: each query runs on every build before the next, so load on the machine hits all alike.
  for (let round = 0; round < rounds; round++)
    for (const query of queries)
      for (const target of targets) target.samples.push(await measure(target.page, query));
  for (const target of targets) {
    const values = await target.page.evaluate(() => [...window.keystrokes.values()]);
    target.keystrokes.push(...values);
  }

  console.log(
    `Parts search in Chromium at ${partCount.toLocaleString('en')} parts, last keystroke → results shown, ${new Date().toISOString()}`,
  );
  console.log(
    `${queries.length} queries × ${rounds} rounds, CPU ${cpuRate > 1 ? `${cpuRate}× throttled` : 'not throttled'}`,
  );
  console.log(`Load average (1, 5, 15 min): ${loadBefore} before, ${load()} after`);
  console.log(
    '| build | samples | median | p95 | max | last key → request | API | response → on screen |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const target of targets) {
    const all = target.samples.map((sample) => sample.total);
    const part = (key: keyof Sample) =>
      pct(
        target.samples.map((sample) => sample[key]),
        50,
      ).toFixed(0);
    console.log(
      `| ${target.name} | ${all.length} | ${pct(all, 50).toFixed(0)} ms | ${pct(all, 95).toFixed(0)} ms | ${Math.max(...all).toFixed(0)} ms | ${part('toRequest')} ms | ${part('api')} ms | ${part('render')} ms |`,
    );
  }
  if (options.keystrokes) {
    console.log(
      'Keystrokes, input to next paint (Event Timing, entries ≥ 16 ms counted; the rest are < 16 ms):',
    );
    console.log('| build | keystrokes typed | ≥ 16 ms | median of those | p95 of those | max |');
    console.log('|---|---:|---:|---:|---:|---:|');
    const typed = rounds * queries.reduce((sum, query) => sum + query.length, 0);
    for (const target of targets) {
      const k = target.keystrokes;
      console.log(
        `| ${target.name} | ${typed} | ${k.length} | ${pct(k, 50).toFixed(0)} ms | ${pct(k, 95).toFixed(0)} ms | ${k.length ? Math.max(...k).toFixed(0) : 0} ms |`,
      );
    }
  }
} finally {
  await browser.close();
  for (const target of targets) target.stop();
}
