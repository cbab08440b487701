import { chromium, type Browser } from 'playwright-core';
import {
  chromePath,
  chromiumFlags,
  clientDir,
  requireBrowserAndBuild,
  startServer,
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

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { elementCount?: number; data?: { styleSheetUrl?: string } };
}

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
export function figuresOf(events: TraceEvent[]): LoadFigures {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('no first contentful paint in the trace');
  const after = events.filter(
    (e) => e.ph === 'X' && e.pid === fcp.pid && e.tid === fcp.tid && e.ts >= fcp.ts,
  );
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
        includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
      },
    });
    await page.goto(url, { waitUntil: 'load' });
    await page
      .waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
        timeout: 15_000,
      })
      .catch(() => console.error(`${url}: data-hydrated never set`));
    // Then what follows the hydration: data, the web fonts' swap.
    await page.waitForTimeout(1500);
    await cdp.send('Tracing.end');
    await complete;
    return figuresOf(events);
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

// Run as a script (not when a test imports figuresOf).
if (import.meta.filename === process.argv[1]) {
  requireBrowserAndBuild();
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3320), {
    WEB_BUILD_DIR: clientDir,
  });
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: chromePath, args: chromiumFlags });
    console.log(
      `Style, layout and stylesheet parsing after the first paint, median of ${runs} loads (unthrottled ms), ${new Date().toISOString()}`,
    );
    console.log(
      '| route | style recalc total | largest (elements) | layout total | largest layout | stylesheets parsed after the first paint |',
    );
    console.log('|---|---|---|---|---|---|');
    for (const route of routes) {
      const loads: LoadFigures[] = [];
      for (let i = 0; i < runs; i++) loads.push(await oneLoad(browser, server.url + route));
      const m = (pick: (f: LoadFigures) => number) => median(loads.map(pick)).toFixed(1);
      const sheets = [...new Set(loads.flatMap((f) => f.sheets))];
      console.log(
        `| ${route} | ${m((f) => f.style)} | ${m((f) => f.largestStyle)} (${median(loads.map((f) => f.largestStyleElements))}) | ${m((f) => f.layout)} | ${m((f) => f.largestLayout)} | ${sheets.length ? `${m((f) => f.sheetParse)} ms: ${sheets.join(', ')}` : 'none'} |`,
      );
    }
  } finally {
    await browser?.close();
    server.stop();
  }
}
