import type { Page } from '@playwright/test';
import { concretePaths } from '../apps/web/app/site-map/index.ts';
import { expect, seriousAxeViolations, test, waitForHydration } from './support/fixtures.ts';

// The route crawl: every registered route, from the one registry, in one page each: at a desktop width, then
// the same page narrowed to a 390 px phone (issue 38), where nothing may be wider than the viewport and axe
// runs again (menus, tables and cards change shape there).
for (const path of concretePaths()) {
  test(`route ${path} renders cleanly at 1366 and 390 px`, async ({ page, problems }) => {
    // Two axe passes over the page; the longest (the landing page) took over 60 s on a busy two-core machine.
    test.setTimeout(120_000);
    const response = await page.goto(path);
    expect(response?.status(), 'HTTP status').toBe(200);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveCount(1);
    expect((await page.title()).trim().length, 'document title').toBeGreaterThan(0);
    await expect(page.locator('main')).toHaveCount(1);
    expect(await seriousAxeViolations(page), 'axe serious/critical violations').toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await waitForLayout(page);
    const wide = await horizontalOverflow(page);
    expect(
      wide.scroll,
      `scrollWidth at 390 px (${wide.offenders.join(' | ')})`,
    ).toBeLessThanOrEqual(wide.width);
    // Sections below the first skip layout until they near the viewport (content-visibility, app.css); after
    // a resize those laid out at the desktop width keep stale boxes, and axe then takes a neighbouring dark
    // section for a text's background. Drawing them all (which changes nothing a visitor sees) measures the page
    // as laid out at 390 px; the overflow check above ran on the page as shipped.
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    await waitForLayout(page);
    expect(await seriousAxeViolations(page), 'axe serious/critical violations at 390 px').toEqual(
      [],
    );

    expect(problems.consoleErrors, 'console errors').toEqual([]);
    expect(problems.failedRequests, 'failed requests').toEqual([]);
  });
}

/** Two frames after a resize: media queries applied, and what listens to them re-rendered and laid out. */
async function waitForLayout(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** The page's scroll width against the viewport's, and the first few elements that stick out. */
function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const offenders = [...document.querySelectorAll<HTMLElement>('main *, header *, footer *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .filter((el) => !el.closest('[aria-hidden="true"], .swiper, [data-carousel]'))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 120));
    return { scroll: document.documentElement.scrollWidth, width, offenders };
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
