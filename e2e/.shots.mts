import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:3360';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [1366, 390]) {
  for (const path of ['/home-events-conference', '/home-startup', '/parts', '/home-restaurant']) {
    const context = await browser.newContext({ viewport: { width, height: width > 500 ? 800 : 844 } });
    const page = await context.newPage();
    await page.goto(base + path);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(500);
    const name = `${path.slice(1)}-${width}.png`;
    await page.screenshot({ path: `/tmp/fonts-shots/${name}` });
    const used = await page.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family));
    console.log(name, JSON.stringify([...new Set(used)]));
    await context.close();
  }
}
await browser.close();
