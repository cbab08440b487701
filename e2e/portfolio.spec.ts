import type { Page } from '@playwright/test';
import { expect, seriousAxeViolations, test, waitForHydration } from './support/fixtures.ts';

// /portfolio/*: the filtered project grids, the slider, and the case studies their tiles open.

const tiles = (page: Page) => page.locator('ul[data-layout] > li');
// The sample projects (content/portfolio.ts), as a visitor sees them.
const projectCount = 12;
const firstProject = 'Northwind Roastery';
const webProjects = ['Quill Finance', 'Kestrel Air', 'Marrow & Pine'];
const photographyProjects = [
  'Atlas Field Guide',
  'Lumen Desk Lamp',
  'Still Water Portraits',
  'Northlight Observatory',
  'Marrow & Pine',
];

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await waitForHydration(page);
}

test('the category filter shows only the projects of the category pressed, by mouse or keyboard', async ({
  page,
}) => {
  await open(page, '/portfolio/classic-three-column');
  const filter = page.getByRole('group', { name: 'Filter projects by category' });
  const all = filter.getByRole('button', { name: 'All' });
  const web = filter.getByRole('button', { name: 'Web' });
  await expect(tiles(page)).toHaveCount(projectCount);
  await expect(all).toHaveAttribute('aria-pressed', 'true');

  await web.click();
  await expect(web).toHaveAttribute('aria-pressed', 'true');
  await expect(all).toHaveAttribute('aria-pressed', 'false');
  await expect(tiles(page).locator('h3')).toHaveText(webProjects);
  await expect(page.getByRole('status')).toHaveText(
    `Showing ${webProjects.length} of ${projectCount} projects`,
  );

  // Keyboard: Tab from "Web" to the next button and press Space, then back to All with Enter.
  await web.focus();
  await page.keyboard.press('Tab');
  await expect(filter.getByRole('button', { name: 'Photography' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(tiles(page).locator('h3')).toHaveText(photographyProjects);
  await all.focus();
  await page.keyboard.press('Enter');
  await expect(tiles(page)).toHaveCount(projectCount);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('the overlay caption and the switch image also show when a tile has keyboard focus', async ({
  page,
}) => {
  await open(page, '/portfolio/overlay-three-column');
  const caption = tiles(page).first().locator('[data-caption]');
  await expect(caption).toHaveCSS('opacity', '0');
  await page.getByRole('link', { name: `${firstProject}: view project` }).focus();
  await expect(caption).toHaveCSS('opacity', '1');

  await open(page, '/portfolio/switch-image-four-column');
  const second = tiles(page).first().locator('[data-hover-image]');
  await expect(second).toHaveCSS('opacity', '0');
  await page.getByRole('link', { name: `${firstProject}: view project` }).focus();
  await expect(second).toHaveCSS('opacity', '1');
});

for (const path of ['/portfolio/bordered-masonry', '/portfolio/colorful-metro']) {
  test(`${path} does not shift while its pictures load`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, path);
    // Scroll through the grid so every lazy picture loads, then sum the layout shifts seen.
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y < height; y += 600) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(60);
    }
    await page.waitForLoadState('networkidle');
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          // Shifts of the grid only: under a loaded CPU the shared header can still move while its
          // desktop menu's chunk hydrates, which is not what this test is about.
          const main = document.querySelector('main');
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources: { node: Node | null }[];
            })[])
              if (
                !entry.hadRecentInput &&
                entry.sources.some((s) => s.node && main?.contains(s.node))
              )
                total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shift).toBeLessThan(0.01);
    const sizes = await tiles(page)
      .locator('img')
      .evaluateAll((images) =>
        images.map((img) => [img.getAttribute('width'), img.getAttribute('height')]),
      );
    expect(sizes.length).toBe(projectCount);
    for (const [width, height] of sizes) expect(Number(width) * Number(height)).toBeGreaterThan(0);
  });
}

test('a tile opens its project, whose pager leads to the next and previous case studies', async ({
  page,
}) => {
  await open(page, '/portfolio/boxed-two-column');
  await page.getByRole('link', { name: 'Halden Ferries: view project' }).click();
  await expect(page).toHaveURL(/\/portfolio\/single-project-page-01$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Halden Ferries');

  const pager = page.getByRole('navigation', { name: 'More projects' });
  await pager.getByRole('link', { name: /Next project/ }).click();
  await expect(page).toHaveURL(/\/portfolio\/single-project-page-02$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marrow & Pine');
  await pager.getByRole('link', { name: /Previous project/ }).click();
  await pager.getByRole('link', { name: /Previous project/ }).click();
  await expect(page).toHaveURL(/\/portfolio\/single-project-page-05$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kestrel Air');
});

test('the slider moves with its buttons and the keyboard', async ({ page }) => {
  await open(page, '/portfolio/slider');
  const slider = page.getByRole('region', { name: /Portfolio slider/ });
  await slider.scrollIntoViewIfNeeded();
  await expect(slider).toHaveAttribute('data-ready', 'true');
  const stop = slider.getByRole('button', { name: 'Stop automatic sliding' });
  if (await stop.isVisible()) await stop.click();
  const dot = (n: number) => slider.getByRole('button', { name: `Go to slide ${n}`, exact: true });
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  // Swiper ignores a move while one is still animating (loop mode): each step waits for the last.
  const settle = () => page.waitForTimeout(700);
  await slider.getByRole('button', { name: 'Next slide' }).click();
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');
  await settle();
  await slider.getByRole('button', { name: 'Previous slide' }).focus();
  await page.keyboard.press('Enter');
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  await settle();
  await dot(3).focus();
  await page.keyboard.press('Enter');
  await expect(dot(3)).toHaveAttribute('aria-current', 'true');
  await settle();
  await page.keyboard.press('ArrowRight');
  await expect(dot(4)).toHaveAttribute('aria-current', 'true');
  // A slide's project link opens its case study.
  await expect(slider.getByRole('link', { name: /View project/ }).first()).toHaveAttribute(
    'href',
    /\/portfolio\/single-project-page-0[1-5]$/,
  );
});

test('an unknown /portfolio/ name is a 404, loaded or navigated to', async ({ page }) => {
  const response = await page.goto('/portfolio/nope');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('off the map');

  await open(page, '/portfolio/scattered');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scattered portfolio');
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => unknown } }
    ).__reactRouterDataRouter.navigate('/portfolio/nope'),
  );
  await expect(page.getByRole('heading', { level: 1 })).toContainText('off the map');
  await expect(page).toHaveTitle('Page not found | Contrail');
});
