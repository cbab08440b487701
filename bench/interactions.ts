/// <reference lib="dom" />
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import {
  chromePath,
  chromiumFlags,
  clientDir,
  median,
  repoRoot,
  requireBrowserAndBuild,
  startServer,
} from './support.ts';
import { interactionsOf, type TimedEvent } from './interactions-events.ts';

// Responsiveness (issue 38 §4): how long the page takes from an input to the paint that answers it, read
// from the Event Timing API (PerformanceObserver `event` with durationThreshold 16, plus `first-input`) on
// a CPU slowed 4× through CDP, for six interactions a visitor makes. Each run is a fresh page; the figure
// of an interaction is its longest event (input delay + processing + presentation), as INP counts it.
// Target: at most 100 ms each. The machine's load average is printed with the figures.
// Usage: npm run build && npm run -s bench:interactions                 (every case, RUNS=5 pages each)
//        npm run -s bench:interactions -- mega-menu parts-typing          (some cases)
//        COMPARE_BUILD_DIR=/abs/other-build npm run -s bench:interactions (that build against this one,
//                                                                          runs alternated)
//        CONTRAIL_BUILD_DIR measures a build made elsewhere; BENCH_PORT (default 3340) and the next port.
requireBrowserAndBuild();

const runs = Number(process.env.RUNS ?? 5);
const cpuSlowdown = 4;
/** Event Timing reports events from this long on (its floor); a shorter interaction counts as this. */
const durationThreshold = 16;
/** Keystrokes a second of a quick typist: the gap between two keys. */
const keyGapMs = 120;

const desktop: BrowserContextOptions = { viewport: { width: 1366, height: 768 } };
const phone: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};

interface Case {
  name: string;
  what: string;
  route: string;
  context: BrowserContextOptions;
  /** Gets the page ready for the interaction (scrolled to the section), before anything is timed. */
  prepare?: (page: Page) => Promise<void>;
  /** The interaction; answers how many interactions it made. */
  act: (page: Page) => Promise<number>;
  /** Runs in the page: holds once the interaction's answer is on screen (the "on screen" column). */
  shown: () => boolean;
}

const partNumber = 'MS20995C32';

const cases: Case[] = [
  {
    name: 'mega-menu',
    what: 'open the Home mega-menu (1366 px)',
    route: '/',
    context: desktop,
    // A build that renders the panels once idle (decision 0024) has done so (up to 5 s; other builds wait 5 s).
    prepare: async (page) => {
      await page
        .waitForFunction(() => document.querySelector('[data-mega-menu] a'), null, {
          timeout: 5000,
        })
        .catch(() => undefined);
    },
    act: async (page) => {
      await page.locator('nav[aria-label="Main"] button', { hasText: 'Home' }).first().click();
      return 1;
    },
    // The panel the pressed button controls shows its links (closed panels are hidden or, primed, invisible).
    shown: () => {
      const button = document.querySelector('nav[aria-label="Main"] button[aria-expanded="true"]');
      const panel = button && document.getElementById(button.getAttribute('aria-controls') ?? '');
      return !!panel?.querySelector('a') && getComputedStyle(panel).visibility === 'visible';
    },
  },
  {
    name: 'portfolio-filter',
    what: 'a portfolio filter (/portfolio/classic-three-column)',
    route: '/portfolio/classic-three-column',
    context: desktop,
    prepare: async (page) => {
      await page
        .getByRole('group', { name: 'Filter projects by category' })
        .scrollIntoViewIfNeeded();
    },
    act: async (page) => {
      await page
        .getByRole('group', { name: 'Filter projects by category' })
        .getByRole('button')
        .nth(1)
        .click();
      return 1;
    },
    shown: () =>
      document
        .querySelectorAll('[aria-label="Filter projects by category"] button')[1]
        ?.getAttribute('aria-pressed') === 'true',
  },
  {
    name: 'demo-tabs',
    what: 'a demo’s tab switch (/home-application)',
    route: '/home-application',
    context: desktop,
    prepare: async (page) => {
      await page.getByRole('tablist', { name: 'Nightjar’s tools' }).scrollIntoViewIfNeeded();
    },
    act: async (page) => {
      await page.getByRole('tablist', { name: 'Nightjar’s tools' }).getByRole('tab').nth(1).click();
      return 1;
    },
    shown: () =>
      document
        .querySelectorAll('[role=tablist][aria-label="Nightjar’s tools"] [role=tab]')[1]
        ?.getAttribute('aria-selected') === 'true',
  },
  {
    name: 'pricing-switch',
    what: 'the pricing monthly/yearly switch (/home-startup)',
    route: '/home-startup',
    context: desktop,
    prepare: async (page) => {
      await page.getByRole('tablist', { name: 'Billing period' }).scrollIntoViewIfNeeded();
    },
    act: async (page) => {
      await page.getByRole('tablist', { name: 'Billing period' }).getByRole('tab').nth(1).click();
      return 1;
    },
    shown: () =>
      document
        .querySelectorAll('[role=tablist][aria-label="Billing period"] [role=tab]')[1]
        ?.getAttribute('aria-selected') === 'true',
  },
  {
    name: 'parts-typing',
    what: `type ${partNumber} on /parts (each keystroke, ${keyGapMs} ms apart)`,
    route: '/parts',
    context: desktop,
    prepare: async (page) => {
      await page.getByTestId('parts-search').scrollIntoViewIfNeeded();
    },
    act: async (page) => {
      await page.getByTestId('parts-search').focus();
      await page.keyboard.type(partNumber, { delay: keyGapMs });
      return partNumber.length;
    },
    shown: () =>
      document.querySelector<HTMLInputElement>('[data-testid=parts-search]')?.value ===
      'MS20995C32',
  },
  {
    name: 'mobile-menu',
    what: 'open the mobile menu (390 px, a tap)',
    route: '/',
    context: phone,
    act: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).tap();
      return 1;
    },
    shown: () => !!document.querySelector('dialog[open] nav a'),
  },
];

