import type { Locator, Page } from '@playwright/test';
import {
  expect,
  receivedMail,
  seriousAxeViolations,
  test,
  waitForHydration,
} from './support/fixtures.ts';
import { readableMail } from './support/mail-capture.ts';
import { partRows } from './support/parts.ts';

// Issue 41 §2: the parts catalogue in German and Arabic. The interface speaks the page's language (search,
// results, availability, the cart and its quantity messages, the inquiry form and its validation), prices and
// counts are written the language's way, part numbers stay left to right, and an inquiry sent from the page
// brings the customer a mail in that language (real SMTP capture). The catalogue's data stays English.

test.describe.configure({ timeout: 180_000 });

const cartLines = (page: Page) => page.getByTestId('cart-lines').locator('[data-cart-line]');

/** The message under a control (its aria-describedby). */
async function describedText(page: Page, field: Locator) {
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  return page.locator(`[id="${describedBy.split(' ')[0]}"]`).textContent();
}

/** Adds the first search result: its row's add button, or the first usage's when the row asks to pick one. */
async function addFirstResult(page: Page) {
  await partRows(page).first().locator('td').last().getByRole('button').click();
  const usages = page.locator('[data-usages-of]:not([hidden])');
  if (await usages.count())
    await usages.locator('[data-usage-row]').first().getByRole('button').click();
  await expect(cartLines(page)).toHaveCount(1);
}

test('/de/parts and /ar/parts are prerendered in their language and direction, with alternates', async ({
  request,
}) => {
  for (const [path, lang, dir, title] of [
    ['/de/parts', 'de', 'ltr', 'Ersatzteilkatalog für Flugzeuge'],
    ['/ar/parts', 'ar', 'rtl', 'دليل قطع غيار الطائرات'],
  ] as const) {
    const html = await (await request.get(path)).text();
    expect(html).toContain(`<html lang="${lang}" dir="${dir}"`);
    expect(html).toContain(title);
    for (const [hreflang, href] of [
      ['en', '/parts'],
      ['de', '/de/parts'],
      ['ar', '/ar/parts'],
    ])
      expect(html).toMatch(
        new RegExp(
          `<link rel="alternate" hrefLang="${hreflang}" href="https?://[^"]+${href}"`,
          'i',
        ),
      );
    // Only the page's own language: the other catalogue's words are nowhere in the page.
    expect(html).not.toContain(lang === 'de' ? 'دليل قطع' : 'Ersatzteilkatalog');
    expect(html).not.toContain('Aircraft parts catalogue');
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]+\/de\/parts<\/loc>/);
  expect(sitemap).toMatch(/<loc>[^<]+\/ar\/parts<\/loc>/);
});

