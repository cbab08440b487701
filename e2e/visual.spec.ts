import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { baselineName, visualPages } from './support/visual-pages.ts';
import {
  movingParts,
  openForScreenshot,
  settleForScreenshot,
  visualViewports,
  type VisualWidth,
} from './support/visual-settle.ts';

// Visual regression baselines (issue 38): every home demo and one page of each other family (visual-pages.ts),
// compared with the PNGs in e2e/visual/__baselines__. A change to a page's look fails here with a diff image;
// `npm run test:visual:update` takes the new look as the baseline. Sizes and choices: e2e/README.md.

const pages = visualPages();
/**
 * Playwright shoots until two shots in a row agree; a long page on a busy machine needs more than 10 s (one
 * capture took over 30 s at a load average of 50 on two cores).
 */
const shotTimeout = 60_000;
test.describe.configure({ timeout: 120_000 });
/** Motion runs from 768 px up (shell/use-motion-allowed.ts): only there does a heading type its word. */
const masks = (page: Page, width: VisualWidth): Locator[] =>
  width === 1366 ? movingParts.map((selector) => page.locator(selector)) : [];

test.describe('visual: the first screen at 1366 px', () => {
  test.use({ viewport: visualViewports[1366] });
  for (const { path } of pages)
    test(`${path} at 1366 px`, async ({ page }) => {
      await openForScreenshot(page, path);
      await settleForScreenshot(page);
      await expect(page).toHaveScreenshot(`${baselineName(path)}-1366.png`, {
        mask: masks(page, 1366),
        timeout: shotTimeout,
      });
    });
});

test.describe('visual: the whole page at 390 px (drawn at half resolution)', () => {
  // A phone's width and touch; half the pixels per CSS pixel keeps the full-length PNGs small (e2e/README.md).
  test.use({
    viewport: visualViewports[390],
    deviceScaleFactor: 0.5,
    isMobile: true,
    hasTouch: true,
  });
  for (const { path } of pages)
    test(`${path} at 390 px`, async ({ page }) => {
      await openForScreenshot(page, path);
      await settleForScreenshot(page);
      // Lossless WebP: a third smaller than PNG for these long shots (PNG is the smaller at 1366 px).
      await expect(page).toHaveScreenshot(`${baselineName(path)}-390.webp`, {
        fullPage: true,
        // Device pixels: half of the CSS pixels here (scale 'css' would draw the page back up to 390 px wide).
        scale: 'device',
        mask: masks(page, 390),
        timeout: shotTimeout,
      });
    });
});

/**
 * A section that a full-page shot at half resolution or a first screen does not show well enough: shot on
 * its own, at full resolution, at the width where it was once wrong (issue 37). Add a row to guard another.
 */
export interface LongContentCase {
  /** Baseline file name (without width and extension). */
  name: string;
  path: string;
  width: VisualWidth;
  /** The element to shoot. */
  target: (page: Page) => Locator;
}

const section = (id: string) => (page: Page) => page.locator(`[data-section="${id}"]`);

export const longContentCases: readonly LongContentCase[] = [
  // Four columns of sessions squeezed into a phone once wrapped titles over five lines.
  {
    name: 'events-schedule',
    path: '/home-events-conference',
    width: 390,
    target: section('schedule'),
  },
  // Four steps on a three-column grid once left the last card alone on its row.
  { name: 'gym-how-to-start', path: '/home-gym-fitness', width: 1366, target: section('start') },
  // The week's hours, with the back-to-top button that once covered Sunday's line.
  { name: 'restaurant-hours', path: '/home-restaurant', width: 390, target: section('hours') },
];

test.describe('visual: long-content sections', () => {
  for (const { name, path, width, target } of longContentCases)
    test(`${name}: ${path} at ${width} px`, async ({ page }) => {
      await page.setViewportSize(visualViewports[width]);
      await openForScreenshot(page, path);
      await settleForScreenshot(page);
      // Shot within the whole page at the top: no fixed header scrolled over it, in its unscrolled state.
      const box = await target(page).boundingBox();
      expect(box, `${name}: the section is on the page`).not.toBeNull();
      if (!box) return;
      await expect(page).toHaveScreenshot(`${name}-${width}.png`, {
        fullPage: true,
        clip: box,
        mask: masks(page, width),
        timeout: shotTimeout,
      });
    });
});
