import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { demos } from '../apps/web/app/content/demos/index.ts';
import { heroArt } from '../apps/web/app/content/hero-art.ts';
import { schemeStorageKey } from '../apps/web/app/lib/color-scheme.ts';
import { baseURL } from './support/ports.ts';
import { expect, settledViolations, test, waitForHydration } from './support/fixtures.ts';

// Issue 40 §1: every page in light and dark. The light scheme of every route is in the route crawl
// (routes.spec.ts, axe at 1366 and 390 px); here every home demo and the site's other kinds of page (landing,
// parts catalogue, shop, blog, portfolio, company pages) are checked in dark, then the switch itself: its choice
// survives a reload and a client navigation, a dark visit is dark from its first frame, with no shift, no
// hydration error and no fade.

test.describe.configure({ timeout: 120_000 });

const otherPages = [
  '/',
  '/parts',
  // Search results: the matched part of each number is highlighted.
  '/parts?q=an3',
  '/shop/single-product',
  '/shop/checkout',
  '/blogs/blog-classic',
  '/portfolio/boxed-three-column',
  '/page/about-us',
  '/page/contact-classic',
];

/** Scrolls the page through once, so sections rendered only near the viewport are laid out and settled. */
async function renderWholePage(page: Page) {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 700) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
  });
}

/** axe's colour-contrast findings on settled styles, each node in both runs (`settledViolations`). */
function contrastViolations(page: Page): Promise<string[]> {
  return settledViolations(
    page,
    async () => {
      const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
      return results.violations.flatMap((v) =>
        v.nodes.map((n) => `${n.target.join(' ')} :: ${n.failureSummary?.split('\n')[1] ?? ''}`),
      );
    },
    (violation) => violation,
  );
}

/** The page background's relative luminance (0 black … 1 white). */
function backgroundLuminance(page: Page, selector = 'body > div') {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const [r = 0, g = 0, b = 0] = (
        getComputedStyle(element).backgroundColor.match(/[\d.]+/g) ?? []
      ).map(Number);
      const lin = (c: number) =>
        c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4;
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    });
}

/** A demo's first-screen picture (content/hero-art.ts): prerendered as a data: URL, its file's path kept in data-src. */
function heroPicture(page: Page, slug: string): Locator {
  const file = heroArt[slug]!;
  return page.locator(`main img[data-src$="${file}"], main img[src$="${file}"]`).first();
}

