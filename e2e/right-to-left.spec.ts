import { expect, test, waitForHydration } from './support/fixtures.ts';

// The right-to-left preview (issue 41 §1): `?dir=rtl` on any address, kept across navigations, the header's
// switch, arrow keys along the reading direction, part numbers left to right. The crawl (routes.spec.ts) checks
// every route mirrored for overflow, axe and the header's sides.

test('?dir=rtl mirrors the page from the first paint and a client navigation keeps it', async ({
  page,
}) => {
  await page.goto('/home-startup?dir=rtl');
  // Before the page's scripts have run: the prerendered page is mirrored by the head script alone.
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await waitForHydration(page);
  const logo = await page
    .locator('.site-header a[aria-label="Contrail home"]')
    .first()
    .boundingBox();
  expect(logo?.x ?? 0, 'the logo at the right').toBeGreaterThan(1280 / 2);

  await page.locator('.site-header a[aria-label="Contrail home"]').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // A reload of the new address (no parameter) stays mirrored for the tab.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test("the header's direction switch loads the page in the other direction", async ({ page }) => {
  await page.goto('/home-restaurant');
  await waitForHydration(page);
  await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
  await page.getByRole('link', { name: 'Preview the page right to left' }).first().click();
  await expect(page).toHaveURL(/\/home-restaurant\?dir=rtl$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Show the page left to right' }).first().click();
  await expect(page).toHaveURL(/\/home-restaurant\?dir=ltr$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('arrow keys follow the reading direction in the menu bar', async ({ page }) => {
  await page.goto('/home-startup?dir=rtl');
  await waitForHydration(page);
  const top = page.locator('.site-header [data-menu-top]');
  await top.first().focus();
  const first = await top.first().textContent();
  // In a right-to-left bar the next item stands to the left: ArrowLeft moves to it.
  await page.keyboard.press('ArrowLeft');
  const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
  expect(focused).not.toBe(first);
  expect(focused).toBe(await top.nth(1).textContent());
  const [firstBox, secondBox] = [await top.first().boundingBox(), await top.nth(1).boundingBox()];
  expect(secondBox?.x ?? 0).toBeLessThan(firstBox?.x ?? 0);
});

test('part numbers read left to right inside the mirrored catalogue; the drawing stays as drawn', async ({
  page,
}) => {
  await page.goto('/parts?line=husky&model=A-1C-180&assembly=32-50&dir=rtl');
  await waitForHydration(page);
  const partNumber = page.locator('tr [data-part-number]').first();
  await expect(partNumber).toBeVisible();
  expect(await partNumber.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
  expect(
    await page
      .getByTestId('diagram-viewport')
      .evaluate((element) => getComputedStyle(element).direction),
  ).toBe('ltr');
  // The catalogue around them is mirrored: the table's first column (the checkbox) is at the right.
  const table = await page.locator('table').first().boundingBox();
  const checkbox = await page.locator('tr[data-item] input[type="checkbox"]').first().boundingBox();
  expect((checkbox?.x ?? 0) - (table?.x ?? 0)).toBeGreaterThan((table?.width ?? 0) / 2);
});

test('a date keeps its own reading order inside the mirrored page', async ({ page }) => {
  await page.goto('/blogs/blog-metro?dir=rtl');
  await waitForHydration(page);
  // A metro card's date on a line of its own, "18 November 2026" (nothing left to right before it to set its
  // order): its day must still be drawn left of its month, as it is read.
  const date = page.locator('ul[data-layout="metro"] time').first();
  await expect(date).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  const [day, month] = await date.evaluate((element) => {
    const text = element.firstChild as Text;
    const left = (start: number, end: number) => {
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, end);
      return range.getBoundingClientRect().left;
    };
    const space = text.data.indexOf(' ');
    return [left(0, space), left(space + 1, space + 4)];
  });
  expect(day, 'the day left of the month').toBeLessThan(month);
});
