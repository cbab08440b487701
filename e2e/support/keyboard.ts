import type { Locator, Page } from '@playwright/test';

/**
 * Presses Tab until `target` has the focus, as a keyboard user would; fails after `max` presses.
 * The target is resolved once and checked through its handle (a role query over a long parts table on
 * every press is what made a 200-press walk slow); it is resolved again if React replaced the element.
 */
export async function tabTo(page: Page, target: Locator, max = 200): Promise<void> {
  let handle = await target.elementHandle();
  for (let presses = 0; presses <= max;) {
    const focused = await handle.evaluate((el) =>
      el.isConnected ? el === document.activeElement : null,
    );
    if (focused) return;
    if (focused === null) {
      handle = await target.elementHandle();
      continue;
    }
    if (presses === max) break;
    await page.keyboard.press('Tab');
    presses++;
  }
  throw new Error(`Tab never reached ${target.toString()} in ${max} presses`);
}
