import type { Page } from '@playwright/test';
import { footerColumns } from '../apps/web/app/content/footer.ts';
import { footerDemos } from '../apps/web/app/content/footer-demos.ts';
import { isLiveHref, routesInGroup } from '../apps/web/app/site-map/index.ts';
import { expect, seriousAxeViolations, test, waitForHydration } from './support/fixtures.ts';

// Issue 6: the configurable header and footer, through their /headers/* and /footers/* demo pages.

async function open(page: Page, path: string, width = 1280, height = 800) {
  await page.setViewportSize({ width, height });
  await page.goto(path);
  await waitForHydration(page);
}

const banner = (page: Page) => page.locator('header.site-header');

/** Scrolls without smooth-scroll animation and waits for the header to react. */
async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.waitForTimeout(150);
}

/** Top and bottom of the header in viewport coordinates. */
async function headerBox(page: Page) {
  return banner(page).evaluate((el) => {
    const rect = el.getBoundingClientRect();
    return { top: Math.round(rect.top), bottom: Math.round(rect.bottom) };
  });
}

test.describe('header behaviour', () => {
  test('transparent header lies over the dark hero and turns solid after scrolling', async ({
    page,
  }) => {
    await open(page, '/headers/transparent-header');
    const header = banner(page);
    const background = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background()).toBe('rgba(0, 0, 0, 0)');
    // It overlays the hero: the hero starts at the very top, under the header.
    expect(await page.locator('#home').evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
    await scrollToY(page, 400);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(background).not.toBe('rgba(0, 0, 0, 0)');
    expect((await headerBox(page)).top).toBe(0);
  });

  test('reverse scroll hides the header on the way down and returns it on the way up', async ({
    page,
  }) => {
    await open(page, '/headers/header-reverse-scroll');
    await page.mouse.move(640, 500);
    for (let i = 0; i < 6; i += 1) await page.mouse.wheel(0, 250);
    await expect.poll(async () => (await headerBox(page)).bottom).toBeLessThanOrEqual(0);
    await page.mouse.wheel(0, -200);
    await expect.poll(async () => (await headerBox(page)).top).toBe(0);
  });

  test('always fixed stays in view; disable fixed scrolls away', async ({ page }) => {
    await open(page, '/headers/header-always-fixed');
    await scrollToY(page, 1500);
    expect((await headerBox(page)).top).toBe(0);
    await open(page, '/headers/header-disable-fixed');
    await scrollToY(page, 1500);
    expect((await headerBox(page)).bottom).toBeLessThanOrEqual(0);
  });

  test('responsive sticky sticks below 992 px and scrolls away on wide screens', async ({
    page,
  }) => {
    await open(page, '/headers/header-responsive-sticky', 1200);
    await scrollToY(page, 1500);
    expect((await headerBox(page)).bottom).toBeLessThanOrEqual(0);
    await open(page, '/headers/header-responsive-sticky', 800);
    await scrollToY(page, 1500);
    expect((await headerBox(page)).top).toBe(0);
  });

  test('one-page navigation scrolls to a section and marks it current', async ({ page }) => {
    await open(page, '/headers/one-page-navigation');
    const nav = page.getByRole('navigation', { name: 'Page sections' }).first();
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect
      .poll(() => page.locator('#contact').evaluate((el) => el.getBoundingClientRect().top), {
        timeout: 5000,
      })
      .toBeLessThan(200);
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await expect(page.locator('#contact')).toBeFocused();
    // Scrolling by hand moves the highlight too, once the smooth scroll to Contact has ended (a scroll to the
    // top while it still runs is undone by it: this test flaked so on a busy machine).
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const before = scrollY;
          await new Promise((resolve) => setTimeout(resolve, 200));
          return scrollY === before;
        }),
      )
      .toBe(true);
    await scrollToY(page, 0);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'location',
    );
  });
});

