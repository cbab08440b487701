import { expect, seriousAxeViolations, test, waitForHydration } from './support/fixtures.ts';

// The grouped search on /parts against the real server and its seeded catalogue: one row per part
// number, its usages on demand, each leading to its place in the catalogue.

test.describe.configure({ timeout: 120_000 });

test('search "an3": many distinct AN3 bolts, open one, go to a usage', async ({ page }) => {
  await page.goto('/parts');
  await waitForHydration(page);
  await page.getByTestId('parts-search').fill('an3');
  const rows = page.locator('[data-part-row]');
  await expect(rows.first()).toBeVisible();
  await expect(page).toHaveURL(/q=an3/);

  // Many rows, each a different AN3 part number.
  const numbers = await rows.evaluateAll((list) =>
    list.map((row) => row.getAttribute('data-part-row') ?? ''),
  );
  expect(numbers.length).toBeGreaterThanOrEqual(10);
  expect(new Set(numbers).size).toBe(numbers.length);
  expect(numbers.every((number) => number.replace(/[^A-Z0-9]/g, '').includes('AN3'))).toBe(true);
  await expect(page.getByTestId('parts-count')).toContainText(/^\d+ parts/);
  const first = rows.first();
  await expect(first.locator('td').nth(2)).toHaveText(
    /^Used in \d+ assembl(y|ies) on \d+ models?$/,
  );
  await expect(first.locator('td').nth(4)).toHaveText(/^(from )?(\$[\d,.]+|Quote)$/);

  // Open the first part by keyboard: its usages list model, assembly, figure/item and more.
  const number = numbers[0] ?? '';
  const toggle = page.getByRole('button', { name: `Show usages of ${number}`, exact: true });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('button', { name: `Hide usages of ${number}`, exact: true }),
  ).toHaveAttribute('aria-expanded', 'true');
  const usages = page.getByRole('table', { name: `Usages of ${number}`, exact: true });
  await expect(usages).toBeVisible();
  for (const column of ['Model', 'Assembly', 'Fig./item', 'Units/assy', 'Effectivity', 'Price'])
    await expect(usages.locator('thead')).toContainText(column);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Go to the first usage's assembly: the catalogue opens there.
  const link = usages.getByRole('link').first();
  const assemblyName = (await link.textContent())?.trim() ?? '';
  await link.click();
  await expect(page).toHaveURL(/model=[^&]+&assembly=/);
  await expect(page).not.toHaveURL(/q=/);
  await expect(
    page.getByRole('heading', { name: new RegExp(`^Parts of ${assemblyName}`) }),
  ).toBeVisible();
  await expect(page.locator('[data-part-row]').first()).toBeVisible();
});

test('a part used in more than 20 assemblies: show all usages, follow one beyond the 20th to its row', async ({
  page,
}) => {
  // AN310-4 (a castellated nut) is used 54 times in the seeded catalogue; the search lists 20.
  const number = 'AN310-4';
  await page.goto('/parts');
  await waitForHydration(page);
  await page.getByTestId('parts-search').fill(number);
  const row = page.locator(`[data-part-row="${number}"]`);
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: `Show usages of ${number}`, exact: true }).click();
  const usages = page.getByRole('table', { name: `Usages of ${number}`, exact: true });
  const usageRows = usages.locator('[data-usage-row]');
  await expect(usageRows).toHaveCount(20);

  const showAll = page.getByRole('button', {
    name: new RegExp(`^Show all \\d+ usages of ${number}$`),
  });
  const total = Number((await showAll.textContent())?.match(/\d+/)?.[0]);
  expect(total).toBeGreaterThan(20);
  await showAll.click();
  await expect(usageRows).toHaveCount(total);
  await expect(page.getByText(`Showing ${total} of ${total} usages.`)).toBeVisible();
  // Focus went to the first usage loaded.
  await expect(usageRows.nth(20).getByRole('link')).toBeFocused();
  await expect(usageRows.nth(total - 1).getByRole('button', { name: /^Add / })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // A usage beyond the 20th: its link leads to its row of its assembly.
  const usage = usageRows.nth(Math.min(30, total - 1));
  const link = usage.getByRole('link');
  const href = (await link.getAttribute('href')) ?? '';
  const item = new URLSearchParams(href.split('?')[1]).get('item') ?? '';
  expect(item).not.toBe('');
  const assemblyName = (await link.textContent())?.trim() ?? '';
  await link.click();
  await expect(page).toHaveURL(new RegExp(`assembly=[^&]+&item=${item}$`));
  await expect(
    page.getByRole('heading', { name: `Parts of ${assemblyName}`, exact: false }),
  ).toBeVisible();
  const target = page.locator(`[data-item="${item}"][aria-current="true"]`);
  await expect(target).toHaveCount(1);
  await expect(target).toHaveAttribute('data-part-row', number);
  await expect(target).toBeInViewport();
  await expect(page.locator('[aria-current="true"][data-item]')).toHaveCount(1);

  // Back to the results, forward to the row again.
  await page.goBack();
  await expect(page).toHaveURL(/q=AN310-4/);
  await expect(row).toBeVisible();
  await page.goForward();
  await expect(page.locator(`[data-item="${item}"][aria-current="true"]`)).toBeInViewport();
});

test('words the catalogue does not use: the page says which words it found parts by', async ({
  page,
}) => {
  await page.goto('/parts');
  await waitForHydration(page);
  const box = page.getByTestId('parts-search');
  const rows = page.locator('[data-part-row]');
  const readAs = page.getByTestId('parts-read-as');
  // The catalogue writes LEG, GEAR and GEAR LEG ASSY; no description says LANDING with them.
  await box.fill('landing gear leg');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first()).toContainText(/GEAR/);
  await expect(rows.first()).toContainText(/LEG/);
  await expect(readAs).toHaveText(
    /^No part is described by “landing gear leg”\. Showing parts described by “gear leg”( or “landing gear”)?\.$/,
  );
  // No description holds all four words: a main gear leg fairing is a fairing (the thing named last), so the
  // gear leg fairings come before the main gear legs.
  await box.fill('main gear leg fairing');
  await expect(page).toHaveURL(/q=main\+gear\+leg\+fairing$/);
  await expect(rows.first()).toContainText('FAIRING, GEAR LEG');
  await expect(readAs).toHaveText(
    'No part is described by “main gear leg fairing”. Showing parts described by “gear leg fairing” or “main gear leg”.',
  );
  // Its brake pads are linings: LINING, BRAKE.
  await box.fill('brake pads');
  await expect(page).toHaveURL(/q=brake\+pads$/);
  await expect(readAs).toHaveText(
    'No part is described by “brake pads”. Showing parts described by “brake lining”.',
  );
  await expect(rows.first()).toContainText('LINING, BRAKE');
  // A pad the catalogue has is found by its own name, and every word found together needs no such line.
  await box.fill('tank pad');
  await expect(page).toHaveURL(/q=tank\+pad$/);
  await expect(rows.first()).toContainText('PAD, TANK');
  await expect(readAs).toHaveCount(0);
});