/** How the picture shows on screen: its mean lightness (0 … 1) and the share of its pixels that are near white. */
async function pictureLight(picture: Locator) {
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toBeVisible();
  await picture.evaluate((img: HTMLImageElement) => img.decode());
  const png = (await picture.screenshot({ animations: 'disabled' })).toString('base64');
  // Read back in the page: a PNG has no colour scheme of its own, a canvas gives its pixels.
  return picture.page().evaluate(async (base64) => {
    const shot = new Image();
    shot.src = `data:image/png;base64,${base64}`;
    await shot.decode();
    const canvas = document.createElement('canvas');
    canvas.width = shot.naturalWidth;
    canvas.height = shot.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(shot, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let sum = 0;
    let white = 0;
    for (let k = 0; k < data.length; k += 4) {
      const [r = 0, g = 0, b = 0] = [data[k], data[k + 1], data[k + 2]];
      sum += (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
      if (Math.min(r, g, b) > 225) white++;
    }
    return { mean: sum / (data.length / 4), white: white / (data.length / 4) };
  }, png);
}

test.describe('in dark', () => {
  test.use({ colorScheme: 'dark' });

  for (const { route, theme } of demos)
    test(`${route} (dark) is axe colour-contrast clean`, async ({ page }) => {
      await page.goto(route);
      await waitForHydration(page);
      expect(await backgroundLuminance(page), 'a dark page').toBeLessThan(0.05);
      await renderWholePage(page);
      expect(await contrastViolations(page), `${theme.name} in dark`).toEqual([]);
    });

  for (const path of otherPages)
    test(`${path} (dark) is dark and axe colour-contrast clean`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      if (path.includes('?q=')) await expect(page.locator('mark').first()).toBeVisible();
      expect(await backgroundLuminance(page), 'a dark page').toBeLessThan(0.05);
      await renderWholePage(page);
      expect(await contrastViolations(page)).toEqual([]);
    });

  test('the heroes’ artwork is drawn in its dark palette: no light picture and no white box (dentist, startup, yoga)', async ({
    page,
  }) => {
    for (const slug of ['dentist', 'startup', 'yoga-meditation']) {
      await page.goto(`/home-${slug}`);
      await waitForHydration(page);
      const dark = await pictureLight(heroPicture(page, slug));
      expect(dark.mean, `${slug}: mean lightness in dark`).toBeLessThan(0.3);
      expect(dark.white, `${slug}: share of near-white pixels in dark`).toBeLessThan(0.01);
      // The same file, in light: the light palette.
      await page.emulateMedia({ colorScheme: 'light' });
      const light = await pictureLight(heroPicture(page, slug));
      expect(light.mean, `${slug}: mean lightness in light`).toBeGreaterThan(dark.mean + 0.2);
      await page.emulateMedia({ colorScheme: 'dark' });
    }
  });

  test('photos and videos are dimmed by --media-dim, drawn artwork is not', async ({ page }) => {
    await page.goto('/home-corporate');
    await waitForHydration(page);
    const filterOf = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => getComputedStyle(el).filter);
    await expect(page.locator('video[data-hero-video]')).toBeAttached();
    expect(await filterOf('video[data-hero-video]')).toBe('brightness(0.9)');
    expect(await filterOf('img[data-hero-poster]')).toBe('none');
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await filterOf('video[data-hero-video]')).toBe('none');
  });

  test('a contact form’s errors read on the dark page, and a field focused by keyboard shows its ring', async ({
    page,
  }) => {
    await page.goto('/page/contact-classic');
    await waitForHydration(page);
    const form = page.locator('main form').first();
    await form.scrollIntoViewIfNeeded();
    await form.locator('button[type="submit"]').first().click();
    await expect(form.getByRole('alert').first()).toBeVisible();
    expect(await contrastViolations(page)).toEqual([]);
    const field = form.getByRole('textbox').first();
    await field.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(field).toBeFocused();
    const ring = await field.evaluate((el) => {
      const style = getComputedStyle(el);
      return { outline: style.outlineStyle, shadow: style.boxShadow, colour: style.outlineColor };
    });
    expect(ring.outline !== 'none' || ring.shadow !== 'none', JSON.stringify(ring)).toBe(true);
  });
});

// The light schemes designed for the dark-designed demos (the route crawl runs light too, with every rule).
test.describe('dark-designed demos in light', () => {
  test.use({ colorScheme: 'light' });

  for (const { route, theme } of demos.filter(
    (demo) => demo.theme.designed === 'dark' && !demo.theme.only,
  ))
    test(`${route} (light) is light and axe colour-contrast clean`, async ({ page }) => {
      await page.goto(route);
      await waitForHydration(page);
      expect(await backgroundLuminance(page), 'a light page').toBeGreaterThan(0.7);
      await renderWholePage(page);
      expect(await contrastViolations(page), `${theme.name} in light`).toEqual([]);
    });

  test('the gym’s and the restaurant’s pictures are light on their light pages; their dark-art heroes stay dark', async ({
    page,
  }) => {
    for (const [route, picture] of [
      ['/home-gym-fitness', '/artwork/gym-fitness-interior-9-640x560.svg'],
      ['/home-restaurant', '/artwork/restaurant-food-7-720x560.svg'],
    ] as const) {
      const slug = route.slice('/home-'.length);
      await page.goto(route);
      await waitForHydration(page);
      await renderWholePage(page);
      const inPage = await pictureLight(page.locator(`main img[src$="${picture}"]`).first());
      expect(inPage.mean, `${route}: ${picture} in light`).toBeGreaterThan(0.6);
      // The hero is dark in both schemes (bg-inverse, white text): its picture keeps its dark palette.
      const hero = await pictureLight(heroPicture(page, slug));
      expect(hero.mean, `${route}: its hero in light`).toBeLessThan(0.2);
    }
  });
});

