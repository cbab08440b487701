import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const paths = JSON.parse(readFileSync('/tmp/wt-walk/paths.json', 'utf8'));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
for (const path of paths) {
  await page.goto('http://127.0.0.1:3350' + path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForTimeout(300);
  const found = await page.evaluate(() => {
    const out = [];
    for (const el of document.querySelectorAll('main *')) {
      const cs = getComputedStyle(el);
      if (cs.display !== 'grid' && cs.display !== 'flex') continue;
      if (cs.display === 'flex' && cs.flexWrap !== 'wrap') continue;
      const kids = [...el.children].filter((k) => {
        const r = k.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && getComputedStyle(k).position !== 'absolute';
      });
      if (kids.length < 3) continue;
      const rows = new Map();
      for (const k of kids) {
        const t = Math.round(k.getBoundingClientRect().top);
        rows.set(t, (rows.get(t) ?? 0) + 1);
      }
      const counts = [...rows.values()];
      if (counts.length < 2) continue;
      const first = counts[0],
        last = counts[counts.length - 1];
      const lastKid = kids[kids.length - 1];
      const wide = lastKid.getBoundingClientRect().width > 0.6 * el.getBoundingClientRect().width;
      if (last === 1 && first >= 3 && !wide)
        out.push(
          `${el.tagName}.${String(el.className).slice(0, 80)} rows=${counts.join('+')} last=${lastKid.tagName} ${(lastKid.textContent || '').slice(0, 40)}`,
        );
    }
    return out;
  });
  if (found.length) console.log(path, found);
}
await browser.close();
