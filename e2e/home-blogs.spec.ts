import { concretePaths } from '../apps/web/app/site-map/index.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';

// The blog home demos show the blog's own posts: every post and category link on them opens a registered,
// prerendered page (and loads with 200), never a 404.
const demos = ['/home-magazine', '/home-lifestyle-blog', '/home-classic-blog', '/home-blog-metro'];
const existing = new Set(concretePaths());

for (const path of demos) {
  test(`${path}: every post and category link opens an existing page`, async ({
    page,
    request,
  }) => {
    await page.goto(path);
    await waitForHydration(page);
    const hrefs = await page
      .locator('main a[href^="/blog"]')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') ?? ''))]);
    expect(
      hrefs.filter((href) => href.startsWith('/blog-types/standard-post/')).length,
    ).toBeGreaterThanOrEqual(8);
    expect(
      hrefs.filter((href) => !existing.has(href)),
      'links outside the site map',
    ).toEqual([]);
    for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);
  });
}

test('/home-lifestyle-blog: the featured slider moves with its arrows and a post opens from it', async ({
  page,
}) => {
  await page.goto('/home-lifestyle-blog');
  await waitForHydration(page);
  const slider = page.getByRole('region', { name: /Slow mornings/ });
  await slider.scrollIntoViewIfNeeded();
  await expect(slider).toHaveAttribute('data-ready', 'true');
  await slider.getByRole('button', { name: 'Stop automatic sliding' }).click();
  const current = slider
    .getByRole('button', { name: /Go to slide/ })
    .and(page.locator('[aria-current="true"]'));
  const before = await current.getAttribute('aria-label');
  await slider.getByRole('button', { name: 'Next slide' }).click();
  await expect(current).not.toHaveAttribute('aria-label', before ?? '');
  const link = slider.locator('.swiper-slide-active a[href^="/blog-types/"]').first();
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('a demo theme’s body family reaches the body text, header and footer', async ({ page }) => {
  await page.goto('/home-classic-blog');
  const family = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => getComputedStyle(el).fontFamily);
  for (const selector of ['main p', 'header nav a', 'footer li a'])
    expect(await family(selector), selector).toMatch(/^"?Source Serif 4 Variable/);
  expect(await family('main h1')).toMatch(/^"?EB Garamond Variable/);
});