test('one-page menu on a phone closes and scrolls to the chosen section', async ({ page }) => {
  await open(page, '/headers/one-page-navigation', 390);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const dialog = page.locator('dialog#site-menu');
  await dialog.getByRole('link', { name: 'Work' }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(() => page.locator('#work').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
    .toBeLessThan(120);
  await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('');
});

const menuPages = [
  { path: '/headers/mobile-menu-classic', width: 800 },
  { path: '/headers/mobile-menu-modern', width: 800 },
  { path: '/headers/mobile-menu-full-screen', width: 390 },
  { path: '/headers/hamburger-menu', width: 1280 },
  { path: '/headers/hamburger-menu-modern', width: 1280 },
  { path: '/headers/hamburger-menu-half', width: 1280 },
  { path: '/headers/left-menu-modern', width: 1280 },
];

test.describe('off-canvas menus', () => {
  for (const { path, width } of menuPages) {
    test(`${path} opens and closes by mouse and keyboard, trapping focus and locking scroll`, async ({
      page,
    }) => {
      await open(page, path, width);
      const button = page.getByRole('button', { name: 'Open menu' }).locator('visible=true');
      const dialog = page.locator('dialog#site-menu');
      const locked = () => page.evaluate(() => document.documentElement.style.overflow);

      // Mouse: open, then close with the close button.
      await button.click();
      await expect(dialog).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect.poll(locked).toBe('hidden');
      await dialog.getByRole('button', { name: 'Close menu' }).click();
      await expect(dialog).toBeHidden();
      await expect.poll(locked).toBe(''); // the lock is released by an effect after the close

      // Keyboard: Enter opens, Tab stays inside, Escape closes and returns focus.
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      for (let i = 0; i < 25; i += 1) {
        await page.keyboard.press('Tab');
        const inside = await page.evaluate(
          () =>
            document.activeElement === document.body ||
            !!document.activeElement?.closest('dialog#site-menu'),
        );
        expect(inside, `focus after ${i + 1} Tab presses`).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
      await expect.poll(locked).toBe(''); // the lock is released by an effect after the close
    });
  }
});

test.describe('mega-menu', () => {
  for (const width of [1440, 1280]) {
    test(`every panel stays inside the viewport at ${width} px`, async ({ page }) => {
      await open(page, '/headers/white-header', width);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const buttons = nav.locator('button[aria-expanded]');
      const count = await buttons.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i += 1) {
        const trigger = buttons.nth(i);
        await trigger.click();
        const panel = page.locator('[data-mega-menu][data-open]');
        await expect(panel).toBeVisible();
        const box = await panel.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return { left: r.left, right: r.right, viewport: document.documentElement.clientWidth };
        });
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(box.viewport);
        await page.keyboard.press('Escape');
        await expect(trigger).toHaveAttribute('aria-expanded', 'false');
        await expect(trigger).toBeFocused();
      }
    });
  }

  test('an open panel is repositioned when the window shrinks', async ({ page }) => {
    await open(page, '/headers/white-header', 1536);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Layouts' }).click();
    // The narrowest width with the menu in the bar (below 1280 px it is behind the menu button).
    await page.setViewportSize({ width: 1280, height: 800 });
    const panel = page.locator('[data-mega-menu][data-open]');
    await expect
      .poll(() => panel.evaluate((el) => el.getBoundingClientRect().right))
      .toBeLessThanOrEqual(1280);
  });

  test('opens with ArrowDown on its first link and closes with Escape', async ({ page }) => {
    await open(page, '/headers/dark-header');
    const trigger = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Layouts' });
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Transparent header' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
  });

  test('the page counts as hydrated only once the menu chunk has arrived and the menu answers keys', async ({
    page,
  }) => {
    // The desktop menu is a chunk of its own; hold it back, as a slow network or a busy phone would.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/main-menu-*.js', async (route) => {
      await released;
      await route.continue();
    });
    // On a slow phone's CPU (6× throttled): React hydrates what is inside a Suspense boundary in later
    // passes than the root, and the page must not call itself hydrated between those passes.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/headers/dark-header');
    const trigger = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Layouts' });
    // The prerendered menu is on screen, but its code is not there yet: the page is not interactive.
    await expect(trigger).toBeVisible();
    await page.waitForTimeout(3000);
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    release();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    // No wait for the network here: once the document says it is hydrated, the menu answers at once.
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
  });
});

