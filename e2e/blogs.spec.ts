import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures.ts';

const navigate = (page: Page, to: string) =>
  page.evaluate(
    (path) =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => unknown } }
      ).__reactRouterDataRouter.navigate(path),
    to,
  );

test('a list style shows the posts, pages through them and filters by category', async ({
  page,
}) => {
  await page.goto('/blogs/blog-grid');
  await waitForHydration(page);
  const list = page.locator('ul[data-layout="grid"]');
  const titles = list.getByRole('heading', { level: 2 });
  await expect(titles).toHaveCount(9);
  const firstPage = await titles.allTextContents();
  const pages = page.getByRole('navigation', { name: 'Blog pages' });
  await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Keyboard: Tab to "Page 2" is tedious; focus it and press Enter as a keyboard user would.
  await pages.getByRole('button', { name: 'Page 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(titles).toHaveCount(9);
  expect(await titles.allTextContents()).not.toEqual(firstPage);
  await expect(page.getByText('Showing 10–18 of 27 posts')).toBeVisible();

  const filter = page.getByRole('group', { name: 'Filter posts by category' });
  await filter.getByRole('button', { name: 'Food' }).click();
  await expect(filter.getByRole('button', { name: 'Food' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(titles).toHaveText([
    'A winter soup for every day of the week',
    'Your first sourdough, step by patient step',
    'Eating your way through a morning market',
    'What a neighbourhood café taught us about loyalty',
  ]);
  await expect(pages).toHaveCount(0);
  await filter.getByRole('button', { name: 'All' }).click();
  await expect(titles).toHaveText(firstPage);
});

test('the widget style filters the list from its sidebar search and tags', async ({ page }) => {
  await page.goto('/blogs/blog-widget');
  await waitForHydration(page);
  const titles = page.locator('ul[data-layout="widget"]').getByRole('heading', { level: 2 });
  await expect(titles).toHaveCount(6);
  await page.getByRole('searchbox', { name: 'Search posts' }).fill('sourdough');
  await expect(titles).toHaveText(['Your first sourdough, step by patient step']);
  await page.getByRole('searchbox', { name: 'Search posts' }).fill('');
  await page.getByRole('button', { name: 'cities', exact: true }).click();
  await expect(titles).toHaveText([
    'Lisbon on foot in three days',
    'Eating your way through a morning market',
  ]);
});

test('an unknown list style is the 404 page, loaded or navigated to', async ({ page }) => {
  const response = await page.goto('/blogs/blog-nothing');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('off the map');
  await page.goto('/blogs/blog-metro');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog metro');
  await navigate(page, '/blogs/blog-nothing');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('off the map');
});

test('a post card opens its post page', async ({ page }) => {
  await page.goto('/blogs/blog-classic');
  await waitForHydration(page);
  const card = page.locator('ul[data-layout="classic"]').getByRole('link').first();
  const title = (await card.textContent()) ?? '';
  await card.click();
  await expect(page).toHaveURL(/\/blog-types\/standard-post\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('[data-post-media="standard"] img')).toBeVisible();
});

test('a YouTube post loads no iframe and asks YouTube for nothing until play is pressed', async ({
  page,
}) => {
  const external: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (hostname !== '127.0.0.1' && hostname !== 'localhost') external.push(request.url());
  });
  // Keep the test offline: answer the player request here instead of YouTube.
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }),
  );
  await page.goto('/blog-types/youtube-video-post/1');
  await waitForHydration(page);
  const block = page.locator('[data-post-media="youtube-video"]');
  await expect(block.locator('iframe')).toHaveCount(0);
  expect(external).toEqual([]);
  await block.getByRole('button', { name: /^Play video:/ }).click();
  await expect(block.locator('iframe')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
  );
});

test('the audio post plays its local sound file', async ({ page }) => {
  await page.goto('/blog-types/audio-post/1');
  await waitForHydration(page);
  const audio = page.locator('[data-post-media="audio"] audio');
  await expect(audio).toHaveJSProperty('readyState', 0);
  const duration = await audio.evaluate(
    (el: HTMLAudioElement) =>
      new Promise<number>((resolve, reject) => {
        el.addEventListener('loadedmetadata', () => resolve(el.duration), { once: true });
        el.addEventListener('error', () => reject(new Error('audio failed')), { once: true });
        el.load();
      }),
  );
  expect(duration).toBeGreaterThan(8);
});

test('an unknown post id or post type is the 404 page; any known post renders as any type', async ({
  page,
}) => {
  const response = await page.goto('/blog-types/podcast-post/1');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('off the map');
  // A post beyond the samples is prerendered too: its HTML holds the post (a static host serves the file).
  const prerendered = await page.request.get('/blog-types/gallery-post/5');
  expect(prerendered.status()).toBe(200);
  expect(await prerendered.text()).toContain('Hiring your first five people');
  await page.goto('/blog-types/gallery-post/5');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hiring your first five people');
  await expect(page.locator('[data-post-media="gallery"]')).toBeVisible();
  expect((await page.goto('/blog-types/standard-post/999'))?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('off the map');
  await page.goto('/blog-types/gallery-post/1');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('off the map');
  await navigate(page, '/blog-types/gallery-post/999');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('off the map');
  await expect(page).toHaveTitle('Page not found | Contrail');
});

test('a post links to its category and author lists', async ({ page }) => {
  await page.goto('/blog-types/standard-post/13');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Food', exact: true }).click();
  await expect(page).toHaveURL(/\/blogs\/category\/food$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Food posts');
  await expect(
    page.locator('ul[data-layout="grid"]').getByRole('heading', { level: 2 }),
  ).toHaveCount(4);
  await page.goto('/blog-types/standard-post/13');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Amara Nwosu', exact: true }).click();
  await expect(page).toHaveURL(/\/blogs\/author\/7$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Posts by Amara Nwosu');
  // A category no post has is a real 404 (route-values.json), drawn as the not-found page once hydrated too.
  const response = await page.goto('/blogs/category/knitting');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('off the map');
});

test('the post layout with a table of contents marks the section being read', async ({ page }) => {
  await page.goto('/blogs/blog-post-layout-05');
  await waitForHydration(page);
  await expect(page.locator('article[data-post-layout="toc"]')).toBeVisible();
  const toc = page.getByRole('navigation', { name: 'In this article' });
  const links = toc.getByRole('link');
  await expect(links.first()).toHaveAttribute('aria-current', 'location');
  const second = links.nth(1);
  await second.click();
  await expect(page).toHaveURL(/#.+$/);
  await expect(second).toHaveAttribute('aria-current', 'location');
  await expect(links.first()).not.toHaveAttribute('aria-current', 'location');
});