test.describe('the scheme switch', () => {
  test('is in the header, keeps its choice across a reload and a client navigation, and goes back to the system’s', async ({
    page,
    problems,
  }) => {
    test.setTimeout(180_000);
    await page.goto('/home-startup');
    await waitForHydration(page);
    const group = page.getByRole('banner').getByRole('group', { name: 'Colour scheme' }).first();
    await expect(group.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(await backgroundLuminance(page)).toBeGreaterThan(0.8);

    // By keyboard: Tab into the group, arrows to Dark.
    await group.getByRole('radio', { name: 'System' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(group.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-scheme', 'dark');
    expect(await backgroundLuminance(page)).toBeLessThan(0.05);

    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-scheme', 'dark');
    await expect(
      page.getByRole('banner').getByRole('radio', { name: 'Dark' }).first(),
    ).toBeChecked();
    expect(await backgroundLuminance(page)).toBeLessThan(0.05);

    // A client navigation (the logo link home, then into another demo) keeps it.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('banner').getByRole('link').first().click();
    await page.waitForURL('/');
    await waitForHydration(page);
    await page.locator('main a[href="/home-restaurant"]').first().click();
    await page.waitForURL('/home-restaurant');
    await expect(page.locator('main h1')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await expect(page.locator('html')).toHaveAttribute('data-scheme', 'dark');
    await expect(
      page.getByRole('banner').getByRole('radio', { name: 'Dark' }).first(),
    ).toBeChecked();
    expect(await backgroundLuminance(page)).toBeLessThan(0.05);

    // Light, on a demo designed dark: its light scheme.
    const option = (name: string) =>
      page.getByRole('banner').locator(`label[data-scheme-option="${name}"]:visible`).first();
    await option('light').click();
    await expect(page.locator('html')).toHaveAttribute('data-scheme', 'light');
    // Polled: once in CI this read 0 just after the switch, on a busy machine (not reproduced alone).
    await expect.poll(() => backgroundLuminance(page)).toBeGreaterThan(0.8);
    await option('system').click();
    await expect(page.locator('html')).not.toHaveAttribute('data-scheme', /.*/);
    expect(await page.evaluate((key) => localStorage.getItem(key), schemeStorageKey)).toBeNull();
    expect(problems.consoleErrors).toEqual([]);
  });

  test('on a dark-only demo says it is fixed to dark and why, without moving the header’s other controls', async ({
    page,
  }) => {
    const demo = demos.find((d) => d.slug === 'personal-portfolio')!;
    expect(demo.theme.only?.scheme).toBe('dark');
    await page.goto(demo.route);
    await waitForHydration(page);
    const banner = page.getByRole('banner');
    const group = banner.getByRole('group', { name: 'Colour scheme' }).first();
    await expect(group).toHaveAttribute('data-scheme-fixed', 'dark');
    // A screen reader hears the group's description: fixed to dark, the demo's own reason.
    await expect(group).toHaveAccessibleDescription(
      `Shown in dark only. ${demo.theme.only!.reason} Your choice applies to the other pages.`,
    );
    const note = group.locator('p');
    await expect(note).toBeHidden();
    const controls = () =>
      banner.locator('a:visible, button:visible').evaluateAll((els) =>
        els.map((el) => {
          const { x, y, width, height } = el.getBoundingClientRect();
          return [x, y, width, height].map(Math.round).join(',');
        }),
      );
    const before = await controls();
    // By keyboard to Light: the choice is kept, the page stays dark and the note says why.
    await group.getByRole('radio', { name: 'System' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(group.getByRole('radio', { name: 'Light' })).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-scheme', 'light');
    expect(await backgroundLuminance(page)).toBeLessThan(0.05);
    await expect(note).toBeVisible();
    await expect(note).toContainText('Shown in dark only.');
    await expect(note).toBeInViewport({ ratio: 1 });
    // Dark is marked as the scheme in force; the visitor's choice, light, is ringed.
    const fill = (name: string) =>
      group
        .locator(`[data-scheme-option="${name}"]`)
        .evaluate((el) => [
          getComputedStyle(el).backgroundColor,
          getComputedStyle(el).outlineStyle,
        ]);
    expect((await fill('dark'))[0]).not.toBe('rgba(0, 0, 0, 0)');
    expect(await fill('light')).toEqual(['rgba(0, 0, 0, 0)', 'dashed']);
    expect(await controls()).toEqual(before);
    const axe = await new AxeBuilder({ page }).include('header').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
      [],
    );
    // Escape closes the note; the focus stays on the option.
    await page.keyboard.press('Escape');
    await expect(note).toBeHidden();
    await expect(group.getByRole('radio', { name: 'Light' })).toBeFocused();
  });

  test('on a phone the dark-only note fits the screen under the header', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const demo = demos.find((d) => d.slug === 'personal-portfolio')!;
    await page.goto(demo.route);
    await waitForHydration(page);
    const group = page
      .getByRole('banner')
      .getByRole('group', { name: 'Colour scheme' })
      .filter({ visible: true })
      .first();
    await group.getByRole('radio', { name: 'System' }).focus();
    await page.keyboard.press('ArrowRight');
    const note = group.locator('p');
    await expect(note).toBeVisible();
    await expect(note).toContainText(demo.theme.only!.reason);
    await expect(note).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });

  test('changes colours at once: no transition runs during the switch', async ({ page }) => {
    await page.goto('/home-startup');
    await waitForHydration(page);
    const header = page.locator('header.site-header').first();
    const colours = await page.evaluate(() => {
      const bar = document.querySelector('header.site-header')!;
      const before = getComputedStyle(bar).backgroundColor;
      document.querySelector<HTMLInputElement>('header input[value="dark"]')!.click();
      return { before, at: getComputedStyle(bar).backgroundColor };
    });
    await page.waitForTimeout(700);
    const after = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(colours.at).not.toBe(colours.before);
    expect(colours.at).toBe(after);
    await expect(page.locator('html')).not.toHaveAttribute('data-scheme-switching', /.*/);
  });
});

test.describe('a visit with dark chosen', () => {
  // The choice kept by an earlier visit (the switch's storage), there before the page's own scripts.
  test.beforeEach(async ({ context }) => {
    await context.addInitScript((key) => localStorage.setItem(key, 'dark'), schemeStorageKey);
  });

  test('is dark from its first frame, shifts nothing and hydrates without an error, even without the app’s scripts', async ({
    page,
    problems,
  }) => {
    // The colour of the first frame: read in the first animation frame that has a body (rendering is held
    // until the page's markup is parsed, root.tsx), before the page's modules could run.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { firstFrame: string[] }).firstFrame = seen;
      const look = () => {
        const wrapper = document.querySelector('body > div');
        if (!wrapper) return requestAnimationFrame(look);
        seen.push(
          getComputedStyle(wrapper).backgroundColor,
          document.documentElement.getAttribute('data-scheme') ?? '',
          String(document.documentElement.hasAttribute('data-hydrated')),
        );
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            seen.push(`shift ${(entry as unknown as { value: number }).value}`);
        }).observe({ type: 'layout-shift', buffered: true });
      };
      requestAnimationFrame(look);
    });
    await page.goto('/home-startup');
    await waitForHydration(page);
    await page.waitForTimeout(500);
    const [background, scheme, hydrated, ...shifts] = await page.evaluate(
      () => (window as unknown as { firstFrame: string[] }).firstFrame,
    );
    expect(scheme).toBe('dark');
    expect(hydrated).toBe('false');
    const [r = 255, g = 255, b = 255] = (background?.match(/[\d.]+/g) ?? []).map(Number);
    expect(Math.max(r, g, b), `first frame ${background}`).toBeLessThan(40);
    expect(shifts).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);

    // With the app's scripts blocked, the inline script alone makes it dark.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await page.waitForLoadState('domcontentloaded');
    expect(await backgroundLuminance(page)).toBeLessThan(0.05);
  });

  test('the artwork follows the site’s switch, not only the system: dark chosen on a light system draws it dark', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/home-dentist');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-scheme', 'dark');
    const chosen = await pictureLight(heroPicture(page, 'dentist'));
    expect(chosen.mean).toBeLessThan(0.3);
    expect(chosen.white).toBeLessThan(0.01);
    // Back to light with the switch's attribute: the same picture turns light, no reload, no other file.
    const files = new Set<string>();
    page.on('request', (request) => {
      if (request.url().includes('/artwork/')) files.add(request.url());
    });
    await page.evaluate(() => document.documentElement.setAttribute('data-scheme', 'light'));
    const light = await pictureLight(heroPicture(page, 'dentist'));
    expect(light.mean).toBeGreaterThan(chosen.mean + 0.2);
    expect([...files]).toEqual([]);
  });

  test('the inline scheme script is allowed by the page’s Content-Security-Policy hash', async ({
    request,
  }) => {
    const response = await request.get(`${baseURL}/home-startup`);
    const html = await response.text();
    const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
      .map((m) => m[1] ?? '')
      .find((source) => source.includes(schemeStorageKey));
    expect(script, 'the inline scheme script').toBeDefined();
    // Before any stylesheet and the body: it runs before anything can paint.
    expect(html.indexOf(script!)).toBeLessThan(html.indexOf('<body'));
    const hash = createHash('sha256').update(script!, 'utf8').digest('base64');
    expect(response.headers()['content-security-policy']).toContain(`'sha256-${hash}'`);
  });
});