test('/de/parts: a search, the cart and its quantity messages, and an inquiry with a German mail', async ({
  page,
  problems,
}) => {
  await page.goto('/de/parts?q=an3 5a');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Ersatzteilkatalog für Flugzeuge',
  );
  await expect(page.getByLabel('Teile nach Nummer oder Bezeichnung suchen')).toHaveValue('an3 5a');
  await expect(page.getByRole('heading', { name: 'Suchergebnisse für „an3 5a“' })).toBeVisible();
  const first = partRows(page).first();
  await expect(first).toHaveAttribute('data-part-row', 'AN3-5A');
  await expect(first.getByText(/^Verwendet in \d+ Baugruppen? an \d+ Modellen?$/)).toBeVisible();
  await expect(first.getByText(/^(Auf Lager|Begrenzt|Im Rückstand|Auf Anfrage)$/)).toBeVisible();
  // US dollars written the German way: "0,85 $".
  await expect(first.getByText(/^(ab )?\d+,\d\d\u00a0\$$/)).toBeVisible();
  await addFirstResult(page);

  const line = cartLines(page).first();
  const qty = line.getByRole('spinbutton');
  await line.getByRole('button', { name: /^Menge von AN3-5A erhöhen$/ }).click();
  await expect(qty).toHaveValue('2');
  await qty.fill('120000');
  await qty.press('Enter');
  await expect(qty).toHaveValue('9999');
  expect(await describedText(page, qty)).toBe('Höchstens 9999 je Position: auf 9999 gesetzt.');
  // The cart takes the change before the next one (a change while one is on its way is not sent).
  await page.waitForLoadState('networkidle');
  await qty.fill('3.5');
  await qty.press('Enter');
  await expect(qty).toHaveValue('3');
  expect(await describedText(page, qty)).toBe('Nur ganze Stückzahlen: auf 3 gesetzt.');
  await expect(page.getByTestId('cart-total')).toContainText('1 Position · Summe');
  // The header's cart link is named in German too.
  await expect(page.locator('header [data-cart-badge]')).toHaveAttribute(
    'aria-label',
    'Warenkorb, 1 Position',
  );

  // Removed, then put back.
  await line.getByRole('button', { name: 'AN3-5A aus dem Warenkorb entfernen' }).click();
  await expect(page.getByTestId('cart-removed')).toContainText(
    '3 × AN3-5A aus dem Warenkorb entfernt.',
  );
  await page.getByTestId('cart-removed').getByRole('button', { name: 'Rückgängig' }).click();
  await expect(cartLines(page)).toHaveCount(1);

  // The form names what is missing in German and sends nothing.
  const form = page.getByRole('form', { name: 'Teileanfrage' });
  await form.getByRole('button', { name: 'Anfrage senden' }).click();
  const name = form.getByLabel(/^Name/);
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(await describedText(page, name)).toBe('Dieses Feld ist erforderlich.');
  await form.getByLabel(/^E-Mail-Adresse/).fill('lena.vogt');
  await form.getByLabel(/^E-Mail-Adresse/).blur();
  expect(await describedText(page, form.getByLabel(/^E-Mail-Adresse/))).toBe(
    'Ungültige E-Mail-Adresse.',
  );

  const email = `lena+${Date.now()}@example.com`;
  await name.fill('Lena Vogt');
  await form.getByLabel(/^E-Mail-Adresse/).fill(email);
  await form.getByLabel('Werknummer / Kennzeichen').fill('D-EHUS');
  await form.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(page.getByText('Anfrage gesendet')).toBeVisible();
  const inquiryId = (await page.getByTestId('inquiry-id').textContent())?.trim() ?? '';
  expect(inquiryId).toMatch(/^Q-/);

  await expect
    .poll(async () => (await receivedMail()).some((m) => m.to.includes(email)), { timeout: 20_000 })
    .toBe(true);
  const copy = readableMail((await receivedMail()).find((m) => m.to.includes(email))!);
  expect(copy.subject).toBe(`Ihre Teileanfrage ${inquiryId}`);
  expect(copy.body).toContain(`Vielen Dank für Ihre Teileanfrage ${inquiryId}.`);
  expect(copy.body).toContain('Teile (1 Position):');
  expect(copy.body).toMatch(/1\. AN3-5A - .+ - Menge 3/);
  expect(problems.consoleErrors).toEqual([]);
});

