import { homeRoutes } from '../apps/web/app/site-map/home.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';

// Issue 20: a home demo's sections below its first screen come from a chunk of their own
// (components/layout/lazy-sections.tsx). They are in the prerendered HTML, hydrate without an error once
// their chunk arrives, and a client navigation into the demo commits the whole page at once: never the first
// screen above an empty place where the lower sections go.
// HOME_DEMOS=/home-cafe,/home-dentist runs some of them only.
const demos = (process.env.HOME_DEMOS?.split(',') ?? homeRoutes.map((route) => route.path)).filter(
  Boolean,
);

const sectionIds = () =>
  [...document.querySelectorAll('main section[id]')].map((section) => section.id).join(' ');

test('home demos: the lower sections are prerendered and hydrate without an error', async ({
  page,
  problems,
}) => {
  test.setTimeout(300_000);
  for (const path of demos) {
    await page.goto(path);
    const prerendered = await page.evaluate(sectionIds);
    await waitForHydration(page);
    expect.soft(await page.evaluate(sectionIds), path).toBe(prerendered);
    expect.soft(problems.consoleErrors, path).toEqual([]);
    problems.consoleErrors.length = 0;
  }
});

test('home demos: a client navigation from the gallery commits the lower sections with the first screen', async ({
  page,
  problems,
}) => {
  test.setTimeout(420_000);
  // The sections present (and the footer) when the new page's <h1> enters the document.
  await page.addInitScript(() => {
    const win = window as unknown as { atFirstHeading?: string };
    const seen = new WeakSet<Element>();
    new MutationObserver(() => {
      const h1 = document.querySelector('main h1');
      if (!h1 || seen.has(h1)) return;
      seen.add(h1);
      // The URL changes before the new page commits: the gallery's own heading is not the demo's.
      if (location.pathname === '/') return;
      win.atFirstHeading ??= [...document.querySelectorAll('main section[id]')]
        .map((section) => section.id)
        .join(' ');
    }).observe(document, { childList: true, subtree: true });
  });
  const firstHeading = () =>
    page.evaluate(() => (window as { atFirstHeading?: string }).atFirstHeading);
  for (const path of demos) {
    await page.goto('/');
    await waitForHydration(page);
    await page.locator(`main a[href="${path}"]`).first().click();
    await page.waitForURL(path);
    // (The URL changes before the new page commits.)
    await expect.poll(firstHeading).not.toBeUndefined();
    const first = await firstHeading();
    await waitForHydration(page);
    const settled = await page.evaluate(sectionIds);
    expect.soft(first, path).toBe(settled);
    expect.soft(problems.consoleErrors, path).toEqual([]);
    problems.consoleErrors.length = 0;
  }
});
