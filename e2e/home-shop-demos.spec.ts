import type { Page } from '@playwright/test';
import { expect, seriousAxeViolations, test, waitForHydration } from './support/fixtures.ts';

// Issue 24: the shop home demos sell the shop's own products into the shop's own cart.
const open = async (page: Page, path: string) => {
  await page.goto(path);
  await waitForHydration(page);
};
const badge = (page: Page) => page.locator('header [data-cart-badge]').first();

test('a product added on /home-furniture-shop is counted by the header badge and is in /shop/shopping-cart after a reload', async ({
  page,
  problems,
}) => {
  await open(page, '/home-furniture-shop');
  await expect(badge(page)).toHaveAttribute('aria-label', 'Cart, 0 items');
  const rail = page.locator('#products');
  await rail.getByRole('tab', { name: 'Lighting' }).click();
  const panel = rail.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText([
    'Ember table lamp',
    'Lantern floor lamp',
    'Halo pendant light',
  ]);
  await panel.getByRole('button', { name: /^Add to cart\s*: Ember table lamp$/ }).click();
  await expect(rail.getByText('Ember table lamp was added to your cart.')).toBeVisible();
  await expect(badge(page)).toHaveAttribute('aria-label', 'Cart, 1 item');
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.reload();
  await waitForHydration(page);
  await expect(badge(page)).toHaveAttribute('aria-label', 'Cart, 1 item');

  await badge(page).click();
  await expect(page).toHaveURL(/\/shop\/shopping-cart$/);
  await expect(page.locator('[data-cart-line]')).toHaveCount(1);
  await expect(page.locator('[data-cart-line]')).toContainText('Ember table lamp');
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
});

test('the decor and fashion rails filter by category tab and add to the same cart', async ({
  page,
  problems,
}) => {
  await open(page, '/home-fashion-shop');
  const rail = page.locator('#collection');
  await rail.getByRole('tab', { name: 'Bags & accessories' }).click();
  await expect(rail.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText([
    'Market canvas tote',
    'Estuary silk scarf',
    'Saddle leather belt',
  ]);
  await rail
    .getByRole('tabpanel')
    .getByRole('button', { name: /Add to cart\s*: Market canvas tote/ })
    .click();
  await expect(badge(page)).toHaveAttribute('aria-label', 'Cart, 1 item');

  await open(page, '/home-decor');
  await expect(badge(page)).toHaveAttribute('aria-label', 'Cart, 1 item');
  const decor = page.locator('#products');
  await decor.scrollIntoViewIfNeeded();
  await decor.getByRole('tab', { name: 'Lighting' }).click();
  const panel = decor.getByRole('tabpanel');
  await expect(panel.getByRole('region', { name: /Lighting/ })).toHaveAttribute(
    'aria-roledescription',
    'carousel',
  );
  await panel.getByRole('button', { name: /Add to cart\s*: Ember table lamp/ }).click();
  await expect(badge(page)).toHaveAttribute('aria-label', 'Cart, 2 items');
  expect(problems.consoleErrors).toEqual([]);
});

test('a category banner opens the shop listing filtered to that category', async ({ page }) => {
  await open(page, '/home-fashion-shop');
  await page.getByRole('link', { name: 'Shop accessories' }).first().click();
  await expect(page).toHaveURL(/\/shop\/only-categories\?category=accessories$/);
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: /Bags & accessories/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.locator('[data-product-grid] h3')).toHaveText([
    'Market canvas tote',
    'Estuary silk scarf',
    'Saddle leather belt',
  ]);
});
