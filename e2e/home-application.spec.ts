import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures.ts';

// /home-application: the one-page menu's scroll-spy, the app showcase (hero and screens) and the letter form.
const success = 'Your message has been sent successfully subscribed to our email list!';

async function open(page: Page, width = 1366) {
  await page.setViewportSize({ width, height: 860 });
  await page.goto('/home-application');
  await waitForHydration(page);
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Page sections' }).first();

/** Scrolls a section's top to just under the header, without smooth scrolling. */
async function scrollToSection(page: Page, id: string) {
  await page.evaluate((target) => {
    const el = document.getElementById(target);
    if (el)
      window.scrollTo({
        top: el.getBoundingClientRect().top + window.scrollY - 80,
        behavior: 'instant',
      });
  }, id);
}

test('the one-page menu marks the section in view: after a click, after scrolling by hand', async ({
  page,
}) => {
  await open(page);
  const nav = menu(page);
  await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await nav.getByRole('link', { name: 'Pricing' }).click();
  await expect
    .poll(() => page.locator('#pricing').evaluate((el) => el.getBoundingClientRect().top), {
      timeout: 5000,
    })
    .toBeLessThan(200);
  await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await expect(nav.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
  await expect(page.locator('#pricing')).toBeFocused();
  await expect(page).toHaveURL(/#pricing$/);
  // Only one entry is current at a time.
  await expect(nav.locator('[aria-current="location"]')).toHaveCount(1);

  for (const [id, name] of [
    ['screens', 'Screens'],
    ['reviews', 'Reviews'],
    ['tools', 'Tools'],
  ] as const) {
    await scrollToSection(page, id);
    await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'location');
    await expect(nav.locator('[aria-current="location"]')).toHaveCount(1);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute(
    'aria-current',
    'location',
  );
});

test('on a phone the menu opens from the menu button and takes the visitor to the section', async ({
  page,
}) => {
  await open(page, 390);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const dialog = page.locator('dialog#site-menu');
  await dialog.getByRole('link', { name: 'Screens' }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(() =>
      page.locator('#screens').evaluate((el) => Math.round(el.getBoundingClientRect().top)),
    )
    .toBeLessThan(120);
});

test('the app showcase: store badges are named links, every phone screen has alt text', async ({
  page,
}) => {
  await open(page);
  const hero = page.locator('[data-section="hero"]');
  await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
  const appStore = hero.getByRole('link', { name: 'Nightjar: Download on the App Store' });
  const googlePlay = hero.getByRole('link', { name: 'Nightjar: Get it on Google Play' });
  await expect(appStore).toBeVisible();
  await expect(googlePlay).toBeVisible();
  await expect(appStore).toHaveAttribute('href', /^https:\/\//);
  await expect(googlePlay).toHaveAttribute('href', /^https:\/\//);
  // The first phone is the hero's LCP picture: eager, embedded, with its size.
  const front = hero.locator('[data-phone] img').first();
  await expect(front).toHaveAttribute('loading', 'eager');
  await expect(front).toHaveAttribute('width', '360');

  const screens = page.locator('#screens');
  await screens.scrollIntoViewIfNeeded();
  await expect(screens.getByRole('figure')).toHaveCount(4);
  await expect(screens.getByRole('link', { name: /^Nightjar: (Download|Get it) on/ })).toHaveCount(
    2,
  );
  const phones = page.locator('[data-phone] img');
  expect(await phones.count()).toBe(6);
  for (const alt of await phones.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt'))))
    expect(alt?.length ?? 0, 'phone screen alt text').toBeGreaterThan(20);
  // The pictures are drawn in the demo's palette and load.
  await expect
    .poll(() =>
      phones.evaluateAll((imgs) =>
        (imgs as HTMLImageElement[]).every((img) => img.naturalWidth === 360),
      ),
    )
    .toBe(true);
});

test('the sleep letter form posts to /api/send: success message, and no message when it fails', async ({
  page,
}) => {
  await open(page);
  const band = page.locator('#download');
  await band.scrollIntoViewIfNeeded();
  const email = band.getByRole('textbox');
  await email.fill('not-an-email');
  await band.getByRole('button', { name: 'Subscribe' }).click();
  await expect(band.getByText('Invalid email.')).toBeVisible();

  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/send')) sent.push(request.postData() ?? '');
  });
  await email.fill(`nightjar-${Date.now()}@example.com`);
  await band.getByRole('button', { name: 'Subscribe' }).click();
  await expect(band.getByText(success)).toBeVisible();
  await expect(email).toHaveValue('');
  expect(sent.some((body) => body.includes('nightjar-'))).toBe(true);

  // Spec: no failure message for a failed subscribe; what was typed stays.
  await page.route('**/api/send', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await page.waitForTimeout(5200);
  await email.fill('again@example.com');
  await band.getByRole('button', { name: 'Subscribe' }).click();
  await expect(email).toHaveValue('again@example.com');
  await expect(band.getByText(success)).toHaveCount(0);
  await page.unroute('**/api/send');
});
