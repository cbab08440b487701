import type { Page } from '@playwright/test';
import { findRoute } from '../apps/web/app/site-map/index.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';

// The meta description: prerendered with each page, kept when it hydrates, and each client navigation's
// own (the descriptions are not in the first load: they arrive as a chunk once the page has hydrated).

const descriptionOf = (path: string) => findRoute(path)?.description ?? '';
const metaDescription = (page: Page) => page.locator('head meta[name="description"]');

/** Holds the descriptions' chunk back until the returned function is called. */
async function holdDescriptions(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/_virtual_site-descriptions-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** A client navigation by the header's "Aircraft parts" link: asserted to keep the document. */
async function navigateToParts(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));
  await page.getByRole('banner').getByRole('link', { name: 'Aircraft parts', exact: true }).click();
  await expect(page).toHaveURL(/\/parts$/);
  await expect(page).toHaveTitle('Parts catalogue | Contrail');
  await expect(page.locator('html[data-same-document]'), 'a client navigation').toHaveCount(1);
}

test('the page’s description is in its HTML, stays after hydration and follows a client navigation', async ({
  page,
  problems,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/elements/accordions');
  await expect(metaDescription(page)).toHaveAttribute(
    'content',
    descriptionOf('/elements/accordions'),
  );
  await waitForHydration(page);
  await expect(metaDescription(page)).toHaveCount(1);
  await expect(metaDescription(page)).toHaveAttribute(
    'content',
    descriptionOf('/elements/accordions'),
  );
  await navigateToParts(page);
  await expect(metaDescription(page)).toHaveAttribute('content', descriptionOf('/parts'));
  await expect(metaDescription(page)).toHaveCount(1);
  expect(problems.consoleErrors).toEqual([]);
});

test('a client navigation made before the descriptions arrive gets its description when they do', async ({
  page,
  problems,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await holdDescriptions(page);
  await page.goto('/');
  // Hydrated, but not waiting for the network to be idle: the descriptions' request is held on purpose.
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await navigateToParts(page);
  await expect(metaDescription(page)).toHaveCount(0);
  release();
  await expect(metaDescription(page)).toHaveAttribute('content', descriptionOf('/parts'));
  expect(problems.consoleErrors).toEqual([]);
});

test('an element page’s lead is its description: drawn on the first visit, and on a client navigation made before the descriptions arrive, once they do', async ({
  page,
  problems,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await holdDescriptions(page);
  const lead = (path: string) =>
    page.getByRole('main').getByText(descriptionOf(path), { exact: true });
  await page.goto('/elements/accordions');
  await expect(lead('/elements/accordions')).toBeVisible();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(lead('/elements/accordions')).toBeVisible();
  await page.evaluate((buttonsLead) => {
    document.documentElement.setAttribute('data-same-document', '');
    // Any moment the new page shows without its lead is counted.
    const check = () => {
      const h1 = document.querySelector('main h1')?.textContent ?? '';
      if (
        h1.includes('Buttons') &&
        !document.querySelector('main')?.textContent?.includes(buttonsLead)
      )
        document.documentElement.dataset.leadMissing = 'true';
    };
    new MutationObserver(check).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  }, descriptionOf('/elements/buttons'));
  // A client navigation to another element page (the history's pop, as React Router follows it).
  const pageModule = page.waitForResponse(/\/assets\/buttons-[^/]*\.js$/);
  await page.evaluate(() => {
    window.history.pushState(null, '', '/elements/buttons');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await pageModule;
  await page.waitForTimeout(500);
  // The page left stays on screen while the lead cannot be drawn with the new page.
  await expect(lead('/elements/accordions')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Buttons' })).toBeVisible();
  await expect(lead('/elements/buttons')).toBeVisible();
  await expect(page.locator('html[data-same-document]'), 'a client navigation').toHaveCount(1);
  await expect(
    page.locator('html[data-lead-missing]'),
    'the new page shown without its lead',
  ).toHaveCount(0);
  expect(problems.consoleErrors).toEqual([]);
});