/**
 * Installed before any script of the page: collects the Event Timing entries in `window.eventTimings`.
 * Source text, not a function: tsx would wrap the inner functions of a function in its own helper.
 */
const observeEvents = `
  window.eventTimings = [];
  const keep = (list) => {
    for (const entry of list.getEntries())
      window.eventTimings.push({
        type: entry.entryType,
        name: entry.name,
        startTime: entry.startTime,
        duration: entry.duration,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
        interactionId: entry.interactionId,
      });
  };
  new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: ${durationThreshold}, buffered: true });
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
`;

/**
 * With RENDERS=1: a stand-in for React DevTools' hook, installed before React loads, that notes after each
 * commit which components rendered in it (mounted, or called again; a subtree React skipped is not walked),
 * in `window.reactRenders`, while `window.recordRenders` is set. A component is named by its function
 * (minified unless the build is made with CONTRAIL_NOMINIFY=1) and the first element it draws.
 */
const recordRenders = `
  window.reactRenders = [];
  const componentTags = new Set([0, 1, 11, 14, 15]);
  const nameOf = (fiber) => {
    const type = fiber.type;
    const fn = type && (type.type || type.render || type);
    const name = (type && type.displayName) || (fn && (fn.displayName || fn.name)) || '?';
    let host = fiber.child;
    while (host && typeof host.type !== 'string') host = host.child;
    if (!host) return name;
    const props = host.memoizedProps || {};
    const mark = props['data-testid'] || props['aria-label'] || props.id || (typeof props.className === 'string' ? props.className.split(' ')[0] : '');
    return name + ' <' + host.type + (mark ? ' ' + mark : '') + '>';
  };
  const walk = (fiber, counts) => {
    for (let child = fiber; child; child = child.sibling) {
      const before = child.alternate;
      if (componentTags.has(child.tag) && (!before || (child.flags & 1) === 1)) {
        const name = nameOf(child);
        counts[name] = (counts[name] || 0) + 1;
      }
      if (child.child && !(before && before.child === child.child)) walk(child.child, counts);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { this.renderers.set(this.renderers.size + 1, renderer); return this.renderers.size; },
    onScheduleFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      if (!window.recordRenders) return;
      const counts = {};
      if (root.current.child) walk(root.current.child, counts);
      window.reactRenders.push({ at: performance.now(), counts });
    },
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    checkDCE() {},
  };
`;
const profileRenders = process.env.RENDERS === '1';

