import type { Browser } from 'playwright-core';
import {
  afterFirstPaint,
  median,
  requireBrowserAndBuild,
  traceLoad,
  withServerAndBrowser,
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

/** One load of `url`: the durations (ms, unthrottled) of the main-thread tasks from the first contentful paint on. */
async function tasksOfOneLoad(browser: Browser, url: string): Promise<number[]> {
  // A second after the hydration for what runs then (data requests, lazy chunks).
  const events = await traceLoad(
    browser,
    url,
    ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
    1000,
  );
  return afterFirstPaint(events, url)
    .filter((e) => e.name === 'RunTask')
    .map((e) => (e.dur ?? 0) / 1000);
}

const blocking = (tasks: number[]) =>
  tasks.reduce((sum, ms) => sum + Math.max(0, ms * slowdown - 50), 0);

await withServerAndBrowser(Number(process.env.BENCH_PORT ?? 3310), async (url, browser) => {
  console.log(
    `Main-thread tasks after the first paint, ${runs} loads per route, ×${slowdown} as Lighthouse's phone, ${new Date().toISOString()}`,
  );
  console.log(
    '| route | blocking time ×4 (median) | range | long tasks ×4 of the median load (ms) |',
  );
  console.log('|---|---|---|---|');
  for (const route of routes) {
    const loads: number[][] = [];
    for (let i = 0; i < runs; i++) loads.push(await tasksOfOneLoad(browser, url + route));
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
});
