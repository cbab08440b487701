import { concretePaths } from '../apps/web/app/site-map/index.ts';
import { expect, seriousAxeViolations, test, waitForHydration } from './support/fixtures.ts';

// The route crawl: every registered route, from the one registry.
for (const path of concretePaths()) {
  test(`route ${path} renders cleanly`, async ({ page, problems }) => {
    const response = await page.goto(path);
    expect(response?.status(), 'HTTP status').toBe(200);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveCount(1);
    expect((await page.title()).trim().length, 'document title').toBeGreaterThan(0);
    await expect(page.locator('main')).toHaveCount(1);
    expect(await seriousAxeViolations(page), 'axe serious/critical violations').toEqual([]);
    expect(problems.consoleErrors, 'console errors').toEqual([]);
    expect(problems.failedRequests, 'failed requests').toEqual([]);
  });
}

// At a 390 px phone width no home demo scrolls sideways (issue 22): nothing is wider than the viewport.
for (const path of concretePaths().filter((p) => p.startsWith('/home-'))) {
  test(`route ${path} fits a 390 px phone without horizontal overflow`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await waitForHydration(page);
    const wide = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const offenders = [...document.querySelectorAll<HTMLElement>('main *, header *, footer *')]
        .filter((el) => el.getBoundingClientRect().right > width + 1)
        .filter((el) => !el.closest('[aria-hidden="true"], .swiper, [data-carousel]'))
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 120));
      return { scroll: document.documentElement.scrollWidth, width, offenders };
    });
    expect(
      wide.scroll,
      `scrollWidth at 390 px (${wide.offenders.join(' | ')})`,
    ).toBeLessThanOrEqual(wide.width);
  });
}

test('an unknown path shows the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('off the map');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('off the map');
});

test('a demo family answers only its own names: an unknown one is a 404, loaded or navigated to', async ({
  page,
}) => {
  // /headers/*, /footers/* and /model-popup/* are one route each in the browser (routes.ts).
  for (const path of ['/headers/no-such-header', '/footers/no-such-footer', '/model-popup/nope']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('off the map');
  }
  await page.goto('/headers/white-header');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('off the map');
  for (const path of ['/headers/no-such-header', '/footers/no-such-footer', '/model-popup/nope']) {
    await page.evaluate(
      (to) =>
        (
          window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => unknown } }
        ).__reactRouterDataRouter.navigate(to),
      path,
    );
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 }), path).toContainText('off the map');
    await expect(page).toHaveTitle('Page not found | Contrail');
  }
  // A known name of the same family, navigated to, is its demo.
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => unknown } }
    ).__reactRouterDataRouter.navigate('/footers/footer-style-01'),
  );
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('off the map');
  await expect(page.locator('footer[data-footer-layout]')).toHaveCount(1);
});

test('sitemap.xml lists every registered route', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  for (const path of concretePaths()) expect(xml).toContain(`${path === '/' ? '/' : path}</loc>`);
});