interface Run {
  /** Interaction durations, ms (a keystroke under the threshold counts as the threshold). */
  durations: number[];
  /** The longest interaction's parts, ms. */
  worst: { delay: number; processing: number; presentation: number };
  /** With RENDERS=1: how often each component rendered during the interaction(s). */
  renders: Record<string, number>;
  /** And in how many commits. */
  commits: number;
  /** Each commit: ms after the first input, and how many components rendered in it. */
  commitSizes: { at: number; renders: number }[];
  /** From the input to the frame in which its answer is first on screen, ms (NaN for several inputs). */
  onScreen: number;
}

async function oneRun(browser: Browser, url: string, which: Case): Promise<Run> {
  // bypassCSP: the site's policy forbids eval, which the "on screen" poll uses.
  const context = await browser.newContext({ ...which.context, bypassCSP: true });
  try {
    await context.addInitScript(observeEvents);
    if (profileRenders) await context.addInitScript(recordRenders);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(url + which.route, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
      timeout: 30_000,
    });
    await which.prepare?.(page);
    // The page is idle: what it loads after the hydration (lazy parts, data) has arrived and run.
    await page.waitForLoadState('networkidle');
    // Then idle twice, a second apart: what the page does once idle (rendering closed menus) is done too.
    for (let i = 0; i < 2; i++) {
      await page.evaluate(() => new Promise((r) => requestIdleCallback(r, { timeout: 3000 })));
      if (i === 0) await page.waitForTimeout(1000);
    }
    const before = await page.evaluate(() => {
      Object.assign(window, { recordRenders: true });
      return performance.now();
    });
    // Polls every frame for the answer, from just before the input: the time of the frame that has it.
    const shownAt = page
      .waitForFunction(`(${which.shown.toString()})() && performance.now()`, null, {
        polling: 'raf',
        timeout: 15_000,
      })
      .then(async (handle) => (await handle.jsonValue()) as number);
    const count = await which.act(page);
    const shown = await shownAt;
    // Event Timing reports an event once its frame is presented: give it a few frames.
    await page.waitForTimeout(1000);
    const events = (await page.evaluate(
      () => (window as unknown as { eventTimings: TimedEvent[] }).eventTimings,
    )) as TimedEvent[];
    const timed = interactionsOf(
      events.filter((event) => event.startTime >= before),
      count,
      durationThreshold,
    );
    const commits = profileRenders
      ? ((await page.evaluate(
          () => (window as unknown as { reactRenders: unknown[] }).reactRenders,
        )) as { at: number; counts: Record<string, number> }[])
      : [];
    const renders: Record<string, number> = {};
    for (const commit of commits)
      for (const [name, times] of Object.entries(commit.counts))
        renders[name] = (renders[name] ?? 0) + times;
    const firstInput = events.find((event) => event.startTime >= before && event.interactionId > 0);
    return {
      durations: timed.durations,
      worst: timed.worst,
      renders,
      commits: commits.length,
      commitSizes: commits.map((commit) => ({
        at: Math.round(commit.at - (firstInput?.startTime ?? before)),
        renders: Object.values(commit.counts).reduce((sum, times) => sum + times, 0),
      })),
      // Of a single input only (typing has no one answer to wait for).
      onScreen: count === 1 && firstInput ? Math.max(0, shown - firstInput.startTime) : NaN,
    };
  } finally {
    await context.close();
  }
}

/** The components rendered per run, most often first (RENDERS=1). */
function renderProfile(title: string, runs: readonly Run[]): string {
  const total = new Map<string, number>();
  for (const run of runs)
    for (const [name, times] of Object.entries(run.renders))
      total.set(name, (total.get(name) ?? 0) + times);
  const perRun = (times: number) => Math.round((times / runs.length) * 10) / 10;
  const all = [...total.values()].reduce((sum, times) => sum + times, 0);
  const commits = runs.reduce((sum, run) => sum + run.commits, 0);
  const top = [...total]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([name, times]) => `  ${perRun(times)}× ${name}`);
  const first = runs[0]?.commitSizes.map(({ at, renders }) => `${renders}@${at}ms`).join(' ');
  return [
    `\n${title}: ${perRun(all)} component renders in ${perRun(commits)} commits per run`,
    `  commits of the first run (components rendered @ ms after the first input): ${first}`,
    ...top,
  ].join('\n');
}

