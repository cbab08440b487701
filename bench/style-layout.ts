import type { Browser } from 'playwright-core';
import {
  afterFirstPaint,
  median,
  requireBrowserAndBuild,
  traceLoad,
  withServerAndBrowser,
  type TraceEvent,
} from './support.ts';

// The browser's own work after the first paint of a page load, from a Chromium trace: style recalculations,
// layouts and stylesheet parses (unthrottled; Lighthouse's phone multiplies each by 4). A stylesheet that
// arrives after the first paint shows up here as a parse plus a restyle of the whole document; a font swap
// as a layout of every line of text. `bench:tasks` says how long the tasks are; this says what the browser
// did in them that no script change can make cheaper.
// Usage: npm run bench:style -- /parts /      (build first: npm run build)
// STYLE_RUNS (default 5) loads per route; CONTRAIL_BUILD_DIR measures a build made elsewhere.
const routes = process.argv.slice(2).filter((a) => a.startsWith('/'));
if (routes.length === 0) routes.push('/', '/parts');
const runs = Number(process.env.STYLE_RUNS ?? 5);

export interface LoadFigures {
  /** Style recalculations after the first paint: total ms, the largest, and the elements it restyled. */
  style: number;
  largestStyle: number;
  largestStyleElements: number;
  layout: number;
  largestLayout: number;
  /** Stylesheets parsed after the first paint (ms) and their files. */
  sheetParse: number;
  sheets: string[];
}

/** What a trace says about style, layout and stylesheet parsing on the first paint's thread after it. */
export function figuresOf(events: readonly TraceEvent[]): LoadFigures {
  const after = afterFirstPaint(events);
  const ms = (e: TraceEvent) => (e.dur ?? 0) / 1000;
  const styles = after.filter((e) => e.name === 'UpdateLayoutTree');
  const layouts = after.filter((e) => e.name === 'Layout');
  const parses = after.filter((e) => e.name === 'ParseAuthorStyleSheet');
  const largest = styles.reduce<TraceEvent | undefined>(
    (max, e) => (!max || ms(e) > ms(max) ? e : max),
    undefined,
  );
  return {
    style: styles.reduce((sum, e) => sum + ms(e), 0),
    largestStyle: largest ? ms(largest) : 0,
    largestStyleElements: largest?.args?.elementCount ?? 0,
    layout: layouts.reduce((sum, e) => sum + ms(e), 0),
    largestLayout: Math.max(0, ...layouts.map(ms)),
    sheetParse: parses.reduce((sum, e) => sum + ms(e), 0),
    sheets: parses.map((e) => (e.args?.data?.styleSheetUrl ?? '').replace(/^.*\//, '')),
  };
}

async function oneLoad(browser: Browser, url: string): Promise<LoadFigures> {
  // Then what follows the hydration: data, the web fonts' swap.
  const events = await traceLoad(
    browser,
    url,
    ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    1500,
  );
  return figuresOf(events);
}

// Run as a script (not when a test imports figuresOf).
if (import.meta.filename === process.argv[1]) {
  requireBrowserAndBuild();
  await withServerAndBrowser(Number(process.env.BENCH_PORT ?? 3320), async (url, browser) => {
    console.log(
      `Style, layout and stylesheet parsing after the first paint, median of ${runs} loads (unthrottled ms), ${new Date().toISOString()}`,
    );
    console.log(
      '| route | style recalc total | largest (elements) | layout total | largest layout | stylesheets parsed after the first paint |',
    );
    console.log('|---|---|---|---|---|---|');
    for (const route of routes) {
      const loads: LoadFigures[] = [];
      for (let i = 0; i < runs; i++) loads.push(await oneLoad(browser, url + route));
      const m = (pick: (f: LoadFigures) => number) => median(loads.map(pick)).toFixed(1);
      const sheets = [...new Set(loads.flatMap((f) => f.sheets))];
      console.log(
        `| ${route} | ${m((f) => f.style)} | ${m((f) => f.largestStyle)} (${median(loads.map((f) => f.largestStyleElements))}) | ${m((f) => f.layout)} | ${m((f) => f.largestLayout)} | ${sheets.length ? `${m((f) => f.sheetParse)} ms: ${sheets.join(', ')}` : 'none'} |`,
      );
    }
  });
}