test('/ar/parts at 390 px reads right to left, keeps part numbers left to right, is axe clean and mails in Arabic', async ({
  page,
  problems,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ar/parts');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('دليل قطع غيار الطائرات');
  await expect(page.getByRole('heading', { name: 'طرازات Husky' })).toBeVisible();

  const box = page.getByLabel('ابحث عن القطع برقمها أو وصفها');
  await box.fill('an3 5a');
  // The Latin query is isolated (FSI … PDI): it reads left to right inside the Arabic heading.
  await expect(
    page.getByRole('heading', { name: 'نتائج البحث عن «\u2068an3 5a\u2069»' }),
  ).toBeVisible();
  const first = partRows(page).first();
  await expect(first).toHaveAttribute('data-part-row', 'AN3-5A');
  await expect(
    first.getByText(/^(متوفرة|كمية محدودة|قيد الطلب من المورّد|عند الطلب)$/),
  ).toBeVisible();
  const number = first.locator('[data-part-number]');
  await expect(number).toHaveAttribute('dir', 'ltr');
  expect(await number.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('nowrap');
  // The results as cards fit the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await addFirstResult(page);

  const line = cartLines(page).first();
  await line.getByRole('button', { name: 'زيادة كمية AN3-5A' }).click();
  await expect(line.getByRole('spinbutton')).toHaveValue('2');
  // The header's cart link is named in Arabic, with the count it shows.
  await expect(page.locator('header [data-cart-badge]')).toHaveAttribute(
    'aria-label',
    'السلة، عدد البنود: 1',
  );
  await expect(page.getByTestId('cart-total')).toContainText('بند واحد · المجموع');
  expect(await seriousAxeViolations(page)).toEqual([]);

  const form = page.getByRole('form', { name: 'استفسار عن قطع غيار' });
  await form.getByRole('button', { name: 'أرسل الاستفسار' }).click();
  const name = form.getByLabel(/^الاسم/);
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(await describedText(page, name)).toBe('هذا الحقل مطلوب.');
  const email = `salma+${Date.now()}@example.com`;
  await name.fill('سلمى الحربي');
  await form.getByLabel(/^البريد الإلكتروني/).fill(email);
  await form.getByRole('button', { name: 'أرسل الاستفسار' }).click();
  await expect(page.getByText('أُرسل الاستفسار')).toBeVisible();
  const inquiryId = (await page.getByTestId('inquiry-id').textContent())?.trim() ?? '';
  expect(inquiryId).toMatch(/^Q-/);

  await expect
    .poll(async () => (await receivedMail()).some((m) => m.to.includes(email)), { timeout: 20_000 })
    .toBe(true);
  const copy = readableMail((await receivedMail()).find((m) => m.to.includes(email))!);
  expect(copy.subject).toBe(`استفسارك عن قطع الغيار ${inquiryId}`);
  expect(copy.body).toContain('القطع (بند واحد):');
  expect(copy.body).toMatch(/1\. AN3-5A - .+ - الكمية 2/);
  expect(problems.consoleErrors).toEqual([]);
});

test('the language switch on /parts keeps the catalogue page', async ({ page }) => {
  await page.goto('/parts');
  await waitForHydration(page);
  await page
    .getByRole('navigation', { name: 'Language' })
    .first()
    .getByRole('link', { name: 'Deutsch' })
    .click();
  await expect(page).toHaveURL(/\/de\/parts$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Ersatzteilkatalog für Flugzeuge',
  );
  // The header's cart badge leads to the cart on the German page.
  await expect(page.locator('header a[href$="/de/parts#cart"]').first()).toBeAttached();
});

test('on a phone a part’s usages stack as cards, without a sideways scroller, in either direction', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, label, figure] of [
    ['/parts', 'Search parts by number or description', 'Fig./item:'],
    ['/ar/parts', 'ابحث عن القطع برقمها أو وصفها', 'الشكل/البند:'],
  ] as const) {
    await page.goto(path);
    await waitForHydration(page);
    await page.getByLabel(label).fill('an3 5a');
    const first = partRows(page).first();
    await expect(first).toHaveAttribute('data-part-row', 'AN3-5A');
    await first.locator('td').first().getByRole('button').click();
    const usages = page.locator('[data-usages-of]:not([hidden])');
    const row = usages.locator('[data-usage-row]').first();
    await expect(row).toBeVisible();
    // Each usage is a card: its cells two a line, each figure named, the add button inside the phone.
    await expect(row.getByText(figure)).toBeVisible();
    const fits = await usages.evaluate((el) => {
      const table = el.querySelector('table')!;
      const card = el.querySelector('[data-usage-row]')!.getBoundingClientRect();
      const add = el.querySelector('[data-usage-row] button')!.getBoundingClientRect();
      return {
        wider: Math.max(0, table.scrollWidth - table.clientWidth),
        page: Math.max(0, document.documentElement.scrollWidth - innerWidth),
        cardInside: card.left >= 0 && card.right <= innerWidth,
        addInside: add.left >= 0 && add.right <= innerWidth,
      };
    });
    expect(fits, path).toEqual({ wider: 0, page: 0, cardInside: true, addInside: true });
  }
});
