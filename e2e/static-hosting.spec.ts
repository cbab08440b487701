import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures.ts';
import { addFirstResult } from './support/parts.ts';
import { staticApiOrigin, staticBase, staticSiteOrigin } from './support/static-hosting.ts';

// The site built under /site/ (CONTRAIL_BASE) with its API on another origin (CONTRAIL_API_ORIGIN), served
// by a plain static file server; the API allows the site's origin (CORS_ORIGINS). Run with
// static-hosting.config.ts, which starts that stack (support/static-hosting-server.ts).

test.describe.configure({ timeout: 120_000 });

/** Every request the page made to the site's origin outside the base (each one is a 404 waiting to happen). */
function outsideBase(page: Page): string[] {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === staticSiteOrigin && !url.pathname.startsWith(staticBase))
      outside.push(url.pathname);
  });
  return outside;
}

test('the landing page loads under /site/: its scripts, styles, fonts and artwork from the base', async ({
  page,
  problems,
}) => {
  const outside = outsideBase(page);
  const response = await page.goto(staticBase);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Artwork: drawn, from /site/artwork/.
  const art = page.locator(`img[src^="${staticBase}artwork/"]`).filter({ visible: true }).first();
  await art.scrollIntoViewIfNeeded();
  await expect(art).toHaveJSProperty('complete', true);
  expect(await art.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The page's web fonts arrived (their files are Vite's, under /site/assets/).
  expect(
    await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].some((font) => font.status === 'loaded');
    }),
  ).toBe(true);
  // Every link to a page of the site carries the base.
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(10);
  expect(hrefs.filter((href) => !href.startsWith(staticBase))).toEqual([]);
  expect(outside).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

test('the sitemap and robots.txt name the pages under the base', async ({ request }) => {
  const sitemap = await request.get(`${staticBase}sitemap.xml`);
  expect(sitemap.status()).toBe(200);
  const text = await sitemap.text();
  expect(text).toContain(`<loc>${staticSiteOrigin}${staticBase}</loc>`);
  expect(text).toContain(`<loc>${staticSiteOrigin}${staticBase}page/about-us</loc>`);
  expect(text).not.toMatch(new RegExp(`<loc>${staticSiteOrigin}/(?!${staticBase.slice(1)})`));
  const robots = await (await request.get(`${staticBase}robots.txt`)).text();
  expect(robots).toContain(`Sitemap: ${staticSiteOrigin}${staticBase}sitemap.xml`);
});

test('client navigation stays under the base, and a reload of the new address is served', async ({
  page,
  problems,
}) => {
  const outside = outsideBase(page);
  await page.goto(`${staticBase}page/contact-classic/`);
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Aircraft parts' })
    .click();
  await expect(page).toHaveURL(`${staticSiteOrigin}${staticBase}parts`);
  await expect(page.getByRole('heading', { name: 'Aircraft parts catalogue' })).toBeVisible();
  // The catalogue's lines came from the API's origin.
  await expect(page.getByRole('heading', { name: 'Husky models' })).toBeVisible();
  // No document load: the router rendered the page.
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${staticBase}page/contact-classic/?$`));
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  // The static host serves the page the router showed (its folder, after the slash redirect).
  const reloaded = await page.goto(`${staticBase}parts`);
  expect(reloaded?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page).toHaveURL(`${staticSiteOrigin}${staticBase}parts/`);
  await expect(page.getByRole('heading', { name: 'Husky models' })).toBeVisible();
  expect(outside).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
});

test('the contact form posts to the API origin and says the message was sent', async ({
  page,
  problems,
}) => {
  await page.goto(`${staticBase}page/contact-classic/`);
  await waitForHydration(page);
  const form = page
    .locator('form[aria-label]')
    .filter({ has: page.getByRole('button', { name: 'Send message' }) });
  await form.getByLabel('Your name *').fill('Ann Owner');
  await form.getByLabel('Email address *').fill('ann@husky.test');
  await form.getByLabel('Your message *').fill('Please call me about a static site.');
  await form.getByRole('checkbox').check();
  const sent = page.waitForResponse(
    (response) =>
      response.url() === `${staticApiOrigin}/api/send` && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Send message' }).click();
  const response = await sent;
  expect(response.status()).toBe(200);
  expect(response.headers()['access-control-allow-origin']).toBe(staticSiteOrigin);
  await expect(form.getByText('your message has been sent')).toBeVisible();
  expect(problems.failedRequests).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

test('the parts catalogue reads the API origin and keeps a cart there with its cookie', async ({
  page,
  problems,
}) => {
  await page.goto(`${staticBase}parts?q=an960`);
  await waitForHydration(page);
  await addFirstResult(page);
  const lines = page.getByTestId('cart-lines').locator('[data-cart-line]');
  await expect(lines).toHaveCount(1);
  // The session cookie is the API's (its host), and the cart comes back from there after a reload.
  const cookies = await page.context().cookies(staticApiOrigin);
  expect(cookies.some((c) => /contrail_session$/.test(c.name))).toBe(true);
  const restored = page.waitForResponse(
    (response) =>
      response.url() === `${staticApiOrigin}/api/cart` && response.request().method() === 'GET',
  );
  await page.reload();
  await waitForHydration(page);
  expect((await restored).status()).toBe(200);
  await expect(lines).toHaveCount(1);
  expect(problems.failedRequests).toEqual([]);
});
