import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { chromePath, chromiumFlags } from '../e2e/support/chromium.ts';

export const repoRoot = join(import.meta.dirname, '..');

/** Starts the production server (API + built site) on a fresh data dir and waits for /api/health. */
export async function startServer(
  port: number,
  extraEnv: Record<string, string> = {},
): Promise<{ url: string; stop: () => void; process: ChildProcess }> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'contrail-bench-')),
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  // With several workers (WORKERS), wait until the server says every one serves: connections made
  // while only the first one listens would all stay with it.
  const workers = env.WORKERS && env.WORKERS !== '1';
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'apps/api/src/server.ts')],
    {
      env,
      stdio: workers ? ['ignore', 'ignore', 'inherit', 'ipc'] : ['ignore', 'ignore', 'inherit'],
      cwd: repoRoot,
    },
  );
  let ready = !workers;
  child.on('message', (message) => {
    if (message === 'ready') ready = true;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if (ready && (await fetch(`${url}/api/health`)).ok)
        return { url, stop: () => child.kill('SIGTERM'), process: child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error('server did not start within 120 s');
}

/** The client side of the build the benches measure: `CONTRAIL_BUILD_DIR` (a build made elsewhere) or the repo's. */
export const clientDir = join(
  process.env.CONTRAIL_BUILD_DIR || join(repoRoot, 'apps/web/build'),
  'client',
);

/** The prerendered HTML file of a route inside a client build. */
export function htmlFileOf(client: string, route: string): string {
  const folder = route.replace(/^\/|\/$/g, '');
  return folder ? join(client, folder, 'index.html') : join(client, 'index.html');
}

/** The scripts, module preloads and stylesheets a prerendered page names: what it loads first. */
export function firstLoadAssets(client: string, route: string): Set<string> {
  const html = readFileSync(htmlFileOf(client, route), 'utf8');
  return new Set([...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] as string));
}

/** Debian's Chromium (or `CHROME_PATH`), started as the browser tests start it: nothing reaches the network. */
export { chromePath, chromiumFlags };

/** Exits with a clear message when the browser or the build a browser bench needs is missing. */
export function requireBrowserAndBuild() {
  if (!existsSync(chromePath)) {
    console.error(
      `No Chromium at ${chromePath}: install Debian's (apt-get install -y chromium) or set CHROME_PATH.`,
    );
    process.exit(1);
  }
  if (!existsSync(join(clientDir, 'index.html'))) {
    console.error(`No build at ${clientDir}: run npm run build first (or set CONTRAIL_BUILD_DIR).`);
    process.exit(1);
  }
}

/** The middle value (the upper one of an even count); NaN for none. */
export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN;

/** Runs `use` against the production server on the measured build (`clientDir`) and a Chromium. */
export async function withServerAndBrowser(
  port: number,
  use: (url: string, browser: Browser) => Promise<void>,
): Promise<void> {
  const server = await startServer(port, { WEB_BUILD_DIR: clientDir });
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: chromePath, args: chromiumFlags });
    await use(server.url, browser);
  } finally {
    await browser?.close();
    server.stop();
  }
}

/** One event of a Chromium trace: the fields the benches read. */
export interface TraceEvent {
  name: string;
  /** Phase: 'X' a complete event with a duration, 'R' a mark, … */
  ph: string;
  /** Start and duration, µs. */
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { elementCount?: number; data?: { styleSheetUrl?: string } };
}

/**
 * One load of `url` in a phone-sized page (Lighthouse's mobile viewport), traced with `categories`
 * from the navigation until `settleMs` after the page has hydrated (root.tsx sets data-hydrated).
 */
export async function traceLoad(
  browser: Browser,
  url: string,
  categories: readonly string[],
  settleMs: number,
): Promise<TraceEvent[]> {
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
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: [...categories] } });
    await page.goto(url, { waitUntil: 'load' });
    await page
      .waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
        timeout: 15_000,
      })
      .catch(() => console.error(`${url}: data-hydrated never set`));
    await page.waitForTimeout(settleMs);
    await cdp.send('Tracing.end');
    await complete;
    return events;
  } finally {
    await context.close();
  }
}

/** The complete events on the first contentful paint's thread from the paint on; `where` names the load in the error. */
export function afterFirstPaint(events: readonly TraceEvent[], where?: string): TraceEvent[] {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error(`${where ? `${where}: ` : ''}no first contentful paint in the trace`);
  return events.filter(
    (e) => e.ph === 'X' && e.pid === fcp.pid && e.tid === fcp.tid && e.ts >= fcp.ts,
  );
}

/**
 * `document` with the section under `markdown`'s first line (a heading) replaced by `markdown`: from that heading
 * to the next heading of the same or a higher level, so the subsections that follow it stay. Appended when the
 * document has no such heading.
 */
export function withSection(document: string, markdown: string): string {
  const heading = markdown.split('\n', 1)[0] ?? '';
  const level = /^#+/.exec(heading)?.[0].length ?? 0;
  if (level === 0) throw new Error(`withSection: "${heading}" is no heading`);
  const lines = document.split('\n');
  const start = lines.indexOf(heading);
  if (start < 0) return `${document.trimEnd()}\n\n${markdown}\n`;
  const end = lines.findIndex(
    (line, i) => i > start && /^#+ /.test(line) && (/^#+/.exec(line)?.[0].length ?? 0) <= level,
  );
  return [
    ...lines.slice(0, start),
    ...markdown.split('\n'),
    '',
    ...(end < 0 ? [] : lines.slice(end)),
  ].join('\n');
}
