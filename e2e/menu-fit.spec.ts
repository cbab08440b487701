import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures.ts';

// Issue 37 §3: every mega-menu panel shows all its entries at 1280 × 720 and up without scrolling inside,
// menus open on hover (with intent) as well as by click and keyboard, and the phone menu's rows are tap
// targets of at least 44 px.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const topButton = (page: Page, name: string) =>
  nav(page).getByRole('button', { name, exact: true });
const openPanel = (page: Page) => page.locator('[data-mega-menu][data-open]');

async function open(page: Page, path: string, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await page.goto(path);
  await waitForHydration(page);
}

/** The open panel's overflow and the links of it that are not wholly inside the window. */
function panelFit(page: Page) {
  return openPanel(page).evaluate((panel) => {
    const links = [...panel.querySelectorAll('a')];
    const outside = links
      .filter((link) => {
        const r = link.getBoundingClientRect();
        return r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth;
      })
      .map((link) => link.textContent);
    return {
      links: links.length,
      scrollsDown: panel.scrollHeight - panel.clientHeight,
      scrollsAcross: panel.scrollWidth - panel.clientWidth,
      outside,
    };
  });
}

for (const [width, height] of [
  [1280, 720],
  [1366, 768],
  [1920, 1080],
] as const) {
  test(`every mega-menu panel shows all its entries at ${width}×${height}, without scrolling inside`, async ({
    page,
  }) => {
    await open(page, '/elements/accordions', width, height);
    const labels = (await nav(page).getByRole('button').allTextContents()).map((t) => t.trim());
    expect(labels).toContain('Home');
    for (const label of labels) {
      await topButton(page, label).click();
      await expect(topButton(page, label)).toHaveAttribute('aria-expanded', 'true');
      // The panel lays itself out for the window's width once open: let that settle.
      await expect
        .poll(async () => {
          const fit = await panelFit(page);
          return fit.links > 0 && fit.scrollsDown <= 1 && fit.scrollsAcross <= 1;
        }, label)
        .toBe(true);
      const fit = await panelFit(page);
      expect(fit.outside, `${label}: links outside the ${width}×${height} window`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(topButton(page, label)).toHaveAttribute('aria-expanded', 'false');
    }
  });
}

for (const path of ['/elements/accordions', '/ar/parts']) {
  test(`the panels laid out ahead stay inside the window as it is resized (${path})`, async ({
    page,
  }) => {
    await open(page, path, 1920, 1080);
    // Once the page is idle the closed panels are laid out, invisibly (decision 0024).
    await expect
      .poll(() => page.locator('[data-mega-menu]:not([data-open]) a').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    const outside = () =>
      page.evaluate(() => ({
        widened: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        panels: [...document.querySelectorAll('[data-mega-menu]')]
          .map((panel) => panel.getBoundingClientRect())
          .filter((r) => r.width > 0 && (r.left < 0 || r.right > innerWidth)).length,
      }));
    for (const width of [1280, 1536, 1366]) {
      await page.setViewportSize({ width, height: 768 });
      await expect.poll(outside, `at ${width} px`).toEqual({ widened: 0, panels: 0 });
    }
    const last = page.locator('button[data-menu-top]').last();
    await last.click();
    await expect(last).toHaveAttribute('aria-expanded', 'true');
    expect((await panelFit(page)).outside).toEqual([]);
  });
}

test('a mouse resting on a menu opens it; leaving it closes it after a grace; the way down to the panel keeps it', async ({
  page,
}) => {
  await open(page, '/elements/accordions', 1366, 768);
  const home = topButton(page, 'Home');
  await home.hover();
  await expect(home).toHaveAttribute('aria-expanded', 'true');
  // Down into the panel, over the gap under the button, in small steps: it stays open.
  const box = await home.boundingBox();
  const link = openPanel(page).getByRole('link').nth(3);
  const target = await link.boundingBox();
  if (!box || !target) throw new Error('no menu geometry');
  await page.mouse.move(target.x + 10, target.y + target.height / 2, { steps: 12 });
  await page.waitForTimeout(500);
  await expect(home).toHaveAttribute('aria-expanded', 'true');
  // Away from the menu: it closes once the grace is over.
  await page.mouse.move(box.x, 700, { steps: 4 });
  await expect(home).toHaveAttribute('aria-expanded', 'false');
  // Over one menu, then the next: the second replaces the first.
  await home.hover();
  await expect(home).toHaveAttribute('aria-expanded', 'true');
  await topButton(page, 'Pages').hover();
  await expect(topButton(page, 'Pages')).toHaveAttribute('aria-expanded', 'true');
  await expect(home).toHaveAttribute('aria-expanded', 'false');
  await expect(openPanel(page)).toHaveCount(1);
});

test('a click on a menu the mouse opened keeps it open (pinned); a second click closes it', async ({
  page,
}) => {
  await open(page, '/elements/accordions', 1366, 768);
  const pages = topButton(page, 'Pages');
  await pages.hover();
  await expect(pages).toHaveAttribute('aria-expanded', 'true');
  await pages.click();
  await page.waitForTimeout(400);
  await expect(pages).toHaveAttribute('aria-expanded', 'true');
  await expect(openPanel(page)).toBeVisible();
  // Pinned by the click: the mouse leaving does not close it.
  await page.mouse.move(40, 700, { steps: 4 });
  await page.waitForTimeout(500);
  await expect(pages).toHaveAttribute('aria-expanded', 'true');
  await pages.click();
  await expect(pages).toHaveAttribute('aria-expanded', 'false');
  // A click straight away, before the hover delay runs out, opens it too.
  await page.mouse.move(40, 700);
  await pages.click();
  await page.waitForTimeout(400);
  await expect(pages).toHaveAttribute('aria-expanded', 'true');
  // A click outside closes it.
  await page.mouse.click(40, 700);
  await expect(pages).toHaveAttribute('aria-expanded', 'false');
});

test('the keyboard still drives the menus, and hovering does not steal them', async ({ page }) => {
  await open(page, '/elements/accordions', 1366, 768);
  const blog = topButton(page, 'Blog');
  await blog.focus();
  await page.keyboard.press('Enter');
  await expect(blog).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(blog).toHaveAttribute('aria-expanded', 'false');
  await expect(blog).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(blog).toHaveAttribute('aria-expanded', 'true');
  await expect(openPanel(page).getByRole('link').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(openPanel(page).getByRole('link').nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(blog).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(topButton(page, 'Shop')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(topButton(page, 'Shop')).toHaveAttribute('aria-expanded', 'true');
  // Tab out of the item closes it.
  await page.keyboard.press('Shift+Tab');
  await expect(topButton(page, 'Shop')).toHaveAttribute('aria-expanded', 'false');
});

for (const path of ['/elements/accordions', '/headers/hamburger-menu-modern']) {
  test(`every link and button of the open phone menu is a 44 px tap target (${path})`, async ({
    page,
  }) => {
    await open(page, path, 390, 844);
    await page.getByRole('button', { name: /menu/i }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // Open every group, so each of its links is measured.
    const groups = dialog.locator('button[aria-expanded="false"]');
    while ((await groups.count()) > 0) await groups.first().click();
    const small = await dialog.evaluate((root) =>
      [...root.querySelectorAll<HTMLElement>('a, button')]
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.width > 0 && r.height > 0)
        .filter(({ r }) => r.height < 43.5 || r.width < 43.5)
        .map(
          ({ el, r }) =>
            `${el.textContent?.trim() || el.getAttribute('aria-label')} ${Math.round(r.width)}×${Math.round(r.height)}`,
        ),
    );
    expect(small).toEqual([]);
    expect(await dialog.locator('a').count()).toBeGreaterThan(50);
  });
}
