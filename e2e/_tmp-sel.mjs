import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
await page.goto('http://127.0.0.1:3350/parts');
await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
const form = page.getByRole('form', { name: 'Parts inquiry' });
await form.scrollIntoViewIfNeeded();
console.log(
  await form.evaluate((f) => ({
    w: f.getBoundingClientRect().width,
    sel: [...f.querySelectorAll('select')].map((s) => [
      s.id,
      s.clientWidth,
      s.scrollWidth,
      s.options[0]?.text,
    ]),
  })),
);
await form.screenshot({ path: '/tmp/wt-walk/inquiry-before.png' });
await browser.close();