test('the search overlay submits to the search-result page', async ({ page }) => {
  await open(page, '/headers/white-header');
  await page.getByRole('button', { name: 'Open search' }).click();
  const input = page.getByRole('searchbox', { name: 'Search the site' });
  await expect(input).toBeFocused();
  await input.fill('header');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/page\/search-result\?q=header$/);
  // The results: the pages whose title says header, each with its description.
  await expect(page.getByText(/^\d+ pages found$/)).toBeVisible();
  const result = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Dark header' }) });
  await expect(result).toBeVisible();
  await expect(result.locator('p.text-muted')).not.toBeEmpty();
});

test('the side panel offers the newsletter form and five social links', async ({ page }) => {
  // Its button is in the bar from 1536 px: below, the bar holds the menu, the switches, languages and a cart.
  await open(page, '/headers/white-header', 1366);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open side panel' })).toBeHidden();
  await open(page, '/headers/white-header', 1536);
  await page.getByRole('button', { name: 'Open side panel' }).click();
  const panel = page.getByRole('dialog', { name: 'Stay in the loop' });
  await expect(panel.getByRole('textbox', { name: 'Email address' })).toBeVisible();
  await expect(panel.getByRole('link', { name: /opens in a new tab/ })).toHaveCount(5);
  await panel.getByRole('button', { name: 'Subscribe' }).click();
  await expect(panel.getByText('Field is required.')).toBeVisible();
});

test.describe('footers', () => {
  for (const route of routesInGroup('footers')) {
    test(`${route.path} renders its columns, the current year and its fixed-footer option`, async ({
      page,
    }) => {
      const demo = footerDemos[route.path];
      expect(demo, 'demo configuration').toBeDefined();
      if (!demo) return;
      const width = demo.fixedFooter[0] ? demo.fixedFooter[0] - 100 : 1280;
      await open(page, route.path, width);
      const footer = page.locator('footer.site-footer');
      const columns = (
        demo.footer.columns ?? ['company', 'customer', 'additional', 'services']
      ).filter((key) => footerColumns[key].links.some((link) => isLiveHref(link.href)));
      for (const key of columns)
        await expect(
          footer.getByRole('navigation', { name: footerColumns[key].title }).first(),
        ).toBeAttached();
      await expect(footer).toContainText(`© ${new Date().getFullYear()} Contrail`);

      const layout = page.locator('[data-fixed-footer]');
      if (demo.fixedFooter.length === 0) {
        await expect(layout).toHaveCount(0);
        expect(await footer.evaluate((el) => getComputedStyle(el).position)).toBe('static');
        return;
      }
      await expect(layout).toHaveAttribute('data-fixed-footer', demo.fixedFooter.join(' '));
      expect(await footer.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
      // The page reserves the footer's current height under the content.
      await expect
        .poll(() =>
          page.evaluate(() => {
            const main = document.querySelector('main') as HTMLElement;
            const foot = document.querySelector('footer.site-footer') as HTMLElement;
            return (
              Math.abs(
                parseFloat(getComputedStyle(main).marginBottom) -
                  foot.getBoundingClientRect().height,
              ) <= 1
            );
          }),
        )
        .toBe(true);
      // Above its largest breakpoint the footer is back in the flow.
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect
        .poll(() => footer.evaluate((el) => getComputedStyle(el).position))
        .toBe('static');
    });
  }
});

test.describe('axe', () => {
  for (const route of [...routesInGroup('headers'), ...routesInGroup('footers')]) {
    test(`${route.path} has no serious or critical violation`, async ({ page }) => {
      await open(page, route.path);
      expect(await seriousAxeViolations(page)).toEqual([]);
      if (route.group === 'headers') {
        // The scrolled state (solid, hidden or compact headers) and the small-screen bar too.
        await scrollToY(page, 300);
        expect(await seriousAxeViolations(page)).toEqual([]);
        await page.setViewportSize({ width: 390, height: 800 });
        await scrollToY(page, 0);
        expect(await seriousAxeViolations(page)).toEqual([]);
      }
    });
  }
});
