import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  chromePath,
  chromiumFlags,
  clientDir,
  firstLoadAssets,
  requireBrowserAndBuild,
  startServer,
} from './support.ts';
import { scriptFreeCopy } from './script-free.ts';

// Lighthouse (mobile preset) against the production build served by the real server, on Debian's Chromium.
// Usage: npm run bench:lighthouse -- / /home-startup     (build first: npm run build)
// LH_NOSCRIPT=1 measures the same routes with no JavaScript (script-free.ts): the floor the scripts add to.
// LH_DEBUG=1 also prints the LCP breakdown, render-blocking requests, the request chain and script boot-up time.
const routes = process.argv.slice(2).filter((a) => a.startsWith('/'));
if (routes.length === 0) routes.push('/', '/home-startup');
const runs = Number(process.env.LH_RUNS ?? 3);
// CONTRAIL_BUILD_DIR: measure a build made elsewhere (the server started below serves that build).

/** First-load JS and CSS of a prerendered page: every script, modulepreload and stylesheet its HTML names, gzipped. */
function firstLoadBytes(client: string, route: string) {
  let js = 0;
  let css = 0;
  for (const asset of firstLoadAssets(client, route)) {
    const size = gzipSync(readFileSync(join(client, asset)), { level: 9 }).length;
    if (asset.endsWith('.css')) css += size;
    else js += size;
  }
  return { js, css };
}

requireBrowserAndBuild();
const noScript = process.env.LH_NOSCRIPT === '1';
const served = noScript ? scriptFreeCopy(clientDir, routes) : clientDir;
const server = await startServer(Number(process.env.BENCH_PORT ?? 3300), { WEB_BUILD_DIR: served });
// A browser that fails to start must not leave the server running (the process would never exit).
const chrome = await chromeLauncher
  .launch({
    chromePath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  })
  .catch((error: unknown) => {
    server.stop();
    throw error;
  });
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
try {
  console.log(
    `Lighthouse ${runs} run(s) per route, mobile preset, ${noScript ? 'pages without JavaScript (LH_NOSCRIPT), ' : ''}${new Date().toISOString()}`,
  );
  console.log(
    '| route | performance (range) | LCP | TBT | CLS | first-load JS (gzip) | first-load CSS (gzip) | benchmarkIndex |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const route of routes) {
    const perf: number[] = [];
    const lcp: number[] = [];
    const tbt: number[] = [];
    const cls: number[] = [];
    const benchmark: number[] = [];
    let failed = 0;
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${server.url}${route}`, {
        port: chrome.port,
        output: 'json',
        onlyCategories: ['performance'],
        logLevel: 'error',
      });
      if (!result) throw new Error(`no Lighthouse result for ${route}`);
      const { lhr } = result;
      // A run whose trace Lighthouse could not record (NO_NAVSTART and the like) has no figures: it is
      // run again rather than counted as a score of 0 (up to 3 times a route).
      if (lhr.runtimeError) {
        console.error(`${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        if (++failed > 3) throw new Error(`${route}: Lighthouse failed ${failed} times`);
        i--;
        continue;
      }
      if (process.env.LH_DEBUG) {
        for (const id of [
          'lcp-breakdown-insight',
          'render-blocking-insight',
          'network-dependency-tree-insight',
          'first-contentful-paint',
          'speed-index',
          'bootup-time',
          'long-tasks',
          'layout-shifts',
        ]) {
          const audit = lhr.audits[id];
          if (audit)
            console.error(
              id,
              audit.displayValue ?? '',
              JSON.stringify(audit.details)?.slice(0, 3000),
            );
        }
      }
      perf.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
      lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN);
      tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? NaN);
      cls.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN);
      benchmark.push(lhr.environment.benchmarkIndex);
    }
    const bytes = firstLoadBytes(served, route);
    console.log(
      `| ${route} | ${median(perf)} (${Math.min(...perf)}–${Math.max(...perf)}) | ${(median(lcp) / 1000).toFixed(2)} s | ${Math.round(median(tbt))} ms | ${median(cls).toFixed(3)} | ${kb(bytes.js)} | ${kb(bytes.css)} | ${Math.round(median(benchmark))} |`,
    );
  }
} finally {
  chrome.kill();
  server.stop();
  // The script-free copy is the whole build again: no run leaves one behind.
  if (noScript) rmSync(dirname(served), { recursive: true, force: true });
}
