import AxeBuilder from '@axe-core/playwright';
import { test, waitForHydration } from './support/fixtures.ts';

test('axe details', async ({ page }) => {
  for (const path of ['/home-decor', '/home-furniture-shop', '/home-fashion-shop']) {
    await page.goto(path);
    await waitForHydration(page);
    const r = await new AxeBuilder({ page }).analyze();
    for (const v of r.violations)
      for (const n of v.nodes) console.log(path, v.id, v.impact, n.target, n.failureSummary);
  }
});

for (const path of ['/home-decor', '/home-furniture-shop', '/home-fashion-shop'])
  for (const width of [1366, 390])
    test(`shot ${path} ${width}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path);
      await waitForHydration(page);
      await page.addStyleTag({
        content: 'main > section, .site-footer { content-visibility: visible !important; }',
      });
      for (let y = 0; y < 20000; y += 700) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(100);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(1500);
      const parts = page.locator('header, main > section, footer.site-footer, .site-footer');
      const n = await parts.count();
      for (let i = 0; i < n; i++)
        await parts
          .nth(i)
          .screenshot({ path: `/tmp/shopdemos-shots/${path.slice(1)}-${width}-${i}.png` })
          .catch(() => undefined);
    });
