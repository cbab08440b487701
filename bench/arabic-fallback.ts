import { requireBrowserAndBuild, withServerAndBrowser } from './support.ts';

// How wide Arabic is in its fallback face before Cairo's file arrives (issue 41 §2, decision 0048): each
// Arabic page's running text (the first 1,500 characters of <main>) and its h1, set at 40 px in
// `Cairo Fallback` and in Cairo, as a ratio at weight 400 and 700. On this machine the fallback's Arabic face is
// DejaVu Sans; 1.000 is a perfect match. The layout shift it leads to: e2e/home-demos.spec.ts "translated demos".
// Usage: node --import tsx bench/arabic-fallback.ts   (build first: npm run build; CONTRAIL_BUILD_DIR for another)
const pages = ['/ar/home-restaurant', '/ar/home-startup', '/ar/parts', '/ar/subscribe/confirm'];
requireBrowserAndBuild();

await withServerAndBrowser(Number(process.env.BENCH_PORT ?? 3330), async (url, browser) => {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  console.log('| page | running text (400 / 700) | h1 (400 / 700) |\n|---|---:|---:|');
  for (const path of pages) {
    await page.goto(`${url}${path}`);
    await page.evaluate(() => document.fonts.ready);
    // A string: tsx names the functions it compiles (`__name`), which the page does not have.
    const ratios = (await page.evaluate(`(() => {
      const running = (document.querySelector('main')?.textContent ?? '').replace(/\\s+/g, ' ').slice(0, 1500);
      const heading = document.querySelector('h1')?.textContent ?? '';
      const width = (text, family, weight) => {
        const span = document.createElement('span');
        span.textContent = text;
        span.style.cssText = 'position:absolute;white-space:nowrap;font-size:40px;font-weight:' + weight + ';font-family:' + family;
        document.body.append(span);
        const drawn = span.getBoundingClientRect().width;
        span.remove();
        return drawn;
      };
      return [running, heading].map((text) => [400, 700]
        .map((weight) => (width(text, '"Cairo Fallback"', weight) / width(text, '"Cairo Variable"', weight)).toFixed(3))
        .join(' / '));
    })()`)) as string[];
    console.log(`| \`${path}\` | ${ratios.join(' | ')} |`);
  }
  await page.close();
});
