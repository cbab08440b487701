import type { Page } from '@playwright/test';

/** The rows of /parts' search results and assembly tables. */
export const partRows = (page: Page) => page.locator('[data-part-row]');

/**
 * Adds the first search result to the cart: its row's Add, or, when the part is used on several models
 * and none is chosen (issue 42 §4: no arbitrary model), the Add of its first usage.
 */
export async function addFirstResult(page: Page) {
  const add = partRows(page)
    .first()
    .getByRole('button', { name: /^(Add .* to cart|Choose a usage of .*)$/ });
  const label = (await add.getAttribute('aria-label')) ?? '';
  await add.click();
  if (label.startsWith('Choose'))
    await page
      .locator('[data-usages-of]:not([hidden])')
      .getByRole('button', { name: /^Add / })
      .first()
      .click();
}
