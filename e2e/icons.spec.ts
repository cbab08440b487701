import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures.ts';

/** Each icon page, a name its set has, and the family our own @font-face gives it (none: drawn as SVG). */
const sets = [
  {
    path: '/iconsmindline',
    query: 'user',
    family: 'contrail-phosphor',
    markup: /^<i class="ph ph-/,
  },
  {
    path: '/iconsmindsolid',
    query: 'user',
    family: 'contrail-phosphor-fill',
    markup: /^<i class="ph-fill ph-/,
  },
  {
    path: '/ETlineicon',
    query: 'phone',
    family: 'contrail-phosphor-thin',
    markup: /^<i class="ph-thin ph-/,
  },
  {
    path: '/fontawesome',
    query: 'user',
    family: 'contrail-fa-solid',
    markup: /^<i class="fa-solid fa-/,
  },
  { path: '/feather', query: 'user', family: undefined, markup: /^<svg / },
  {
    path: '/simple-line',
    query: 'user',
    family: 'contrail-simple-line',
    markup: /^<i class="icon-/,
  },
  { path: '/themify', query: 'user', family: 'contrail-themify', markup: /^<i class="icon-/ },
] as const;

/** Every request the page makes that does not go to this site. */
function offSiteRequests(page: Page, baseURL: string): string[] {
  const origin = new URL(baseURL).origin;
  const offSite: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:'))
      offSite.push(url);
  });
  return offSite;
}

const tiles = (page: Page) => page.locator('[data-icon-grid] > li > button');

for (const set of sets) {
  test(`${set.path} shows its set, searches it and copies an icon's markup`, async ({
    page,
    context,
    baseURL,
  }) => {
    const offSite = offSiteRequests(page, baseURL as string);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(baseURL as string).origin,
    });
    await page.goto(set.path);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(tiles(page).first()).toBeVisible();
    const total = Number((await page.locator('[data-icon-count]').innerText()).match(/^\d+/)?.[0]);
    expect(total).toBeGreaterThanOrEqual(100);

    const glyph = tiles(page).first().locator('[data-glyph]');
    if (set.family) {
      // The set's own font file, from this site, is loaded and draws the glyph.
      await page.evaluate(() => document.fonts.ready);
      const font = await page.evaluate(async (family) => {
        await document.fonts.load(`32px "${family}"`);
        const face = [...document.fonts].find((f) => f.family.replace(/"/g, '') === family);
        return face?.status;
      }, set.family);
      expect(font).toBe('loaded');
      const width = await glyph.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return range.getBoundingClientRect().width;
      });
      expect(width).toBeGreaterThan(0);
      await expect(glyph).toHaveCSS('font-family', new RegExp(set.family));
    } else {
      const box = await glyph.locator('svg').boundingBox();
      expect(box?.width).toBeGreaterThan(0);
    }

    const search = page.getByLabel('Search icons by name');
    await search.fill(set.query);
    await expect(page.locator('[data-icon-count]')).toContainText(`“${set.query}”`);
    const found = await tiles(page).count();
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(total);
    await expect(tiles(page).first()).toHaveAttribute('data-icon', new RegExp(set.query));
    await search.fill('no-such-icon-here');
    await expect(page.locator('[data-icon-count]')).toHaveText(
      'No icon matches “no-such-icon-here”.',
    );
    await expect(tiles(page)).toHaveCount(0);
    await search.fill(set.query);

    const first = tiles(page).first();
    await first.click();
    const status = page.locator('[data-copy-status]');
    await expect(status).toContainText('to the clipboard.');
    await expect(first).toContainText('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(set.markup);
    await expect(status).toContainText(copied.slice(0, 20));

    expect(offSite).toEqual([]);
  });
}

test('without a clipboard, the markup is shown to copy by hand', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  });
  await page.goto('/simple-line');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Copy user', exact: true }).click();
  await expect(page.locator('[data-copy-status]')).toContainText(
    'This browser did not let the page use the clipboard. The markup for user: <i class="icon-user"></i>',
  );
});

test('the icon fonts are the page’s own: no .icon-* rule reaches another page', async ({
  page,
}) => {
  await page.goto('/simple-line');
  await waitForHydration(page);
  await expect(tiles(page).first()).toBeVisible();
  const iconRules = await page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) => {
      try {
        return [...sheet.cssRules].map((r) => r.cssText).filter((t) => /\.icon-[\w-]+/.test(t));
      } catch {
        return [];
      }
    }),
  );
  expect(iconRules).toEqual([]);
});

test('/animation replays an effect on its button', async ({ page }) => {
  await page.goto('/animation');
  await waitForHydration(page);
  await expect(page.locator('[data-motion-note]')).toHaveAttribute('data-motion-note', 'on');
  const box = page.locator('[data-effect="bounce-in"]');
  await expect(box).toHaveCSS('animation-name', 'ca-bounce-in');
  const before = await box.elementHandle();
  await page.getByRole('button', { name: 'Replay Bounce in' }).click();
  // A new element: the effect starts over.
  expect(await before?.evaluate((el) => el.isConnected)).toBe(false);
  const running = await box.evaluate((el) => el.getAnimations().map((a) => a.playState));
  expect(running.length).toBe(1);
  await page.getByRole('button', { name: 'Replay Lift' }).click();
  await expect(page.locator('[data-effect="lift"]')).toHaveAttribute('data-preview', '');
});

test('/animation holds still under prefers-reduced-motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/animation');
  await waitForHydration(page);
  await expect(page.locator('[data-motion-note]')).toHaveAttribute('data-motion-note', 'off');
  await expect(page.locator('[data-effect="fade-up"]')).toHaveCSS('animation-name', 'none');
  await expect(page.getByRole('button', { name: 'Replay Fade up' })).toBeDisabled();
  expect(
    await page.evaluate(() => document.querySelectorAll('[data-effect]').length),
  ).toBeGreaterThanOrEqual(12);
});
