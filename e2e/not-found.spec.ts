import { servedPathsByPattern, siteRoutes } from '../apps/web/app/site-map/index.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';

// Real 404s over the built site and the real server: a path that fits a parameterised route but names
// nothing the build knows (no such post, category, author) answers status 404 with the not-found page,
// in the HTML itself, so a crawler, a monitor or a browser without JavaScript sees it too.

const notFoundHeading = 'This page is off the map';
// The customer's quote (`/quote/:token`) is open-ended on purpose: any one-segment token gets the quote
// page, which itself says a link is not valid (e2e/quote-page.spec.ts), so a cut-short link still helps.
const openEnded = new Set(['/quote/:token']);
const served = Object.fromEntries(
  Object.entries(servedPathsByPattern()).filter(([pattern]) => !openEnded.has(pattern)),
);

/** Values each parameterised family does not have, on the family's own pattern. */
const unknownValues = ['999', '0', 'no-such-thing'];
const invalidPaths = [
  '/blog-types/standard-post/999',
  '/blogs/category/knitting',
  '/blogs/author/99',
  ...Object.keys(served).flatMap((pattern) =>
    unknownValues.map((value) => pattern.replace(/:[^/]+$/, value)),
  ),
  // Families of static pages (products, projects, demos): a name that is not one of them.
  '/shop/no-such-product',
  '/portfolio/single-project-page-99',
  '/headers/no-such-header',
  '/footers/footer-style-99',
  '/model-popup/no-such-popup',
  '/page-title/no-such-title',
  '/elements/no-such-element',
];

test('every value the build lists for a parameterised route answers 200', async ({ request }) => {
  const paths = Object.values(served).flat();
  expect(paths.length).toBeGreaterThan(250);
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).not.toContain(notFoundHeading);
  }
});

test('a path that fits a route but names nothing answers 404 with the not-found page', async ({
  request,
}) => {
  // Each parameterised row is covered by at least one unknown value above.
  for (const route of siteRoutes.filter((r) => r.path.includes(':') && !openEnded.has(r.path)))
    expect(
      invalidPaths.some((p) => p.startsWith(route.path.replace(/:[^/]+$/, ''))),
      route.path,
    ).toBe(true);
  for (const path of invalidPaths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type'], path).toContain('text/html');
    expect(await response.text(), path).toContain(notFoundHeading);
  }
});

// The browser matches `/portfolio/nope` to the `/portfolio/:demo` route, whose page shows the not-found
// sections for a name it lacks. The server answers with that route's own prerendered not-found page
// (apps/web/app/not-found-pages.ts), so hydration finds the tree it renders: no React error #418.
const familyUnknowns = [
  '/portfolio/nope',
  '/blog-types/standard-post/999',
  '/blog-types/no-such-kind/1',
  '/blogs/category/knitting',
  '/blogs/author/99',
  '/blogs/no-such-list',
  '/headers/no-such-header',
  '/footers/footer-style-99',
  '/model-popup/no-such-popup',
  '/page-title/no-such-title',
  // The `*` route's own page.
  '/no-such-page',
];

test('an unknown family address hydrates without an error and works as the not-found page', async ({
  page,
  problems,
}) => {
  for (const path of familyUnknowns) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(notFoundHeading);
    await expect(page, path).toHaveTitle('Page not found | Contrail');
    expect(new URL(page.url()).pathname, path).toBe(path);
  }
  // The document's own 404 status is logged by the browser; anything else (React's #418) fails.
  expect(
    problems.consoleErrors.filter((text) => !/status of 404/.test(text)),
    'console errors',
  ).toEqual([]);
  // Hydrated: its links navigate on the client.
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the reserved not-found addresses themselves answer 404', async ({ request }) => {
  for (const path of ['/portfolio/~not-found', '/blog-types/~not-found/~not-found']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain(notFoundHeading);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an unknown post, category or author shows the not-found page with status 404', async ({
    page,
  }) => {
    for (const path of [
      '/blog-types/standard-post/999',
      '/blogs/category/knitting',
      '/blogs/author/99',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundHeading);
      await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
    }
  });

  test('a known category and author still show their posts', async ({ page }) => {
    const category = await page.goto('/blogs/category/food');
    expect(category?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Food posts');
    const author = await page.goto('/blogs/author/7');
    expect(author?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Posts by Amara Nwosu');
  });
});
