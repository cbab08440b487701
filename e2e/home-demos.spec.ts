import type { Page } from '@playwright/test';
import { demos as registry } from '../apps/web/app/content/demos/index.ts';
import { localizedPaths } from '../apps/web/app/i18n/locales.ts';
import { inter, plusJakartaSans, type Typeface } from '../apps/web/app/lib/typefaces.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';

// What each page must request is read from the demo registry (content/demos/<name>.ts: its display and body
// typefaces), the site's own pages from the site's pair (lib/fonts.tsx): no font list is kept here.
const latinFile = /\/([a-z0-9-]+)-latin-(?:wght|\d+)-normal-[\w-]{8}\.woff2$/;
/** The file name prefix of a typeface's files: its package's name (`@fontsource-variable/dm-sans` → `dm-sans`). */
const fileSlug = (typeface: Typeface) => typeface.package.replace(/^.*\//, '');
const expectedFiles = (...typefaces: Typeface[]) => [...new Set(typefaces.map(fileSlug))].sort();
const pages: { path: string; files: string[] }[] = [
  ...registry.map((demo) => ({
    path: demo.route,
    files: expectedFiles(demo.fonts.display, demo.fonts.body),
  })),
  ...['/', '/elements/accordions'].map((path) => ({
    path,
    files: expectedFiles(plusJakartaSans, inter),
  })),
];

test('home demos: each page preloads and requests its recipe’s two Latin font files, and no other', async ({
  page,
}) => {
  test.setTimeout(300_000);
  for (const { path, files: expected } of pages) {
    const requested = new Set<string>();
    const listener = (request: { url(): string }) => {
      const match = latinFile.exec(request.url());
      if (match?.[1]) requested.add(match[1]);
    };
    page.on('request', listener);
    await page.goto(path);
    await waitForHydration(page);
    await page.evaluate(() => document.fonts.ready);
    page.off('request', listener);
    expect.soft([...requested].sort(), path).toEqual(expected);
    const preloaded = await page
      .locator('head link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect
      .soft(preloaded.map((href) => latinFile.exec(href)?.[1]).sort(), `${path} preloads`)
      .toEqual(expected);
  }
});

// Decision 0019: a demo draws its web fonts from the first visit on, swapping them in as they arrive over
// fallbacks sized from the font files, so the swap moves nothing visible: CLS at most 0.01 on a first visit (the
// files held back 400 ms, so the page paints in the fallbacks first), on a later visit and on a client
// navigation, idle time included.
const demos = registry.map((demo) => demo.route);
const maxShift = 0.01;
// Every demo is checked. One allowance, not a font: when Swiper takes over the lifestyle blog's featured slider
// (loop, three per view), two slides move once (0.008 each). The fashion shop's and the finance demo's heroes were
// excluded until their copy was set clear of a wrap boundary in both faces (decision 0021: their titles and the
// finance lead took a line more in one face than in the other at 1280 px).
const allowance: Record<string, number> = { '/home-lifestyle-blog': 0.02 };
const expectSmallShift = (path: string, shifts: Watched['shifts']) => {
  expect
    .soft(total(shifts), described(path, shifts))
    .toBeLessThanOrEqual(allowance[path] ?? maxShift);
};

/** Records every layout shift. */
async function watchPage(page: Page) {
  await page.addInitScript(() => {
    const win = window as unknown as { shifts: { value: number; at: number; nodes: string[] }[] };
    win.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node?: Node }[];
      })[])
        win.shifts.push({
          value: entry.value,
          at: entry.startTime,
          nodes: (entry.sources ?? []).map((source) => {
            const node = source.node;
            if (!(node instanceof Element))
              return node?.parentElement?.outerHTML.slice(0, 120) ?? '?';
            return node.outerHTML.slice(0, 120);
          }),
        });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

interface Watched {
  shifts: { value: number; at: number; nodes: string[] }[];
}
async function readWatched(page: Page): Promise<Watched> {
  return page.evaluate(() => {
    const { shifts } = window as unknown as Watched;
    // From the end of parsing on: a paint of the half-parsed document (a header laid out before the rest of
    // the page has arrived, now and then on a busy machine) is not what this measures.
    const [parsed] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const from = parsed?.domContentLoadedEventStart ?? 0;
    return { shifts: shifts.filter((shift) => shift.at >= from) };
  });
}

/** The fonts Chromium draws the page's <h1> and first paragraph with: web (custom) faces or local ones. */
async function renderedFonts(page: Page, ...selectors: string[]) {
  // A node React replaces between the query and the question (a navigation committing) is asked again.
  for (let attempt = 0; ; attempt++) {
    const cdp = await page.context().newCDPSession(page);
    try {
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
      const fonts: { familyName: string; isCustomFont: boolean }[] = [];
      for (const selector of selectors.length ? selectors : ['main h1', 'main p']) {
        const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
        if (!nodeId) continue;
        const { fonts: used } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        fonts.push(...used);
      }
      return fonts;
    } catch (error) {
      if (attempt >= 3) throw error;
      await page.waitForTimeout(250);
    } finally {
      await cdp.detach();
    }
  }
}

const total = (shifts: Watched['shifts']) => shifts.reduce((sum, shift) => sum + shift.value, 0);
const described = (path: string, shifts: Watched['shifts']) =>
  `${path}: CLS ${total(shifts).toFixed(4)} ${JSON.stringify(shifts.slice(0, 3))}`;

/** The page's <h1> and first paragraph are drawn in web (custom) faces only. */
async function expectWebFontsDrawn(page: Page, path: string) {
  await page.evaluate(() => document.fonts.ready);
  const fonts = await renderedFonts(page);
  expect
    .soft(fonts.filter((font) => font.isCustomFont).length, `${path}: ${JSON.stringify(fonts)}`)
    .toBeGreaterThan(0);
  expect
    .soft(
      fonts.filter((font) => !font.isCustomFont),
      `${path}: ${JSON.stringify(fonts)}`,
    )
    .toEqual([]);
}

test('home demos: a first visit (fonts held back) and a later one draw the web fonts; the swap moves nothing', async ({
  browser,
}) => {
  // Thirty-eight fresh profiles, each page loaded twice with the files held back once.
  test.setTimeout(900_000);
  for (const path of demos) {
    // A fresh profile per demo: nothing in the cache.
    const context = await browser.newContext();
    const page = await context.newPage();
    await watchPage(page);
    await page.route('**/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto(path);
    await waitForHydration(page);
    await expectWebFontsDrawn(page, path);
    await page.waitForTimeout(2000);
    expectSmallShift(path, (await readWatched(page)).shifts);
    // A later visit: the files from the cache.
    await page.unrouteAll();
    await page.goto(path);
    await waitForHydration(page);
    await expectWebFontsDrawn(page, path);
    await page.waitForTimeout(500);
    expectSmallShift(path, (await readWatched(page)).shifts);
    await context.close();
  }
});

test('home demos: a client navigation from the gallery draws the demo in its web fonts; the swap moves nothing', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  for (const path of demos) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await watchPage(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.locator(`main a[href="${path}"]`).first().click();
    await page.waitForURL(path);
    await waitForHydration(page);
    await expect(page.locator('main h1')).toBeVisible();
    await expectWebFontsDrawn(page, path);
    await page.waitForTimeout(1000);
    expectSmallShift(path, (await readWatched(page)).shifts);
    await context.close();
  }
});

// Issue 41 §2: the translated demos (German, and Arabic in its Cairo face) move nothing either, on a phone and
// on a laptop: a first visit with the files held back, so the page paints in the metric fallbacks first.
const translated = localizedPaths();
// Arabic falls, until Cairo arrives, to a face no metric fallback sizes (Liberation Sans and Arimo have no
// Arabic; Chromium here draws it in DejaVu Sans, 7% wider than Cairo): a line of Arabic within 7% of its box's
// width wraps once more in the fallback. So the Arabic copy is set clear of that boundary in both faces: the
// restaurant's heading (1.8 lines in Cairo and 1.93 in DejaVu at 1366 px before: CLS 0.022) and the newsletter
// confirmation's lead (748 px of 768 in Cairo before: CLS 0.019). Issue 41: an Arabic fallback face is open.
const translatedAllowance: Record<string, number> = {};
const viewports = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
] as const;

test('translated demos: a first visit at 1366 and 390 px draws the web fonts (Cairo for Arabic); the swap moves nothing', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  expect(translated.length).toBeGreaterThanOrEqual(4);
  for (const path of translated)
    for (const viewport of viewports) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await watchPage(page);
      await page.route('**/*.woff2', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      await page.goto(path);
      await waitForHydration(page);
      await expectWebFontsDrawn(page, path);
      await page.waitForTimeout(2000);
      const { shifts } = await readWatched(page);
      console.log(`${path} at ${viewport.width} px: ${described(path, shifts)}`);
      expect
        .soft(total(shifts), `${viewport.width} px ${described(path, shifts)}`)
        .toBeLessThanOrEqual(translatedAllowance[`${path} ${viewport.width}`] ?? maxShift);
      await context.close();
    }
});
