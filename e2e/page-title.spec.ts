import type { Page } from '@playwright/test';
import { hrefOf, routesInGroup } from '../apps/web/app/site-map/index.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';

// The /page-title/* demos: one page-title style each, above a short sample page.

const demos = routesInGroup('page-title');

async function open(page: Page, path: string, width = 1280, height = 800) {
  await page.setViewportSize({ width, height });
  await page.goto(path);
  await waitForHydration(page);
}

const titleSection = (page: Page) => page.locator('[data-section="page-title"]');
const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} has no box`);
  return found;
};

test('every demo shows its h1, its breadcrumb trail and links to the other styles', async ({
  page,
  problems,
}) => {
  expect(demos).toHaveLength(10);
  for (const demo of demos) {
    const path = hrefOf(demo);
    await open(page, path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(demo.title);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs, path).toBeVisible();
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(demo.title);
    const others = page.getByRole('navigation', { name: 'Other title styles' });
    await expect(others.getByRole('link')).toHaveCount(demos.length);
    await expect(others.locator('a[aria-current="page"]')).toHaveAttribute('href', path);
  }
  // The links move between the demos in the browser.
  await page
    .getByRole('navigation', { name: 'Other title styles' })
    .getByRole('link', { name: /Left alignment/ })
    .click();
  await expect(page).toHaveURL(/\/page-title\/left-alignment$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Left alignment');
  expect(problems.consoleErrors).toEqual([]);
});

/** Where the h1's words are on screen (the h1 itself is a full-width block). */
const headingText = (page: Page) =>
  page.locator('h1').evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const { left, right } = range.getBoundingClientRect();
    return { left: Math.round(left), right: Math.round(right) };
  });

test('left, centre and right alignment place the h1 at that side of the content', async ({
  page,
}) => {
  const width = 1280;
  await open(page, '/page-title/left-alignment', width);
  const left = await headingText(page);
  const crumbsLeft = await box(page, '[data-section="page-title"] nav[aria-label="Breadcrumb"] li');
  await open(page, '/page-title/right-alignment', width);
  const right = await headingText(page);
  await open(page, '/page-title/center-alignment', width);
  const centre = await headingText(page);
  expect(left.left).toBeLessThan(120);
  expect(left.right).toBeLessThan(width / 2);
  expect(crumbsLeft.x).toBeLessThan(120);
  expect(width - right.right).toBeLessThan(120);
  expect(right.left).toBeGreaterThan(width / 2);
  expect(Math.abs((centre.left + centre.right) / 2 - width / 2)).toBeLessThan(24);
});

test('separate breadcrumbs sit in a bar below the title band; mini version is one short line', async ({
  page,
}) => {
  await open(page, '/page-title/separate-breadcrumbs');
  const h1 = await box(page, 'h1');
  const bar = await box(page, '[data-breadcrumb-bar]');
  const band = await box(page, '[data-section="page-title"] > div:first-child');
  expect(bar.y).toBeGreaterThanOrEqual(band.y + band.height - 1);
  expect(h1.y + h1.height).toBeLessThanOrEqual(band.y + band.height);
  await expect(page.locator('[data-breadcrumb-bar] nav[aria-label="Breadcrumb"]')).toBeVisible();

  await open(page, '/page-title/mini-version');
  const mini = await box(page, '[data-section="page-title"]');
  expect(mini.height).toBeLessThan(120);
  const title = await box(page, 'h1');
  const crumbs = await box(page, '[data-section="page-title"] nav[aria-label="Breadcrumb"]');
  // Same line: the trail at the right of the h1.
  expect(crumbs.x).toBeGreaterThan(title.x + title.width);
  expect(Math.abs(crumbs.y + crumbs.height / 2 - (title.y + title.height / 2))).toBeLessThan(16);
});

test('the background video loops muted; its button pauses it and plays it again', async ({
  page,
  problems,
}) => {
  await open(page, '/page-title/background-video');
  const video = titleSection(page).locator('video');
  const state = () =>
    video.evaluate((el: HTMLVideoElement) => ({
      paused: el.paused,
      muted: el.muted,
      loop: el.loop,
      time: el.currentTime,
      src: el.currentSrc,
    }));
  await expect.poll(async () => (await state()).time, { timeout: 10_000 }).toBeGreaterThan(0.2);
  const playing = await state();
  expect(playing).toMatchObject({ paused: false, muted: true, loop: true });
  expect(playing.src).toMatch(/\/media\/contrail-loop\.webm$/);

  await page.getByRole('button', { name: 'Pause background video' }).click();
  const play = page.getByRole('button', { name: 'Play background video' });
  await expect(play).toBeVisible();
  expect((await state()).paused).toBe(true);
  const stoppedAt = (await state()).time;
  await page.waitForTimeout(600);
  expect((await state()).time).toBe(stoppedAt);

  // By keyboard, too.
  await play.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Pause background video' })).toBeVisible();
  await expect.poll(async () => (await state()).time).toBeGreaterThan(stoppedAt);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
});

test('under reduced motion the video waits for the play button and the parallax stays still', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '/page-title/background-video');
  const video = titleSection(page).locator('video');
  await page.waitForTimeout(800);
  expect(await video.evaluate((el: HTMLVideoElement) => el.paused)).toBe(true);
  await page.getByRole('button', { name: 'Play background video' }).click();
  await expect(page.getByRole('button', { name: 'Pause background video' })).toBeVisible();
  expect(await video.evaluate((el: HTMLVideoElement) => el.paused)).toBe(false);

  await open(page, '/page-title/parallax-background');
  const layer = page.locator('[data-parallax-layer]');
  await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
  await page.waitForTimeout(300);
  expect(await layer.evaluate((el) => getComputedStyle(el).transform)).toBe('none');
});

test('the parallax picture moves slower than the page when motion is allowed', async ({ page }) => {
  await open(page, '/page-title/parallax-background');
  const layer = page.locator('[data-parallax-layer]');
  const top = () => layer.evaluate((el) => Math.round(el.getBoundingClientRect().top));
  const section = () =>
    titleSection(page).evaluate((el) => Math.round(el.getBoundingClientRect().top));
  const offset = async () => (await top()) - (await section());
  const start = { section: await section(), offset: await offset() };
  expect(start.offset).toBe(0);
  // Scroll until the section's top is 200 px above the window: the picture has moved 0.4 × 200 px down in it.
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), start.section + 200);
  await expect.poll(section).toBe(-200);
  await expect.poll(offset).toBe(80);
});

test('an unknown demo name is the 404 page, loaded or navigated to', async ({ page }) => {
  const response = await page.goto('/page-title/nope');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('off the map');
  await open(page, '/page-title/mini-version');
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => unknown } }
    ).__reactRouterDataRouter.navigate('/page-title/nope'),
  );
  await expect(page).toHaveURL(/\/page-title\/nope$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('off the map');
  await expect(page).toHaveTitle('Page not found | Contrail');
});
