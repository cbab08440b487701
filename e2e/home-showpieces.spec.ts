import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures.ts';

// Issue 24: the four full-screen portfolio showpieces (components/sections/showcase). Each works with the keyboard
// alone and announces the current project; under reduced motion and without JavaScript each is a plain stacked
// list with every project readable and linked.
const showpieces = [
  { path: '/home-interactive-portfolio', variant: 'list' },
  { path: '/home-creative-portfolio', variant: 'tilt' },
  { path: '/home-vertical-portfolio', variant: 'vertical' },
  { path: '/home-split-portfolio', variant: 'split' },
] as const;

const showcase = (page: Page) => page.locator('[data-showcase]');
const announcer = (page: Page) => page.locator('[data-showcase-announcer]');
const items = (page: Page) => showcase(page).locator('ol > li');
const caseStudy = /^\/portfolio\/single-project-page-0[1-5]$/;

/** Index of the item marked current. */
const activeIndex = (page: Page) =>
  items(page).evaluateAll((lis) => lis.findIndex((li) => li.hasAttribute('data-active')));

/** Waits until the element's box stops moving (a slide's travel is 0.7 s). */
async function settledBox(locator: Locator) {
  let last = '';
  await expect
    .poll(async () => {
      const box = JSON.stringify(await locator.boundingBox());
      const same = box === last;
      last = box;
      return same;
    })
    .toBe(true);
  return (await locator.boundingBox()) as { x: number; y: number; width: number; height: number };
}

