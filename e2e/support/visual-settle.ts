import type { Page } from '@playwright/test';
import { waitForHydration } from './fixtures.ts';

/**
 * The instant every visual test's page lives at: a Wednesday morning, so countdowns, "open now" and "today"
 * read the same on every run (Date is fixed; timers still run until `settleForScreenshot` pauses them).
 */
export const frozenTime = new Date('2026-03-18T09:30:00Z');

/** Widths of the baselines: the laptop and the phone the demos are checked at (issue 38). */
export const visualViewports = {
  1366: { width: 1366, height: 768 },
  390: { width: 390, height: 844 },
} as const;
export type VisualWidth = keyof typeof visualViewports;

/**
 * What stays moving after Playwright's `animations: 'disabled'` and `settleForScreenshot`: a heading that types
 * its word (FancyText's typing effect: the shot catches it at any letter) is masked. Rotating words are turned
 * to their first word instead (`firstWords`).
 */
export const movingParts = ['[data-effect="typing"] [data-fancy-visual]'];

/** Opens `path` for a screenshot: the clock fixed first, then the page loaded and hydrated. */
export async function openForScreenshot(page: Page, path: string) {
  await page.clock.setFixedTime(frozenTime);
  const response = await page.goto(path);
  if (response?.status() !== 200) throw new Error(`${path} answered ${response?.status()}`);
  await waitForHydration(page);
}

/**
 * Counts the page's requests from now on; `quiet()` resolves once none is in flight and none has started or
 * ended for `quietMs` (at most `capMs`: a stream that never ends does not hold the shot forever).
 */
function watchRequests(page: Page, quietMs = 500, capMs = 10_000) {
  let inFlight = 0;
  let lastEvent = Date.now();
  const started = () => {
    inFlight += 1;
    lastEvent = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastEvent = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet() {
      const until = Date.now() + capMs;
      while (Date.now() < until && (inFlight > 0 || Date.now() - lastEvent < quietMs))
        await page.waitForTimeout(100);
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/**
 * Brings the page to the state it keeps: every section rendered and every lazy picture loaded (one pass
 * down the page, which also starts the carousels and count-ups that wait to be in view), carousels stopped
 * on their first slide, video loops hidden behind their still, the fonts settled, then every timer paused and
 * rotating words turned back to their first.
 */
export async function settleForScreenshot(page: Page) {
  const network = watchRequests(page);
  await page.addStyleTag({
    // Long pages skip rendering sections off screen (content-visibility); a full-page shot needs them all.
    // A background video's frame depends on when the shot is taken: its still (the poster picture) shows.
    content: `*, *::before, *::after { content-visibility: visible !important; }
      video { visibility: hidden !important; }`,
  });
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    for (const img of document.images) if (img.loading === 'lazy') img.loading = 'eager';
    // Scroll in steps of most of a screen: the page grows as its later chunk renders, so re-read its height.
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight * 0.8) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await frame();
    window.scrollTo(0, 0);
    await frame();
  });
  // Not `waitForLoadState('networkidle')`: that state was reached once after the load and stays reached, so it
  // does not wait for what the pass down the page asked for (a part's chunk, the parts page's inquiry form).
  await network.quiet();
  // Each carousel the pass brought into view hands its slides to Swiper once Swiper's chunk is in (Swiper marks
  // it `.swiper-initialized`); on a busy machine that can come after the network is quiet. A carousel that is
  // not drawn (a hidden tab) never does.
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll<HTMLElement>('.swiper')]
          .filter((swiper) => swiper.getClientRects().length > 0)
          .every((swiper) => swiper.classList.contains('swiper-initialized')),
      null,
      // On a timer, not on animation frames, which a busy machine can hold back (see first-paint.spec.ts).
      { timeout: 5_000, polling: 100 },
    )
    .catch(() => {});
  await page.evaluate(async () => {
    const loaded = (img: HTMLImageElement) =>
      img.complete
        ? Promise.resolve()
        : new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true });
            img.addEventListener('error', resolve, { once: true });
          });
    await Promise.all(
      [...document.images].map((img) => loaded(img).then(() => img.decode().catch(() => {}))),
    );
    await document.fonts.ready;
  });
  await stopCarousels(page);
  // Count-ups run 1.6 s from when they came into view; run the page's timers past that at once, then hold
  // every timer (Date is fixed already) so nothing moves between Playwright's comparison shots.
  await page.clock.runFor(2_000);
  await stopCarousels(page);
  await page.clock.pauseAt(frozenTime);
  await firstWords(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * A heading's rotating word (FancyText: slide, fade, flip…) turns on a timer, so the word shown depends on
 * when the shot is taken: step the paused clock until each shows its first word (the first of the words laid
 * out invisibly beside it, `data-word`). Below 768 px nothing turns and the first word shows already.
 */
async function firstWords(page: Page) {
  for (let step = 0; step < 100; step += 1) {
    const turning = await page.evaluate(
      () =>
        [...document.querySelectorAll('[data-fancy-visual]')].filter((visual) => {
          const first = visual.querySelector('[data-word]')?.getAttribute('data-word');
          const shown = visual.querySelector('[data-motion]')?.textContent;
          return first != null && shown != null && shown !== first;
        }).length,
    );
    if (turning === 0) return;
    await page.clock.runFor(200);
  }
  throw new Error('a rotating word never came back to its first word');
}

/** Every Swiper on the page (`el.swiper`) stopped and back on its first slide, without a transition. */
async function stopCarousels(page: Page) {
  await page.evaluate(() => {
    interface SwiperLike {
      autoplay?: { stop(): void };
      slideToLoop?(index: number, speed: number, runCallbacks: boolean): void;
      slideTo(index: number, speed: number, runCallbacks: boolean): void;
      params?: { loop?: boolean };
    }
    for (const el of document.querySelectorAll<HTMLElement & { swiper?: SwiperLike }>('.swiper')) {
      const swiper = el.swiper;
      if (!swiper) continue;
      swiper.autoplay?.stop();
      if (swiper.params?.loop && swiper.slideToLoop) swiper.slideToLoop(0, 0, false);
      else swiper.slideTo(0, 0, false);
    }
  });
}
