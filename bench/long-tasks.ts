import { chromium, type Browser } from 'playwright-core';
import {
  chromePath,
  chromiumFlags,
  clientDir,
  requireBrowserAndBuild,
  startServer,
} from './support.ts';

// The main-thread tasks of a page load, from a Chromium trace: what Lighthouse's Total Blocking Time is made
// of. Lighthouse (mobile) simulates a phone by multiplying each task of an unthrottled load by 4; this does
// the same, so a task counts as "long" from 12.5 ms here (50 ms on the phone). On a busy machine Lighthouse's
// score moves by ten points from run to run; the list of long tasks, median of several loads, moves less and
// says which task to work on.
// Usage: npm run bench:tasks -- / /home-startup /parts      (build first: npm run build)
// TASK_RUNS (default 7) loads per route; CONTRAIL_BUILD_DIR measures a build made elsewhere.
const routes = process.argv.slice(2).filter((a) => a.startsWith('/'));
if (routes.length === 0) routes.push('/', '/home-startup', '/parts');
const runs = Number(process.env.TASK_RUNS ?? 7);
const slowdown = 4;
requireBrowserAndBuild();

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

/** One load of `url`: the durations (ms, unthrottled) of the main-thread tasks from the first contentful paint on. */
async function tasksOfOneLoad(browser: Browser, url: string): Promise<number[]> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (data) =>
      events.push(...(data.value as unknown as TraceEvent[])),
    );
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      traceConfig: {
        includedCategories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'loading',
        ],
      },
    });
    await page.goto(url, { waitUntil: 'load' });
    // The page is interactive once every section has hydrated (root.tsx sets data-hydrated); then a
    // second for what runs after (data requests, lazy chunks).
    await page
      .waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
        timeout: 15_000,
      })
      .catch(() => console.error(`${url}: data-hydrated never set`));
    await page.waitForTimeout(1000);
    await cdp.send('Tracing.end');
    await complete;
    const fcp = events.find((e) => e.name === 'firstContentfulPaint');
    if (!fcp) throw new Error(`${url}: no first contentful paint in the trace`);
    return events
      .filter(
        (e) =>
          e.name === 'RunTask' &&
          e.ph === 'X' &&
          e.pid === fcp.pid &&
          e.tid === fcp.tid &&
          e.ts >= fcp.ts,
      )
      .map((e) => (e.dur ?? 0) / 1000);
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
const blocking = (tasks: number[]) =>
  tasks.reduce((sum, ms) => sum + Math.max(0, ms * slowdown - 50), 0);

const server = await startServer(Number(process.env.BENCH_PORT ?? 3310), {
  WEB_BUILD_DIR: clientDir,
});
let browser: Browser | undefined;
try {
  browser = await chromium.launch({
    executablePath: chromePath,
    args: chromiumFlags,
  });
  console.log(
    `Main-thread tasks after the first paint, ${runs} loads per route, ×${slowdown} as Lighthouse's phone, ${new Date().toISOString()}`,
  );
  console.log(
    '| route | blocking time ×4 (median) | range | long tasks ×4 of the median load (ms) |',
  );
  console.log('|---|---|---|---|');
  for (const route of routes) {
    const loads: number[][] = [];
    for (let i = 0; i < runs; i++) loads.push(await tasksOfOneLoad(browser, server.url + route));
    const totals = loads.map(blocking);
    const mid = median(totals);
    const typical = loads[totals.indexOf(mid)] ?? [];
    const long = typical
      .map((ms) => ms * slowdown)
      .filter((ms) => ms > 50)
      .sort((a, b) => b - a)
      .map((ms) => Math.round(ms));
    console.log(
      `| ${route} | ${Math.round(mid)} ms | ${Math.round(Math.min(...totals))}–${Math.round(Math.max(...totals))} ms | ${long.join(', ') || 'none'} |`,
    );
  }
} finally {
  await browser?.close();
  server.stop();
}
