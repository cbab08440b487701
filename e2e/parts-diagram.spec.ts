import type { Page } from '@playwright/test';
import { expect, seriousAxeViolations, test, waitForHydration } from './support/fixtures.ts';
import { tabTo } from './support/keyboard.ts';

// The assembly's exploded view against the real server and its seeded catalogue.

test.describe.configure({ timeout: 120_000 });

const callout = (page: Page, item: string) => page.locator(`[data-callout="${item}"]`);
const row = (page: Page, item: string) => page.locator(`tr[data-item="${item}"]`);

async function openTailWheel(page: Page) {
  await page.goto('/parts?line=husky&model=A-1C-180&assembly=32-50');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: /Exploded view/ })).toBeVisible();
  await expect(callout(page, '1')).toBeVisible();
  await expect(row(page, '1')).toBeVisible();
}

test('a callout lights its row and a row its callout, by mouse and by keyboard; a callout selects its row', async ({
  page,
}) => {
  await openTailWheel(page);
  const first = (await page.locator('[data-callout]').first().getAttribute('data-callout')) ?? '';
  expect(first).toBe('1');
  // Named for screen readers: item, part number and description.
  await expect(callout(page, '2')).toHaveAccessibleName(/^Item 2, \S+ .+/);

  // Mouse: callout → row, row → callout.
  await callout(page, '3').hover();
  await expect(row(page, '3')).toHaveAttribute('data-active', 'true');
  await expect(page.getByTestId('callout-tip')).toBeVisible();
  await row(page, '5').hover();
  await expect(callout(page, '5')).toHaveAttribute('data-active', 'true');
  await expect(row(page, '3')).not.toHaveAttribute('data-active');

  // Keyboard: the drawing, then the callouts in item order; each lights its row.
  await page.mouse.move(0, 0);
  await page.getByRole('button', { name: 'Reset view' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('diagram-viewport')).toBeFocused();
  const items = await page
    .locator('[data-callout]')
    .evaluateAll((buttons) => buttons.slice(0, 4).map((b) => b.getAttribute('data-callout')));
  for (const item of items) {
    await page.keyboard.press('Tab');
    await expect(callout(page, item ?? '')).toBeFocused();
    await expect(row(page, item ?? '')).toHaveAttribute('data-active', 'true');
  }
  // Enter on a callout ticks its row.
  await page.keyboard.press('Enter');
  const last = items[items.length - 1] ?? '';
  await expect(row(page, last).getByRole('checkbox')).toBeChecked();
  await expect(callout(page, last)).toHaveAttribute('aria-pressed', 'true');

  // Keyboard on the table: a row's checkbox lights its callout.
  const checkbox = row(page, '2').getByRole('checkbox');
  await page.getByTestId('parts-table').focus();
  await tabTo(page, checkbox, 12);
  await expect(callout(page, '2')).toHaveAttribute('data-active', 'true');
});

test('zooms in by button, key and wheel, and resets; axe finds nothing serious', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openTailWheel(page);
  const viewport = page.getByTestId('diagram-viewport');
  const level = page.getByLabel('Zoom level');
  await expect(level).toHaveText('100%');
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(level).toHaveText('150%');
  await expect(viewport).toHaveAttribute('data-zoom', '1.50');
  await viewport.focus();
  await page.keyboard.press('+');
  await expect(level).toHaveText('225%');
  const before = await viewport.locator('svg').first().getAttribute('viewBox');
  await page.keyboard.press('ArrowRight');
  await expect(viewport.locator('svg').first()).not.toHaveAttribute('viewBox', before ?? '');
  await page.getByRole('button', { name: 'Reset view' }).click();
  await expect(level).toHaveText('100%');

  const box = await viewport.boundingBox();
  if (!box) throw new Error('The drawing has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, -300);
  await expect
    .poll(async () => Number(await viewport.getAttribute('data-zoom')))
    .toBeGreaterThan(1.5);
  await page.getByRole('button', { name: 'Reset view' }).click();
  await expect(viewport).toHaveAttribute('data-zoom', '1.00');

  expect(await seriousAxeViolations(page)).toEqual([]);
});

/** Scrolls the windowed parts table until the row of `item` is rendered. */
async function showRow(page: Page, item: string) {
  const table = page.getByTestId('parts-table');
  for (let step = 0; step < 60 && (await row(page, item).count()) === 0; step++) {
    await table.evaluate((element) => {
      element.scrollTop += 260;
    });
    // The table measures its scroll on the next frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  await expect(row(page, item)).toBeVisible();
}

test('a long figure comes in sheets: sheet 2 by keyboard, and a row of sheet 2 lights its callout there', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openTailWheel(page);
  const sheetLabel = page.getByTestId('diagram-sheet');
  await expect(sheetLabel).toHaveText(/^Sheet 1 of \d+$/);
  const callouts = page.locator('[data-callout]');
  await expect(callouts).toHaveCount(40);
  const itemsShown = () =>
    callouts.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-callout') ?? ''));
  const sheetOne = await itemsShown();

  // Keyboard: Tab to "Next sheet" (a real button with a visible focus ring), Enter.
  const previous = page.getByRole('button', { name: 'Previous sheet' });
  const next = page.getByRole('button', { name: 'Next sheet' });
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  await previous.focus();
  await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
  expect(await next.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
  const viewport = page.getByTestId('diagram-viewport');
  const boxBefore = await viewport.boundingBox();
  await page.keyboard.press('Enter');
  await expect(sheetLabel).toHaveText(/^Sheet 2 of \d+$/);
  await expect(next).toBeFocused();
  await expect(viewport).toHaveAttribute('data-sheet', '2');
  await expect(viewport).toHaveAttribute('data-zoom', '1.00');
  // The drawing's box keeps its size: nothing below it moves.
  expect(await viewport.boundingBox()).toEqual(boxBefore);
  const sheetTwo = await itemsShown();
  expect(sheetTwo.length).toBeGreaterThan(0);
  expect(sheetTwo.length).toBeLessThanOrEqual(40);
  expect(sheetTwo.filter((item) => sheetOne.includes(item))).toEqual([]);

  // The row of an item on sheet 2 lights its callout, named as a screen reader says it.
  const item = sheetTwo[Math.min(2, sheetTwo.length - 1)] ?? '';
  await showRow(page, item);
  await row(page, item).hover();
  await expect(callout(page, item)).toHaveAttribute('data-active', 'true');
  await expect(callout(page, item)).toHaveAccessibleName(new RegExp(`^Item ${item}, \\S+ .+`));
  await expect(page.getByTestId('callout-tip')).toBeVisible();

  // Back to sheet 1 by keyboard; focusing that row's checkbox brings sheet 2 back, its callout lit.
  await page.mouse.move(0, 0);
  await previous.focus();
  await page.keyboard.press('Enter');
  await expect(sheetLabel).toHaveText(/^Sheet 1 of \d+$/);
  await row(page, item).getByRole('checkbox').focus();
  await expect(sheetLabel).toHaveText(/^Sheet 2 of \d+$/);
  await expect(callout(page, item)).toHaveAttribute('data-active', 'true');
  await expect(row(page, item)).toHaveAttribute('data-active', 'true');

  expect(await seriousAxeViolations(page)).toEqual([]);
});
