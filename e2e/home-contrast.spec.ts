import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { contrast, gradientStops, opaque } from './support/contrast.ts';
import { expect, settledViolations, test, waitForHydration } from './support/fixtures.ts';

// Issue 22: the shared sections read right in every demo theme. These demos use the sections that once broke
// on some themes: the map's "Show map" button (the dark button) on the dark restaurant, the boxed contact
// form and the brand footer on a pale-yellow brand (personal portfolio), brand footers in the split and
// centred layouts with the bottom-bar links, and a booking form on a dark page.

test.describe.configure({ timeout: 120_000 });

const demos = [
  '/home-restaurant', // dark scheme, gold brand: the map section and the table booking
  '/home-personal-portfolio', // dark scheme, pale-yellow brand: the boxed contact form and the brand footer
  '/home-furniture-shop', // light scheme: the brand footer, split, with the bottom-bar links
  '/home-fashion-shop', // the centred footer with the bottom-bar links
  '/home-creative-agency', // the brand footer, centred
  '/home-spa-salon', // a booking form on a light page
];

/** Scrolls the page through once, so sections rendered only near the viewport (content-visibility) are laid out. */
async function renderWholePage(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, 0);
    for (const animation of document.getAnimations())
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
  });
}

/**
 * WCAG contrast of an element's text colour on the first background at or above it: an opaque background
 * colour, or a gradient (the lowest ratio over its colour stops).
 */
async function textContrast(
  locator: Locator,
): Promise<{ ratio: number; text: string; bg: string }> {
  const { text, layers } = await locator.evaluate((element) => {
    const ancestors: { image: string; colour: string }[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      ancestors.push({ image: style.backgroundImage, colour: style.backgroundColor });
    }
    return { text: getComputedStyle(element).color, layers: ancestors };
  });
  const first = layers.find(({ image, colour }) => image.includes('gradient') || opaque(colour));
  const found = first?.image.includes('gradient') ? gradientStops(first.image) : [first?.colour];
  const backgrounds = found.filter((bg) => bg !== undefined);
  if (backgrounds.length === 0) backgrounds.push('rgb(255, 255, 255)');
  return backgrounds
    .map((bg) => ({ ratio: contrast(text, bg), text, bg }))
    .sort((a, b) => a.ratio - b.ratio)[0]!;
}

for (const path of demos)
  test(`${path}: no colour-contrast or landmark-unique violation`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await renderWholePage(page);
    const found = await settledViolations(page, async () => {
      const results = await new AxeBuilder({ page })
        .withRules(['color-contrast', 'landmark-unique'])
        .analyze();
      return results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    });
    expect(found).toEqual([]);
  });

// The restaurant and the personal portfolio were designed dark: these checks are of their dark scheme (issue 40:
// a light system shows their light one; color-scheme.spec.ts checks every demo in dark).
test.describe('dark-designed demos in dark', () => {
  test.use({ colorScheme: 'dark' });

  test('/home-restaurant has a find-us section whose "Show map" button reads on the dark theme', async ({
    page,
  }) => {
    await page.goto('/home-restaurant');
    await waitForHydration(page);
    const section = page.locator('section#find-us');
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(/old bank clock/i);
    await expect(section.locator('address')).toContainText('41 George Street');
    const button = section.getByRole('button', { name: /Show map/ });
    await expect(button).toBeVisible();
    const { ratio, text, bg } = await textContrast(button);
    expect(ratio, `"Show map": ${text} on ${bg}`).toBeGreaterThanOrEqual(4.5);
  });

  test('a booking error on the dark restaurant page is readable without any per-page setting', async ({
    page,
  }) => {
    await page.goto('/home-restaurant');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Book a table at Aurelia' });
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('button', { name: 'Book a table' }).click();
    const error = form.getByRole('alert').first();
    await expect(error).toBeVisible();
    const { ratio, text, bg } = await textContrast(error);
    expect(ratio, `booking error: ${text} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    // A light colour on the dark page, not the light theme's deep red.
    expect(text).not.toBe('rgb(180, 35, 24)');
  });

  test('a contact error in the boxed form on the pale-yellow dark page is readable, and so is the brand footer', async ({
    page,
  }) => {
    await page.goto('/home-personal-portfolio');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Message Kofi' });
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('button', { name: 'Send to Kofi' }).click();
    const error = form.getByRole('alert').first();
    await expect(error).toBeVisible();
    const errorContrast = await textContrast(error);
    expect(
      errorContrast.ratio,
      `contact error: ${errorContrast.text} on ${errorContrast.bg}`,
    ).toBeGreaterThanOrEqual(4.5);

    const submit = await textContrast(form.getByRole('button', { name: 'Send to Kofi' }));
    expect(
      submit.ratio,
      `boxed form button: ${submit.text} on ${submit.bg}`,
    ).toBeGreaterThanOrEqual(4.5);

    const footer = page.locator('footer.site-footer');
    await footer.scrollIntoViewIfNeeded();
    const copyright = await textContrast(footer.locator('[data-copyright]'));
    expect(
      copyright.ratio,
      `brand footer: ${copyright.text} on ${copyright.bg}`,
    ).toBeGreaterThanOrEqual(4.5);
    // On the pale-yellow brand the footer's text is the theme's dark on-brand colour, not white.
    expect(copyright.text).not.toMatch(/^rgba?\(255, 255, 255/);
  });
});
