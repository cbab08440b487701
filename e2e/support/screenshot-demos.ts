// Screenshots of home demos at a desktop and a phone width, for a visual check by eye (not a test).
// Usage: start the e2e server (E2E_PORT=4850 node --import tsx e2e/support/e2e-server.ts), then
//   E2E_PORT=4850 node --import tsx e2e/support/screenshot-demos.ts /home-business /home-finance
// Writes <out>/<name>-<width>.png (out: SHOTS_DIR, default /tmp/demo-shots); prints serious axe findings.
// SCHEME=dark (or light) shots the pages in that colour scheme (the visitor's system preference), as
// <name>-<width>-dark.png.
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromePath, chromiumFlags } from './chromium.ts';
import { baseURL } from './ports.ts';

const out = process.env.SHOTS_DIR ?? '/tmp/demo-shots';
const paths = process.argv.slice(2);
const scheme =
  process.env.SCHEME === 'dark' || process.env.SCHEME === 'light' ? process.env.SCHEME : undefined;
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: chromePath, args: chromiumFlags });
for (const width of [1366, 390]) {
  const context = await browser.newContext({
    viewport: { width, height: width > 800 ? 900 : 844 },
    ...(scheme && { colorScheme: scheme }),
  });
  const page = await context.newPage();
  for (const path of paths) {
    await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
    // Long pages skip rendering sections off screen (content-visibility); a full-page shot needs them all.
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    // Scroll through once so lazy pictures and count-ups settle, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 120));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(800);
    const name = path.replace(/^\//, '').replace(/\//g, '_') || 'index';
    await page.screenshot({
      path: `${out}/${name}-${width}${scheme ? `-${scheme}` : ''}.png`,
      fullPage: true,
    });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > innerWidth);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    console.log(`${path} @${width}${scheme ? ` ${scheme}` : ''}: overflow=${overflow}`);
    for (const v of serious)
      for (const node of v.nodes.slice(0, 6))
        console.log(
          `  ${v.id}: ${node.target.join(' ')} :: ${node.failureSummary?.split('\n')[1] ?? ''}`,
        );
  }
  await context.close();
}
await browser.close();
