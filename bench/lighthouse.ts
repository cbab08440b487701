import { readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  chromePath,
  chromiumFlags,
  clientDir,
  firstLoadAssets,
  median,
  requireBrowserAndBuild,
  startServer,
} from './support.ts';
import { scriptFreeCopy } from './script-free.ts';

// Lighthouse (mobile preset) against production builds served by the real server, on Debian's Chromium.
// Usage: npm run bench:lighthouse -- / /home-startup     (build first: npm run build)
// Every figure is a comparison measured in one run: two series are measured alternately (each round runs
// every route once in each series, the series' order rotating from round to round), so both meet the same
// machine load. The series:
// - default: the build with its scripts, and the same pages without any JavaScript (script-free.ts): the
//   floor the scripts add to;
// - LH_COMPARE=<build dir>[,<build dir>…]: this build against others, all served at once: e.g. builds that
//   leave out or replace one step of the build (bench/boot-variants.ts, decision 0023):
//     node --import tsx bench/boot-variants.ts /tmp/variants product plain-css eager-boot
//     CONTRAIL_BUILD_DIR=/tmp/variants/product LH_COMPARE=/tmp/variants/plain-css,/tmp/variants/eager-boot \
//       npm run bench:lighthouse -- /parts
// LH_RUNS (default 5) rounds. LH_DEBUG=1 also prints the LCP breakdown, render-blocking requests, the request
// chain and script boot-up time.
const routes = process.argv.slice(2).filter((a) => a.startsWith('/'));
if (routes.length === 0) routes.push('/', '/home-startup');
const runs = Number(process.env.LH_RUNS ?? 5);
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

interface Series {
  label: string;
  client: string;
  url: string;
  stop: () => void;
  cleanup?: () => void;
}
interface Sample {
  perf: number;
  lcp: number;
  tbt: number;
  cls: number;
  benchmark: number;
}

requireBrowserAndBuild();
const compare = process.env.LH_COMPARE;
const basePort = Number(process.env.BENCH_PORT ?? 3300);
const series: Series[] = [];
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  const first = await startServer(basePort, { WEB_BUILD_DIR: clientDir });
  series.push({ label: compare ? 'this build' : 'with scripts', client: clientDir, ...first });
  if (compare) {
    for (const [n, dir] of compare.split(',').entries()) {
      const other = join(dir, 'client');
      const server = await startServer(basePort + 1 + n, { WEB_BUILD_DIR: other });
      series.push({ label: dir, client: other, ...server });
    }
  } else {
    const copy = scriptFreeCopy(clientDir, routes);
    const second = await startServer(basePort + 1, { WEB_BUILD_DIR: copy });
    series.push({
      label: 'without scripts',
      client: copy,
      ...second,
      // The script-free copy is the whole build again: no run leaves one behind.
      cleanup: () => rmSync(dirname(copy), { recursive: true, force: true }),
    });
  }
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  const samples = new Map<string, Sample[]>();
  const key = (s: Series, route: string) => `${s.label} ${route}`;
  const measure = async (s: Series, route: string) => {
    for (let failed = 0; ;) {
      const result = await lighthouse(`${s.url}${route}`, {
        port: chrome!.port,
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
      const list = samples.get(key(s, route)) ?? [];
      list.push({
        perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        benchmark: lhr.environment.benchmarkIndex,
      });
      samples.set(key(s, route), list);
      return;
    }
  };
  for (let round = 0; round < runs; round++)
    for (const route of routes)
      for (let i = 0; i < series.length; i++)
        await measure(series[(round + i) % series.length] as Series, route);

  const [loadOne, loadFive] = loadavg();
  console.log(
    `Lighthouse, mobile preset, ${runs} alternated round(s) per route and series, ${new Date().toISOString()}, load average at the end ${loadOne?.toFixed(2)} / ${loadFive?.toFixed(2)}`,
  );
  console.log(
    '| series | route | performance median (range) | LCP | TBT | CLS | first-load JS (gzip) | first-load CSS (gzip) | benchmarkIndex |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  const medians = new Map<string, { perf: number; tbt: number }>();
  for (const route of routes)
    for (const s of series) {
      const list = samples.get(key(s, route)) ?? [];
      const perf = list.map((x) => x.perf);
      const m = { perf: median(perf), tbt: median(list.map((x) => x.tbt)) };
      medians.set(key(s, route), m);
      const bytes = firstLoadBytes(s.client, route);
      console.log(
        `| ${s.label} | ${route} | ${m.perf} (${Math.min(...perf)}–${Math.max(...perf)}) | ${(median(list.map((x) => x.lcp)) / 1000).toFixed(2)} s | ${Math.round(m.tbt)} ms | ${median(list.map((x) => x.cls)).toFixed(3)} | ${kb(bytes.js)} | ${kb(bytes.css)} | ${Math.round(median(list.map((x) => x.benchmark)))} |`,
      );
    }
  const [a, ...others] = series as [Series, ...Series[]];
  for (const b of others) {
    console.log(
      `\n| route | performance: ${a.label} − ${b.label} | TBT: ${a.label} − ${b.label} |`,
    );
    console.log('|---|---|---|');
    for (const route of routes) {
      const x = medians.get(key(a, route));
      const y = medians.get(key(b, route));
      if (x && y)
        console.log(
          `| ${route} | ${x.perf - y.perf >= 0 ? '+' : ''}${x.perf - y.perf} | ${Math.round(x.tbt - y.tbt)} ms |`,
        );
    }
  }
} finally {
  chrome?.kill();
  for (const s of series) {
    s.stop();
    s.cleanup?.();
  }
}
