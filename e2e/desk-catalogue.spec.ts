import type { Page } from '@playwright/test';
import { setUpWithPassword } from './support/desk.ts';
import { expect, seriousAxeViolations, test, waitForHydration } from './support/fixtures.ts';
import { deskURL } from './support/ports.ts';

// Catalogue upkeep in the desk (issue 42 §3): an admin checks a CSV (dry run), applies it, edits a price in
// place, and /parts shows the new price.

test.describe.configure({ timeout: 180_000 });

const header =
  'model_id,line,model_name,assembly_id,assembly_name,item,part_number,description,price,availability';

/** A CSV file for the page's file picker. */
const csvFile = (name: string, lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`${[header, ...lines].join('\n')}\n`, 'utf8'),
});

const noHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('an admin dry-runs a CSV, applies it, edits a price in place, and /parts shows it', async ({
  page,
}) => {
  const tag = Date.now().toString(36).toUpperCase();
  const model = `E2E-${tag}`;
  const partNumber = `ZZD${tag}-1`;
  await setUpWithPassword(page, 'admin', 'Cat Admin');
  await page
    .getByRole('navigation', { name: 'Desk pages' })
    .getByRole('link', { name: 'Catalogue' })
    .click();
  await expect(page).toHaveURL(/\/desk\/catalogue$/);
  await expect(page.getByRole('heading', { name: 'Import a catalogue CSV' })).toBeVisible();
  // The catalogue page is about the catalogue: no staff list or audit log here.
  await expect(page.getByRole('heading', { name: 'Audit log' })).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);

  const file = page.getByLabel('Catalogue CSV file');
  const check = page.getByRole('button', { name: 'Check the file (dry run)' });
  // No file chosen: said under the field.
  await check.click();
  await expect(page.getByText('Choose a CSV file.')).toBeVisible();

  // A file with mistakes: its problems by line, nothing to apply.
  await file.setInputFiles(
    csvFile('bad.csv', [
      `${model},eagle,Test ${tag},32-10,MAIN GEAR,1,${partNumber},AXLE,12.50,`,
      `${model},eagle,Test ${tag},32-10,MAIN GEAR,2,ZZD${tag}-2,BOLT,twelve,`,
      `${model},eagle,Test ${tag},32-10,MAIN GEAR,3,,NUT,1.00,`,
    ]),
  );
  await check.click();
  const dryRun = page.getByTestId('dry-run');
  await expect(dryRun.getByRole('alert')).toHaveText(
    /2 problems in the file: nothing can be applied/,
  );
  const problems = dryRun.getByRole('list', { name: 'Problems' }).getByRole('listitem');
  await expect(problems).toHaveCount(2);
  await expect(problems.nth(0)).toContainText('Line 3');
  await expect(problems.nth(0)).toContainText('price');
  await expect(problems.nth(1)).toContainText('Line 4');
  await expect(problems.nth(1)).toContainText('part_number');
  await expect(dryRun.getByRole('button', { name: /^Apply/ })).toHaveCount(0);

  // A good file: the counts and every change, then Apply with a confirm step.
  await file.setInputFiles(
    csvFile('good.csv', [
      `${model},eagle,Test ${tag},32-10,MAIN GEAR,1,${partNumber},AXLE,12.50,`,
      `${model},eagle,Test ${tag},32-10,MAIN GEAR,2,ZZD${tag}-2,BOLT,1.25,limited`,
      `${model},eagle,Test ${tag},32-10,MAIN GEAR,3,ZZD${tag}-3,NUT,,`,
    ]),
  );
  await check.click();
  await expect(dryRun.getByRole('heading', { name: 'Dry run of good.csv' })).toBeFocused();
  await expect(dryRun).toContainText(`3 rows in 1 assembly of ${model} (new model)`);
  const added = dryRun.locator('dt', { hasText: 'Added' }).locator('xpath=following-sibling::dd');
  await expect(added).toHaveText('3');
  await expect(dryRun.getByRole('listitem').filter({ hasText: partNumber })).toContainText(
    'line 2',
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await noHorizontalOverflow(page)).toBe(true);
  await page.setViewportSize({ width: 1366, height: 900 });

  await dryRun.getByRole('button', { name: 'Apply 3 changes' }).click();
  await expect(
    page.getByText(/Apply to the live catalogue\? 3 added, 0 changed, 0 removed/),
  ).toBeFocused();
  await page.getByRole('button', { name: 'Yes, apply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Applied good.csv' })).toContainText(
    '3 added, 0 changed, 0 removed',
  );

  // Edit the price in place, from the keyboard: a bad amount is said under the field first.
  const search = page.getByRole('search');
  await search.getByLabel('Part number').fill(partNumber.toLowerCase().replace('-', ' '));
  await search.getByLabel('Part number').press('Enter');
  await expect(page.getByTestId('part-lookup-count')).toHaveText(`1 usage of ${partNumber}.`);
  const usages = page.getByRole('list', { name: 'Usages' });
  await expect(usages.getByTestId('part-price')).toHaveText('$12.50');
  await usages.getByRole('button', { name: `Edit ${model}.32-10.1` }).click();
  const price = usages.getByLabel('Price (US$)');
  await expect(price).toBeFocused();
  await price.fill('12,5');
  await price.press('Enter');
  await expect(usages.getByText(/Enter an amount such as 12.50/)).toBeVisible();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await price.fill('43.21');
  await usages.getByLabel('Availability').selectOption('limited');
  await usages.getByLabel('Superseded by').fill(`ZZD${tag}-1A`);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await usages.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved ${partNumber}` })).toBeVisible();
  await expect(usages.getByTestId('part-price')).toHaveText('$43.21');
  // Back on the row, the focus is on its Edit button again.
  await expect(usages.getByRole('button', { name: `Edit ${model}.32-10.1` })).toBeFocused();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await noHorizontalOverflow(page)).toBe(true);
  await page.setViewportSize({ width: 1366, height: 900 });

  // The public catalogue serves the new price.
  await page.goto(`${deskURL}/parts?q=${encodeURIComponent(partNumber)}`);
  await waitForHydration(page);
  const row = page.locator('[data-part-row]').filter({ hasText: partNumber }).first();
  await expect(row).toContainText('$43.21');
});

test('a desk member is told the catalogue is for admins', async ({ page }) => {
  await setUpWithPassword(page, 'desk', 'Dee Desk');
  await page.goto(`${deskURL}/desk/catalogue`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Import a catalogue CSV' })).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('a search that found nothing reaches the desk, whose admin teaches its word: /parts finds parts by it until the word is removed', async ({
  page,
}) => {
  // A word no part is described by, new on every run: the catalogue says SPINNER. A visitor searches for it
  // and finds nothing.
  // (Letters only: a word with a digit is a part number, never one to teach.)
  const word = `HUBCAP${Date.now()
    .toString(36)
    .toUpperCase()
    .replace(/\d/g, (digit) => 'QRSTUVWXYZ'[Number(digit)] ?? 'Q')}`;
  // Every visit to /parts below types it the same way: the browser keeps the API's answers but asks again
  // before using one (cache-control: no-cache), so a word just taught or removed shows at once.
  const typed = word.toLowerCase();
  await page.goto(`${deskURL}/parts?q=${typed}`);
  await waitForHydration(page);
  await expect(page.getByText(`No parts match “${typed}”`)).toBeVisible();
  await setUpWithPassword(page, 'admin', 'Word Admin');
  await page.goto(`${deskURL}/desk/catalogue`);
  await waitForHydration(page);
  const section = page.getByRole('region', { name: 'Search words' });
  // The desk sees what the visitor searched for, with the word to teach.
  const missed = section
    .getByRole('list', { name: 'Searches that found nothing, most searched first' })
    .getByRole('listitem')
    .filter({ hasText: `“${typed}”` });
  await expect(missed).toContainText('1 search, last on');
  const table = section.getByRole('table');
  // The words the search starts with.
  await expect(table.getByRole('row').filter({ hasText: 'PADS' })).toContainText('LINING');
  const visitorWord = section.getByLabel('Visitor’s word');
  const catalogueWord = section.getByLabel('Catalogue’s word');
  const save = section.getByRole('button', { name: 'Save word' });

  // Two words: said under the field, nothing sent.
  await visitorWord.fill('hub cap');
  await catalogueWord.fill('spinner');
  await save.click();
  await expect(
    section.getByText('One word of 2 to 30 letters or digits, no spaces.'),
  ).toBeVisible();
  await expect(visitorWord).toHaveAttribute('aria-invalid', 'true');
  // Teach: the word goes into the form, the focus to the catalogue's word.
  await missed.getByRole('button', { name: `Teach ${word}` }).click();
  await expect(visitorWord).toHaveValue(word);
  await expect(catalogueWord).toBeFocused();
  // A catalogue word no description holds: the API says so under that field, the words typed stay.
  await catalogueWord.fill('spinnr');
  await save.click();
  await expect(
    section.getByText(
      'No part description has the word “SPINNR”: choose a word the catalogue uses.',
    ),
  ).toBeVisible();
  await expect(visitorWord).toHaveValue(word);
  await catalogueWord.fill('spinner');
  await save.click();
  await expect(
    section
      .getByRole('status')
      .filter({ hasText: `“${word}” now finds parts described by “SPINNER”` }),
  ).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: word })).toContainText('SPINNER');
  await expect(visitorWord).toHaveValue('');
  // Taught, its search leaves the list.
  await expect(missed).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await noHorizontalOverflow(page)).toBe(true);
  await page.setViewportSize({ width: 1366, height: 900 });

  // The parts page reads the visitor's word as the catalogue's, and says so.
  await page.goto(`${deskURL}/parts?q=${typed}`);
  await waitForHydration(page);
  const rows = page.locator('[data-part-row]');
  await expect(rows.first()).toContainText('SPINNER');
  await expect(page.getByTestId('parts-read-as')).toHaveText(
    `No part is described by “${typed}”. Showing parts described by “spinner”.`,
  );

  // Forgotten, the word finds nothing again.
  await page.goto(`${deskURL}/desk/catalogue`);
  await waitForHydration(page);
  await section.getByRole('button', { name: `Remove ${word}` }).click();
  await expect(section.getByRole('status').filter({ hasText: `“${word}” removed.` })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: word })).toHaveCount(0);
  await page.goto(`${deskURL}/parts?q=${typed}`);
  await waitForHydration(page);
  await expect(page.getByText(`No parts match “${typed}”`)).toBeVisible();
  await expect(page.getByTestId('parts-read-as')).toHaveCount(0);
  await expect(rows).toHaveCount(0);
});
