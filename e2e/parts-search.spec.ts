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
