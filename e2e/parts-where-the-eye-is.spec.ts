import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures.ts';
import { addFirstResult } from './support/parts.ts';

// Issue 42 §4, tried as a new visitor would, at a laptop's 1366×900 and a phone's 390×844: the results
// and an assembly's parts appear where the eye is, part numbers read as written, a phone gets cards, the
// cart says what it does, a bad link says what was not found, and a model reads the same on every page.

test.describe.configure({ timeout: 120_000 });

const screens = [
  { name: 'laptop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const rows = (page: Page) => page.locator('[data-part-row]');

async function openParts(page: Page, search = '') {
  await page.goto(`/parts${search}`);
  await waitForHydration(page);
}

/** The element's box lies inside the window as it is now (no scrolling needed to see it). */
async function inView(locator: Locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return (
      box.height > 0 &&
      box.top >= 0 &&
      box.bottom <= window.innerHeight &&
      box.left >= 0 &&
      box.right <= window.innerWidth
    );
  });
}

for (const size of screens) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('typing shows the results, or that nothing matches, where the visitor is looking', async ({
      page,
    }) => {
      await openParts(page);
      const box = page.getByTestId('parts-search');
      await box.click();
      const scrolled = await page.evaluate(() => window.scrollY);
      await box.pressSequentially('an3', { delay: 40 });
      const first = rows(page).first();
      await expect(first).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      expect(await inView(page.getByRole('heading', { name: 'Search results for “an3”' }))).toBe(
        true,
      );
      expect(await inView(first.locator('[data-part-number]'))).toBe(true);

      // The arrow keys move from the box into the results, and back.
      await box.press('ArrowDown');
      await expect(first.getByRole('button', { name: /^Show usages of/ })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(
        rows(page)
          .nth(1)
          .getByRole('button', { name: /^Show usages of/ }),
      ).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await expect(box).toBeFocused();
      await box.press('ArrowDown');
      await page.keyboard.press('Escape');
      await expect(box).toBeFocused();

      // A word that matches nothing says so, in the same place.
      await box.fill('zzqqxxvv');
      const none = page.getByText('No parts match “zzqqxxvv”', { exact: false });
      await expect(none).toBeVisible();
      expect(await inView(none)).toBe(true);

      // Clearing the search returns to browsing.
      await box.fill('');
      await expect(page.getByRole('heading', { name: /^Search results/ })).toHaveCount(0);
      await expect(page).not.toHaveURL(/q=/);
      await expect(page.getByRole('heading', { name: /models$/ })).toBeVisible();
    });

    test('choosing an assembly brings its parts into view', async ({ page }) => {
      await openParts(page, '?line=husky&model=A-1C-180');
      const assembly = page.locator('[data-assembly]').first();
      await assembly.click();
      const heading = page.getByRole('heading', { name: /^Parts of / });
      await expect(heading).toBeVisible();
      await expect.poll(() => inView(heading), { timeout: 5_000 }).toBe(true);
      await expect(rows(page).first()).toBeVisible();
    });

    test('a part number copies and reads as written, on one line', async ({ page }) => {
      await openParts(page, '?q=an3 5a');
      const number = rows(page).first().locator('[data-part-number]');
      await expect(number).toHaveText('AN3-5A');
      expect(await number.locator('mark').count()).toBe(1);
      const read = await number.evaluate((element) => {
        const selection = window.getSelection();
        const range = document.createRange();
        range.selectNodeContents(element);
        selection?.removeAllRanges();
        selection?.addRange(range);
        return {
          innerText: (element as HTMLElement).innerText,
          copied: selection?.toString(),
          lines: element.getClientRects().length,
        };
      });
      expect(read).toEqual({ innerText: 'AN3-5A', copied: 'AN3-5A', lines: 1 });

      // Every part number of an assembly's table sits on one line box too.
      await openParts(page, '?line=husky&model=A-1C-180');
      await page.locator('[data-assembly]').first().click();
      await expect(rows(page).first()).toBeVisible();
      const lineBoxes = await page
        .locator('[data-part-row] [data-part-number]')
        .evaluateAll((numbers) =>
          numbers.map((element) => {
            const rects = [...element.getClientRects()];
            const style = getComputedStyle(element);
            return {
              rects: rects.length,
              oneLine: (rects[0]?.height ?? 0) <= parseFloat(style.lineHeight || '24') * 1.5,
            };
          }),
        );
      expect(lineBoxes.length).toBeGreaterThan(3);
      for (const box of lineBoxes) expect(box).toEqual({ rects: 1, oneLine: true });
    });

    test('a bad deep link says what was not found and offers what there is', async ({ page }) => {
      await openParts(page, '?line=nope&model=ZZZ');
      await expect(page.getByTestId('line-not-found')).toContainText(
        'There is no “nope” line in the catalogue.',
      );
      const model = page.getByTestId('model-not-found');
      await expect(model).toContainText('Model “ZZZ” was not found');
      await expect(model.getByRole('link', { name: 'Husky A-1C-180' })).toBeVisible();
      await expect(page.getByText(/Check your connection/)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
      await model.getByRole('link', { name: 'Husky A-1C-180' }).click();
      await expect(
        page.getByRole('heading', { name: 'Assemblies of the Husky A-1C-180' }),
      ).toBeVisible();
    });
  });
}

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('each parts row is a readable card, still a table row, with the same keyboard path', async ({
    page,
  }) => {
    await openParts(page, '?line=husky&model=A-1C-180');
    await page.locator('[data-assembly]').first().click();
    const first = rows(page).first();
    await expect(first).toBeVisible();
    const number = (await first.getAttribute('data-part-row')) ?? '';
    // Everything a mechanic needs is on screen, inside the phone's width.
    for (const part of [
      first.locator('[data-part-number]'),
      first.getByRole('button', { name: `Add ${number} to cart` }),
      first.getByRole('checkbox'),
    ]) {
      const box = await part.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    }
    const text = await first.innerText();
    expect(text).toMatch(/\$|Quote/);
    expect(text).toMatch(/In stock|Limited|Backorder|On request/);
    // Screen readers still meet a table: rows of cells under named columns.
    const table = page.getByRole('table', { name: /^Parts of / });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Part number' })).toHaveCount(1);
    await expect(first.getByRole('cell')).not.toHaveCount(0);
    const tableWidth = await page
      .getByTestId('parts-table')
      .evaluate((element) => element.scrollWidth <= element.clientWidth + 1);
    expect(tableWidth).toBe(true);
    // The same keyboard path: the row's checkbox, then its Add.
    await first.getByRole('checkbox').focus();
    await page.keyboard.press('Tab');
    await expect(first.getByRole('button', { name: `Add ${number} to cart` })).toBeFocused();

    // Search results are cards too.
    await openParts(page, '?q=an3');
    const result = rows(page).first();
    await expect(result).toBeVisible();
    const add = result.getByRole('button', { name: /^(Add .* to cart|Choose a usage of .*)$/ });
    const addBox = await add.boundingBox();
    expect((addBox?.x ?? 999) + (addBox?.width ?? 0)).toBeLessThanOrEqual(390);
    expect(await result.innerText()).toMatch(/Used in \d+/);
  });

  test('the exploded view opens fitted to the screen, its callouts apart', async ({ page }) => {
    await openParts(page, '?line=husky&model=A-1C-180');
    await page.locator('[data-assembly]').first().click();
    const viewport = page.getByTestId('diagram-viewport');
    await expect(viewport).toBeVisible();
    const frame = await viewport.boundingBox();
    expect(frame).not.toBeNull();
    expect((frame?.x ?? 0) + (frame?.width ?? 0)).toBeLessThanOrEqual(390);
    expect(frame?.height ?? 999).toBeLessThanOrEqual(844);
    await expect(page.locator('[data-callout]').first()).toBeVisible();
    const boxes = await page.locator('[data-callout]').evaluateAll((callouts) =>
      callouts.map((callout) => {
        const box = callout.getBoundingClientRect();
        return { item: callout.getAttribute('data-callout'), ...box.toJSON() } as {
          item: string;
          left: number;
          right: number;
          top: number;
          bottom: number;
        };
      }),
    );
    // Balloons are circles: two overlap when their centres are closer than their radii together.
    const overlaps: string[] = [];
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) {
        const apart = Math.hypot(
          (a.left + a.right) / 2 - (b.left + b.right) / 2,
          (a.top + a.bottom) / 2 - (b.top + b.bottom) / 2,
        );
        const radii = (a.right - a.left + (b.right - b.left)) / 2;
        if (apart < radii - 0.5) overlaps.push(`${a.item}/${b.item} ${apart.toFixed(1)} px`);
      }
    expect(overlaps).toEqual([]);
  });

  test('the cart asks nothing silently: Undo after 0, a word under the field, a total', async ({
    page,
  }) => {
    await openParts(page, '?q=an3 5a');
    await addFirstResult(page);
    const cart = page.getByTestId('cart-lines');
    const line = cart.locator('[data-cart-line]').first();
    await expect(line).toBeVisible();
    const qty = line.getByRole('spinbutton');
    await qty.fill('999999');
    await qty.press('Enter');
    await expect(qty).toHaveValue('9999');
    await expect(line.getByText('At most 9999 per line: set to 9999.')).toBeVisible();
    await qty.fill('2.5');
    await qty.press('Enter');
    await expect(qty).toHaveValue('2');
    await expect(line.getByText('Whole units only: set to 2.')).toBeVisible();
    await expect(cart.getByTestId('cart-total')).toContainText(/^1 line( · total \$[\d,.]+)?/);

    await qty.fill('0');
    await qty.press('Enter');
    await expect(cart.locator('[data-cart-line]')).toHaveCount(0);
    await expect(cart.getByTestId('cart-removed')).toContainText('Removed 2 × AN3-5A');
    await cart.getByTestId('cart-removed').getByRole('button', { name: 'Undo' }).click();
    await expect(cart.locator('[data-cart-line]')).toHaveCount(1);
    await expect(cart.locator('[data-cart-line]').first().getByRole('spinbutton')).toHaveValue('2');
  });
});

