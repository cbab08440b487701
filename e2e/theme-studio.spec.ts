import AxeBuilder from '@axe-core/playwright';
import type { FrameLocator, Page } from '@playwright/test';
import { expect, seriousAxeViolations, test, waitForHydration } from './support/fixtures.ts';

// Issue 40 §2: the theme studio restyles a demo's real page (a same-origin frame) as the controls change,
// lists the pairs that fail WCAG AA with a mend, exports the recipe, CSS, JSON and a share link, and imports
// the JSON back.

test.describe.configure({ timeout: 120_000 });

const preview = (page: Page): FrameLocator => page.frameLocator('iframe[title$="restyled"]');

/** A computed style of the first element matching `selector` in the preview. */
async function frameStyle(page: Page, selector: string, property: string): Promise<string> {
  return preview(page)
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p).trim(), property);
}

/** The studio and the demo in its frame, both hydrated (the frame's page may keep the network busy). */
async function openStudio(page: Page, path = '/theme-studio') {
  await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await preview(page).locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

test('a colour and a font change the real page; the theme exports and imports back', async ({
  page,
}) => {
  await openStudio(page);
  await expect(page).toHaveTitle('Theme studio | Contrail');
  const frame = preview(page);
  await expect(frame.locator('[data-theme="startup"]')).toBeVisible();
  const solid = '[data-theme="startup"] a.bg-brand, [data-theme="startup"] button.bg-brand';
  expect(await frameStyle(page, solid, 'background-color')).toBe('rgb(91, 52, 214)');

  // A colour: the page's solid buttons turn green as the hex is typed.
  await page.getByLabel('Brand (light)', { exact: true }).fill('#0b6e3a');
  await expect.poll(() => frameStyle(page, solid, 'background-color')).toBe('rgb(11, 110, 58)');

  // A font: the headings take Fraunces, and its files load (self-hosted).
  await page.getByLabel('Heading font').selectOption('Fraunces');
  await expect.poll(() => frameStyle(page, 'h1', 'font-family')).toMatch(/^"?Fraunces Variable/);
  await expect
    .poll(() =>
      frame.locator('h1').evaluate(async (h1) => {
        await document.fonts.load(`700 40px "Fraunces Variable"`, h1.textContent ?? 'A');
        return [...document.fonts].some(
          (f) => f.family.replace(/"/g, '') === 'Fraunces Variable' && f.status === 'loaded',
        );
      }),
    )
    .toBe(true);

  // The corners follow the radius.
  await page.getByLabel(/Corner radius/).fill('0');
  await expect.poll(() => frameStyle(page, '[data-theme="startup"]', '--radius')).toBe('0');

  // Export: the recipe and the JSON carry both edits.
  const recipe = await page.locator('[data-export="recipe"]').inputValue();
  expect(recipe).toContain("brand: '#0b6e3a',");
  expect(recipe).toContain('fonts: { display: fraunces, body: inter },');
  expect(await page.locator('[data-export="css"]').inputValue()).toContain(
    '--brand: light-dark(#0b6e3a, ',
  );
  const json = await page.locator('[data-export="json"]').inputValue();
  expect(JSON.parse(json)).toMatchObject({ demo: 'startup', fonts: { display: 'Fraunces' } });
  const link = await page.locator('[data-export="link"]').inputValue();

  // Back to the demo's own theme, then the JSON imported: the edits are back, on the page too.
  await page.getByRole('button', { name: 'Reset to the demo’s own theme' }).click();
  await expect(page.getByLabel('Brand (light)', { exact: true })).toHaveValue('#5b34d6');
  await expect.poll(() => frameStyle(page, solid, 'background-color')).toBe('rgb(91, 52, 214)');
  await page.getByLabel('Theme JSON (as exported above)').fill(json);
  await page.getByRole('button', { name: 'Import theme' }).click();
  await expect(page.getByLabel('Brand (light)', { exact: true })).toHaveValue('#0b6e3a');
  await expect(page.getByLabel('Heading font')).toHaveValue('Fraunces');
  await expect.poll(() => frameStyle(page, solid, 'background-color')).toBe('rgb(11, 110, 58)');

  // A broken paste is refused in words.
  await page.getByLabel('Theme JSON (as exported above)').fill('{"demo": "startup"}');
  await page.getByRole('button', { name: 'Import theme' }).click();
  await expect(page.getByRole('alert')).toContainText('fonts');

  // The share link reopens the studio with the theme.
  await openStudio(page, new URL(link).pathname + new URL(link).search);
  await expect(page.getByLabel('Brand (light)', { exact: true })).toHaveValue('#0b6e3a');
  await expect.poll(() => frameStyle(page, solid, 'background-color')).toBe('rgb(11, 110, 58)');
});

test('the contrast panel names a failing pair where it shows and mends it in one click', async ({
  page,
}) => {
  await openStudio(page);
  const summary = page.locator('[data-contrast-summary]');
  await expect(summary).toContainText(/pairs? fail|pass in both schemes/);
  const item = page.locator('[data-pair="muted-surface"]').filter({ hasText: '(light)' });
  await expect(item).toHaveCount(0);

  await page.getByLabel('Muted (light)', { exact: true }).fill('#c9c4d8');
  await expect(item).toContainText('Muted on surface');
  await expect(item).toContainText('Leads, captions and dates on the page');
  await expect(item.locator('[data-ratio]')).toHaveText(/^1\.\d\d:1$/);
  await expect(summary).toContainText('fail');

  await item.getByRole('button', { name: /^Use #[0-9a-f]{6} for muted/ }).click();
  await expect(item).toHaveCount(0);
  const mended = await page.getByLabel('Muted (light)', { exact: true }).inputValue();
  expect(mended).toMatch(/^#[0-9a-f]{6}$/);
  expect(mended).not.toBe('#c9c4d8');
  await expect
    .poll(() => frameStyle(page, '[data-theme="startup"]', '--muted'))
    .toContain(`light-dark(${mended},`);
});

test('the studio is keyboard and screen-reader usable and axe clean, at 390 px too', async ({
  page,
}) => {
  await openStudio(page);
  const demo = page.getByLabel('Demo', { exact: true });
  await demo.focus();
  await demo.selectOption('cafe');
  await expect(
    page.locator('iframe[title="Café demo, restyled"], iframe[title$="restyled"]'),
  ).toHaveAttribute('src', '/home-cafe');
  await expect(page.locator('[data-announcement]')).toContainText('Editing the');
  await preview(page).locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Phone (390 px)' }).click();
  const width = await page.locator('iframe[title$="restyled"]').evaluate((f) => f.clientWidth);
  expect(width).toBeLessThanOrEqual(390);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(overflow).toBe(false);
  // The studio's own UI (each demo has its own axe passes in the crawl); animations settled first, as the
  // width buttons' colours were measured halfway through their swap on a busy machine.
  expect(await seriousAxeViolations(page, ['iframe'])).toEqual([]);
});

test('no demo page loads the studio’s code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/home-startup');
  await waitForHydration(page);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => /theme-studio|culori|studio-theme/.test(url))).toEqual([]);
});

test('right to left at 390 px, the studio and the demo in its frame are axe clean', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openStudio(page, '/theme-studio?dir=rtl');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The whole page, the frame's demo included (axe goes into same-origin frames).
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} ${n.failureSummary ?? ''}`));
  expect(serious).toEqual([]);
});
