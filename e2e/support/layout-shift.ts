import type { Page } from '@playwright/test';

/** Sums the page's layout shifts from its first frame on, for every document the page loads. */
export async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[])
        if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift so far, once two more frames have been drawn. */
export const shiftSoFar = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    return (window as unknown as { __shift: number }).__shift;
  });