test('a model reads the same on its line page and in the catalogue, for every model', async ({
  page,
}) => {
  type Card = { name: string; summary: string; facts: Record<string, string> };
  for (const line of ['husky', 'pitts', 'eagle']) {
    await page.goto(`/${line}`);
    const onLinePage: Card[] = await page.locator('#models li').evaluateAll((items) =>
      items.map((item) => ({
        name: item.querySelector('h3')?.textContent?.trim() ?? '',
        summary: item.querySelector('h3 + p')?.textContent?.trim() ?? '',
        facts: Object.fromEntries(
          [...item.querySelectorAll('dt')].map((dt) => [
            dt.textContent?.trim() ?? '',
            dt.nextElementSibling?.textContent?.trim() ?? '',
          ]),
        ),
      })),
    );
    expect(onLinePage.length).toBeGreaterThan(0);
    await openParts(page, `?line=${line}`);
    const list = page.getByRole('list', { name: 'Models' });
    // The seeded models only: e2e/desk-catalogue.spec.ts imports models of its own (`E2E-…`, on the Eagle
    // line so /parts's first screen and its visual baselines stay as seeded) into the
    // same database, which the prerendered line page cannot know.
    const seeded = list.locator('[data-model]:not([data-model^="E2E-"])');
    await expect(seeded).toHaveCount(onLinePage.length);
    const inCatalogue: Card[] = await seeded.evaluateAll((cards) =>
      cards.map((card) => {
        const [name, summary, facts] = [...card.children] as HTMLElement[];
        return {
          name: name?.textContent?.trim() ?? '',
          summary: summary?.textContent?.trim() ?? '',
          facts: Object.fromEntries(
            [...(facts?.children ?? [])]
              .map((fact) => (fact.textContent ?? '').split(':').map((part) => part.trim()))
              .filter(([label]) => label !== 'Serials'),
          ),
        };
      }),
    );
    expect(inCatalogue).toEqual(onLinePage);
  }
  // The case the issue found.
  await page.goto('/husky');
  await expect(page.locator('#models')).toContainText('2,200 lb');
  await expect(page.locator('#models')).not.toContainText('2,250 lb');
});