test.describe('showpieces: keyboard alone', () => {
  test('list: focus and the arrow keys swap the background picture and announce the project', async ({
    page,
  }) => {
    await page.goto('/home-interactive-portfolio');
    await waitForHydration(page);
    const links = showcase(page).locator('ol a');
    await links.first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await expect(announcer(page)).toHaveText(/^Project 2 of 6: /);
    expect(await activeIndex(page)).toBe(1);
    const pictureOpacity = (i: number) =>
      items(page)
        .nth(i)
        .locator('div[data-motion]')
        .evaluate((el) => Number(getComputedStyle(el).opacity));
    await expect.poll(() => pictureOpacity(1)).toBe(1);
    await expect.poll(() => pictureOpacity(0)).toBe(0);
    await page.keyboard.press('Tab');
    await expect(links.nth(2)).toBeFocused();
    await expect(announcer(page)).toHaveText(/^Project 3 of 6: /);
    // The pictures fill the section behind the titles.
    const section = (await showcase(page).boundingBox())!;
    const picture = (await items(page).nth(2).locator('div[data-motion]').boundingBox())!;
    expect(picture.width).toBeCloseTo(section.width, 0);
    expect(section.height).toBeGreaterThanOrEqual(page.viewportSize()!.height - 1);
  });

  test('tilt: the arrow keys move between cards and announce them; a mouse tilts the card', async ({
    page,
  }) => {
    await page.goto('/home-creative-portfolio');
    await waitForHydration(page);
    const links = showcase(page).locator('ol a');
    await links.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(links.nth(1)).toBeFocused();
    await expect(announcer(page)).toHaveText(/^Project 2 of 6: /);
    await page.keyboard.press('End');
    await expect(links.nth(5)).toBeFocused();
    await expect(announcer(page)).toHaveText(/^Project 6 of 6: /);
    await page.evaluate(() => window.scrollTo(0, 0));
    const card = items(page).nth(0).locator('[data-motion]');
    const box = (await card.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.3);
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.2);
    await expect
      .poll(() => card.evaluate((el) => getComputedStyle(el).transform))
      .toMatch(/^matrix3d/);
  });

  for (const variant of ['vertical', 'split'] as const) {
    const path = `/home-${variant}-portfolio`;
    test(`${variant}: Page/arrow keys and the buttons change the slide, focus follows, the change is announced`, async ({
      page,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      const slide = (i: number) => showcase(page).locator(`[data-slide="${i}"]`);
      await slide(0).locator('a').first().focus();
      await page.keyboard.press('PageDown');
      await expect(announcer(page)).toHaveText(/^Project 2 of 6: /);
      await expect(slide(1).locator('a').first()).toBeFocused();
      await expect(slide(0)).toHaveAttribute('inert', '');
      const section = (await showcase(page).boundingBox())!;
      if (variant === 'vertical') {
        const box = await settledBox(slide(1));
        expect(box.y).toBeCloseTo(section.y, 0);
        // The slide left behind went up by one screen.
        expect((await slide(0).boundingBox())!.y).toBeLessThan(section.y - section.height + 2);
      } else {
        // Picture and text halves travel in opposite directions: the old slide's picture went one way, its text the other.
        const media = await settledBox(slide(1).locator('div[data-motion]').first());
        expect(media.y).toBeCloseTo(section.y, 0);
        const oldMedia = (await slide(0).locator('div[data-motion]').first().boundingBox())!;
        const oldText = (await slide(0).locator('div[data-motion]').nth(1).boundingBox())!;
        expect(Math.sign(oldMedia.y - section.y)).toBe(-Math.sign(oldText.y - section.y));
        expect(Math.abs(oldMedia.y - section.y)).toBeGreaterThan(section.height / 2);
      }
      await page.keyboard.press('ArrowDown');
      await expect(announcer(page)).toHaveText(/^Project 3 of 6: /);
      await page.keyboard.press('ArrowUp');
      await expect(announcer(page)).toHaveText(/^Project 2 of 6: /);
      await page.keyboard.press('End');
      await expect(announcer(page)).toHaveText(/^Project 6 of 6: /);
      // Tab to the buttons and use them from the keyboard.
      const previous = showcase(page).getByRole('button', { name: 'Previous project' });
      await previous.focus();
      await page.keyboard.press('Enter');
      await expect(announcer(page)).toHaveText(/^Project 5 of 6: /);
      await expect(previous).toBeFocused();
    });
  }

  test('vertical: one wheel gesture moves one slide while the slider fills the window', async ({
    page,
  }) => {
    await page.goto('/home-vertical-portfolio');
    await waitForHydration(page);
    const box = (await showcase(page).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 120);
    await expect(announcer(page)).toHaveText(/^Project 2 of 6: /);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('showpieces: reduced motion and no JavaScript', () => {
  /** Every project readable and linked, one below the other, nothing moved by a transform. */
  async function expectStackedList(page: Page) {
    await expect(items(page)).toHaveCount(6);
    const boxes = [];
    for (const item of await items(page).all()) {
      await expect(item.locator('h2')).toBeVisible();
      await expect(item.locator('img')).toBeVisible();
      const hrefs = await item
        .locator('a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) expect(href).toMatch(caseStudy);
      boxes.push((await item.boundingBox())!);
    }
    for (let i = 1; i < boxes.length; i++)
      expect(boxes[i]!.y, `item ${i + 1} is below item ${i}`).toBeGreaterThanOrEqual(
        boxes[i - 1]!.y + boxes[i - 1]!.height - 1,
      );
    const moved = await showcase(page)
      .locator('li, li *')
      .evaluateAll(
        (els) =>
          els.filter((el) => {
            const style = getComputedStyle(el);
            return style.transform !== 'none' || style.translate !== 'none';
          }).length,
      );
    expect(moved, 'elements with a transform').toBe(0);
    await expect(showcase(page).locator('[inert]')).toHaveCount(0);
    await expect(showcase(page).getByRole('button')).toHaveCount(0);
  }

  for (const { path, variant } of showpieces) {
    test(`${variant}: under reduced motion it is a stacked list and keys do nothing`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path);
      await waitForHydration(page);
      await expectStackedList(page);
      await showcase(page).locator('ol a').first().focus();
      await page.keyboard.press('ArrowDown');
      await expect(announcer(page)).toHaveText('');
    });

    test(`${variant}: without JavaScript every project is readable and linked`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.locator('h1')).toHaveCount(1);
      await expectStackedList(page);
      await context.close();
    });
  }

  for (const { path, variant } of showpieces) {
    test(`${variant}: the prerendered showpiece does not move when the page hydrates`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        (window as unknown as { shifts: number }).shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            (window as unknown as { shifts: number }).shifts += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // No web font swaps in (that shift is the home-demos spec's): any move here would be the showpiece's own.
      await page.route(/\.woff2$/, (route) => route.abort());
      await page.goto(path);
      const boxes = () =>
        Promise.all(
          [showcase(page).locator('h1'), items(page).first().locator('h2')].map(async (el) => {
            const box = (await el.boundingBox())!;
            return { x: box.x, y: box.y, height: box.height, width: Math.round(box.width) };
          }),
        );
      const before = await boxes();
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      const after = await boxes();
      for (const [i, box] of after.entries()) {
        expect(box.x, 'x').toBe(before[i]!.x);
        expect(box.y, 'y').toBe(before[i]!.y);
        expect(box.height, 'height').toBe(before[i]!.height);
        expect(Math.abs(box.width - before[i]!.width), 'width').toBeLessThanOrEqual(0.5);
      }
      const cls = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
      expect(cls).toBe(0);
    });
  }
});
