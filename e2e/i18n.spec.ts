import type { Locator, Page } from '@playwright/test';
import { venueRules } from '@contrail/contracts';
import { nextWeekday } from '../apps/api/test/bookings.ts';
import {
  expect,
  receivedMail,
  seriousAxeViolations,
  test,
  waitForHydration,
  waitForWebFonts,
} from './support/fixtures.ts';
import { readableMail } from './support/mail-capture.ts';

// Issue 41 §2: the restaurant demo in German and Arabic. Each page is prerendered with its language and
// direction on <html>, names its other languages (hreflang), says everything in its language (the shell,
// the sections, the form's labels and validation messages), switches language on the same page, and a booking
// sent from it brings the guest a mail in that language.

test.describe.configure({ timeout: 120_000 });

const restaurant = venueRules.restaurant;

/** The message under a control (its aria-describedby), once it is marked invalid. */
async function errorOf(page: Page, field: Locator) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  return page.locator(`[id="${describedBy.split(' ')[0]}"]`).textContent();
}

test('the prerendered German and Arabic pages carry their language, direction and alternates', async ({
  request,
}) => {
  for (const [path, lang, dir, title] of [
    ['/de/home-restaurant', 'de', 'ltr', 'Langsames Feuer, ehrliche Zutaten'],
    ['/ar/home-restaurant', 'ar', 'rtl', 'نار هادئة، ومكوّنات صادقة'],
  ] as const) {
    const html = await (await request.get(path)).text();
    expect(html).toContain(`<html lang="${lang}" dir="${dir}"`);
    expect(html).toContain(title);
    for (const [hreflang, href] of [
      ['en', '/home-restaurant'],
      ['de', '/de/home-restaurant'],
      ['ar', '/ar/home-restaurant'],
      ['x-default', '/home-restaurant'],
    ])
      expect(html).toMatch(
        new RegExp(
          `<link rel="alternate" hrefLang="${hreflang}" href="https?://[^"]+${href}"`,
          'i',
        ),
      );
  }
  const english = await (await request.get('/home-restaurant')).text();
  expect(english).toContain('<html lang="en">');

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]+\/de\/home-restaurant<\/loc>/);
  expect(sitemap).toMatch(/<loc>[^<]+\/ar\/home-restaurant<\/loc>/);
  expect(sitemap).toMatch(/hreflang="ar" href="[^"]+\/ar\/home-restaurant"/);
});

test('/de/home-restaurant says everything in German, prices the German way, axe clean', async ({
  page,
  problems,
}) => {
  await page.goto('/de/home-restaurant');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Langsames Feuer');
  await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeAttached();
  await expect(page.getByRole('tab', { name: 'Zum Auftakt' })).toBeVisible();
  await expect(page.getByText('16,50 £')).toBeVisible();
  await expect(page.locator('button[aria-label="Menü öffnen"]').first()).toBeAttached();
  const hours = page.locator('#hours');
  await hours.scrollIntoViewIfNeeded();
  await expect(hours.getByText('Dienstag')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

test('the German booking form names missing and wrong fields in German, sending nothing', async ({
  page,
}) => {
  await page.goto('/de/home-restaurant');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Tisch im Aurelia reservieren' });
  await form.scrollIntoViewIfNeeded();
  let posted = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/booking') && request.method() === 'POST') posted += 1;
  });
  await form.getByLabel(/^Ihr Name/).fill('Lena Vogt');
  await form.getByLabel(/^E-Mail-Adresse/).fill('lena.vogt');
  await form.getByRole('button', { name: 'Tisch reservieren' }).click();
  expect(await errorOf(page, form.getByLabel(/^Datum/))).toBe('Dieses Feld ist erforderlich.');
  expect(await errorOf(page, form.getByLabel(/^E-Mail-Adresse/))).toBe('Ungültige E-Mail-Adresse.');
  await form.getByLabel(/^Datum/).fill(nextWeekday(restaurant, 'mon'));
  await form.getByLabel(/^Datum/).blur();
  expect(await errorOf(page, form.getByLabel(/^Datum/))).toBe(
    'Montags geschlossen: Bitte einen anderen Tag wählen.',
  );
  expect(posted).toBe(0);
});

test('/ar/home-restaurant reads right to left in an Arabic face, and a table booked there brings an Arabic mail', async ({
  page,
  problems,
}) => {
  await page.goto('/ar/home-restaurant');
  await waitForHydration(page);
  await waitForWebFonts(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('نار هادئة');
  const bodyFont = await page
    .getByRole('heading', { level: 1 })
    .evaluate((element) => getComputedStyle(element).fontFamily);
  expect(bodyFont).toContain('Cairo');
  expect(await page.evaluate(() => document.fonts.check('16px "Cairo Variable"', 'مطعم'))).toBe(
    true,
  );

  const form = page.getByRole('form', { name: 'احجز طاولة في أوريليا' });
  await form.scrollIntoViewIfNeeded();
  const date = nextWeekday(restaurant, 'sat');
  const email = `salma+${Date.now()}@example.com`;
  await form.getByLabel(/^التاريخ/).fill(date);
  await form.getByLabel(/^الوقت/).selectOption('19:30');
  await form.getByLabel(/^عدد الأشخاص/).fill('2');
  await form.getByLabel(/^الاسم/).fill('سلمى الحربي');
  await form.getByLabel(/^البريد الإلكتروني/).fill(email);
  await form.getByRole('button', { name: 'احجز طاولة' }).click();
  const status = form.locator('[aria-live="polite"]');
  await expect(status).toContainText('وصلنا طلب الحجز');
  const reference = /(B-[A-Z0-9]{10})/.exec((await status.textContent()) ?? '')?.[1];
  expect(reference).toBeDefined();

  await expect
    .poll(async () => (await receivedMail()).some((m) => m.to.includes(email)), { timeout: 20_000 })
    .toBe(true);
  const ack = readableMail((await receivedMail()).find((m) => m.to.includes(email))!);
  expect(ack.subject).toBe(`طلب حجزك في Aurelia, Edinburgh (${reference})`);
  expect(ack.body).toContain(`الرقم المرجعي: ${reference}`);
  expect(ack.body).toContain('عدد الأشخاص: شخصان');
  expect(ack.body).toContain('سيؤكد Aurelia, Edinburgh حجزك بالبريد الإلكتروني.');
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

test('the language switch keeps the page and changes its language and direction', async ({
  page,
}) => {
  await page.goto('/home-restaurant');
  await waitForHydration(page);
  const languages = page.getByRole('navigation', { name: 'Language' });
  await languages.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/home-restaurant$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Langsames Feuer');

  await page
    .getByRole('navigation', { name: 'Sprache' })
    .getByRole('link', { name: 'العربية' })
    .click();
  await expect(page).toHaveURL(/\/ar\/home-restaurant$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('نار هادئة');

  await page
    .getByRole('navigation', { name: 'اللغة' })
    .getByRole('link', { name: 'English' })
    .click();
  await expect(page).toHaveURL(/\/home-restaurant$/);
  await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Slow fire');
});

test('on a phone the header keeps its menu button and the language switch is at the end of the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/de/home-restaurant');
  await waitForHydration(page);
  // The bar has no room for three language links beside the menu button: they move to the page's end.
  await expect(
    page
      .getByRole('banner')
      .getByRole('button', { name: /menü|menu/i })
      .first(),
  ).toBeVisible();
  const languages = page.getByRole('navigation', { name: 'Sprache' });
  await expect(languages).toHaveCount(1);
  await languages.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/home-restaurant$/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