function onScreen(runs: readonly Run[]): string {
  const value = median(runs.map((run) => run.onScreen));
  return Number.isNaN(value) ? '–' : `${Math.round(value)} ms`;
}

interface Build {
  label: string;
  dir: string;
  url: string;
}

async function main() {
  const chosen = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const selected = chosen.length ? cases.filter((c) => chosen.includes(c.name)) : cases;
  if (selected.length === 0) throw new Error(`no case named ${chosen.join(', ')}`);
  const port = Number(process.env.BENCH_PORT ?? 3340);
  const dataDir = mkdtempSync(join(tmpdir(), 'contrail-bench-interactions-'));
  // /parts searches the seeded catalogue.
  for (const cli of ['migrate', 'seed'])
    spawnSync(process.execPath, ['--import', 'tsx', join(repoRoot, `apps/api/src/cli/${cli}.ts`)], {
      env: { ...process.env, DATABASE_URL: undefined, DATA_DIR: dataDir },
      stdio: 'ignore',
      cwd: repoRoot,
    });
  const builds: { label: string; dir: string }[] = [{ label: 'this build', dir: clientDir }];
  if (process.env.COMPARE_BUILD_DIR)
    builds.unshift({ label: 'compared', dir: join(process.env.COMPARE_BUILD_DIR, 'client') });
  const servers = await Promise.all(
    builds.map((build, index) =>
      startServer(port + index, { WEB_BUILD_DIR: build.dir, DATA_DIR: dataDir }),
    ),
  );
  // Stopped with Ctrl-C or a kill: the servers go too.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      for (const server of servers) server.stop();
      process.exit(130);
    });
  const running: Build[] = builds.map((build, index) => ({
    ...build,
    url: servers[index]?.url ?? '',
  }));
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumFlags });
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  try {
    console.log(
      `Interactions at ${cpuSlowdown}× CPU, Event Timing (threshold ${durationThreshold} ms), ${runs} fresh pages per case${running.length > 1 ? ' and build, alternated' : ''}, ${new Date().toISOString()}, load average ${load()}`,
    );
    console.log(
      `| interaction |${running.length > 1 ? ' build |' : ''} median | worst | worst: input delay / processing / presentation | on screen (median) | load average |`,
    );
    console.log(`|---|${running.length > 1 ? '---|' : ''}---:|---:|---|---:|---|`);
    const profiles: string[] = [];
    for (const which of selected) {
      const results = new Map<Build, Run[]>(running.map((build) => [build, []]));
      for (let i = 0; i < runs; i++)
        for (const build of running)
          results.get(build)?.push(await oneRun(browser, build.url, which));
      for (const build of running) {
        const all = results.get(build) ?? [];
        const durations = all.flatMap((run) => run.durations);
        const worstRun = all.reduce<Run | undefined>(
          (worst, run) =>
            !worst || Math.max(...run.durations) > Math.max(...worst.durations) ? run : worst,
          undefined,
        );
        const parts = worstRun?.worst;
        const ms = (value: number) =>
          value <= durationThreshold ? `≤${durationThreshold} ms` : `${Math.round(value)} ms`;
        console.log(
          `| ${which.what} |${running.length > 1 ? ` ${build.label} |` : ''} ${ms(median(durations))} | ${ms(Math.max(...durations))} | ${parts ? `${Math.round(parts.delay)} / ${Math.round(parts.processing)} / ${Math.round(parts.presentation)} ms` : '–'} | ${onScreen(all)} | ${load()} |`,
        );
        if (profileRenders) profiles.push(renderProfile(`${which.name}, ${build.label}`, all));
      }
    }
    for (const profile of profiles) console.log(profile);
  } finally {
    await browser.close();
    for (const server of servers) server.stop();
  }
}

await main();
