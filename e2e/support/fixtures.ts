import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { mailHttpPort } from './ports.ts';
import type { CapturedMail } from './mail-capture.ts';

interface PageProblems {
  consoleErrors: string[];
  failedRequests: string[];
}

/** `page` that records console errors and failed requests; `problems` exposes them to the test. */
export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page }, use) => {
    const problems: PageProblems = { consoleErrors: [], failedRequests: [] };
    page.on('console', (message) => {
      if (message.type() === 'error') problems.consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => problems.consoleErrors.push(error.message));
    page.on('requestfailed', (request) => {
      // Navigations away abort in-flight prefetches; those are not failures of the page.
      if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
      problems.failedRequests.push(`${request.url()} ${request.failure()?.errorText ?? ''}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400 && !response.url().includes('/does-not-exist'))
        problems.failedRequests.push(`${response.url()} ${response.status()}`);
    });
    await use(problems);
  },
});

export { expect };

/** Jumps every finite animation and transition on the page to its end (rotating words fade in, say). */
async function settleAnimations(page: Page) {
  await page.evaluate(() => {
    for (const animation of document.getAnimations())
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
  });
}

/** One axe run: serious and critical violations on the current page, summarised. */
async function seriousAxeRun(page: Page, exclude: readonly string[] = []): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  for (const selector of exclude) builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes.length} node(s), e.g. ${v.nodes[0]?.target.join(' ')}`,
    );
}

/**
 * The violations an axe run (`run`) finds on settled styles, twice: animations are finished before each run,
 * and a violation must show in a second run 600 ms later too, compared by `key` (by default its rule, the
 * text's first word). A word that started fading in while axe ran is not a contrast problem; a real one is
 * there both times.
 */
export async function settledViolations(
  page: Page,
  run: () => Promise<string[]>,
  key = (violation: string) => violation.split(/[ :]/)[0],
): Promise<string[]> {
  await settleAnimations(page);
  const first = await run();
  if (first.length === 0) return first;
  await page.waitForTimeout(600);
  await settleAnimations(page);
  const again = new Set((await run()).map(key));
  return first.filter((v) => again.has(key(v)));
}

/** axe's serious and critical violations, on settled styles (`settledViolations`). */
export async function seriousAxeViolations(
  page: Page,
  exclude: readonly string[] = [],
): Promise<string[]> {
  return settledViolations(page, () => seriousAxeRun(page, exclude));
}

/** Mail received by the test SMTP server. */
export async function receivedMail(): Promise<CapturedMail[]> {
  const response = await fetch(`http://127.0.0.1:${mailHttpPort}/mails`);
  return (await response.json()) as CapturedMail[];
}

/** Waits until the page has hydrated (the root marks <html data-hydrated>) and the network is quiet. */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

/**
 * Waits until the page's web fonts are in: each page preloads and declares its own (lib/fonts.tsx), with
 * `font-display: swap`, and the document's fonts settle once the files have arrived.
 */
export async function waitForWebFonts(page: Page) {
  await page.evaluate(() => document.fonts.ready);
}
