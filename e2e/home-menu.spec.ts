import type { Page } from '@playwright/test';
import { demosByCategory, routesInGroup } from '../apps/web/app/site-map/index.ts';
import { expect, seriousAxeViolations, test, waitForHydration } from './support/fixtures.ts';

// Issue 22: the header's Home menu shows the home demos in category columns with thumbnails. Once the page is
// idle on a window wide enough for the bar, its links are laid out ahead, invisibly (decision 0024): the
// thumbnails load then, and the panel opens complete. On a phone, where the bar is hidden, none loads.
const demos = routesInGroup('home').filter((route) => route.inMenu !== false);
const groups = demosByCategory(demos);
// The menu shows each demo's preview at its smallest width (56 px on screen): the 160 px file.
const thumbnails = new Set(demos.map((demo) => demo.thumbnail?.replace('-480.webp', '-160.webp')));

/** Records the requests for home demo thumbnails from now on. */
function thumbnailRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (thumbnails.has(path)) requested.push(path);
  });
  return requested;
}

async function openPage(page: Page) {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/elements/accordions');
  await waitForHydration(page);
}

const homeButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Home' });
const panel = (page: Page) => page.locator('[data-mega-menu][data-open]');

test('home menu: opens with the mouse, lists the demos by category, its thumbnails already there', async ({
  page,
  problems,
}) => {
  const requested = thumbnailRequests(page);
  await openPage(page);
  // Once the page is idle the panels hold their links, laid out but invisible and out of reach.
  const closedLinks = page.locator('[data-mega-menu]:not([data-open]) a');
  await expect.poll(() => closedLinks.count(), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(closedLinks.first()).toBeHidden();
  await expect(page.getByRole('link', { name: groups[0]?.routes[0]?.title ?? '' })).toHaveCount(0);
  // The thumbnails load then, so that the panel opens with them.
  await expect.poll(() => requested.length, { timeout: 15_000 }).toBeGreaterThan(0);
  const loaded = () =>
    closedLinks
      .locator('img')
      .evaluateAll(
        (imgs) => imgs.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length,
      );
  await expect.poll(loaded, { timeout: 15_000 }).toBeGreaterThan(0);

  await homeButton(page).hover();
  await homeButton(page).click();
  await expect(homeButton(page)).toHaveAttribute('aria-expanded', 'true');
  for (const { category, routes } of groups) {
    const list = panel(page).getByRole('list', { name: category });
    await expect(list.getByRole('link')).toHaveCount(routes.length);
  }
  // The first column's first thumbnail is on screen and drawn at once (the preview of the visitor's scheme;
  // the other is hidden and never fetched).
  const first = panel(page).getByRole('link').first().locator('img:visible');
  expect(await first.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  expect(requested.every((path) => path.includes('-light-'))).toBe(true);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(homeButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(homeButton(page)).toBeFocused();

  // A demo link leads to the demo.
  await homeButton(page).click();
  const target = groups[0]?.routes[1] ?? groups[0]?.routes[0];
  if (!target) throw new Error('no home demo');
  await panel(page).getByRole('link', { name: target.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${target.path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
});

test('home menu: keyboard opens it on the first demo, arrows move across columns, Enter follows', async ({
  page,
}) => {
  await openPage(page);
  await homeButton(page).focus();
  await page.keyboard.press('ArrowDown');
  const links = panel(page).getByRole('link');
  await expect(links.first()).toBeFocused();
  // Past the last link of the first column, ArrowDown goes on to the next column (or wraps to the first).
  const firstColumn = groups[0]?.routes.length ?? 0;
  for (let i = 1; i < firstColumn; i++) await page.keyboard.press('ArrowDown');
  await expect(links.nth(firstColumn - 1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(demos.length > firstColumn ? firstColumn : 0)).toBeFocused();
  await page.keyboard.press('End');
  await expect(links.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const second = groups[0]?.routes[1] ?? groups[1]?.routes[0];
  await page.keyboard.press('Enter');
  if (second) await expect(page).toHaveURL(new RegExp(`${second.path}$`));
});

test('home menu: at 390 px the menu panel lists the demos by category, and no thumbnail loads', async ({
  page,
}) => {
  const requested = thumbnailRequests(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/elements/accordions');
  await waitForHydration(page);
  await page.getByRole('button', { name: /menu/i }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Home' }).click();
  for (const { category, routes } of groups)
    await expect(dialog.getByRole('list', { name: category }).getByRole('link')).toHaveCount(
      routes.length,
    );
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  // The bar is hidden on a phone: its panels are never laid out, and the tree shows titles only.
  await page.waitForTimeout(1000);
  expect(requested).toEqual([]);
});
