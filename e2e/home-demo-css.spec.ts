import { gzipSync } from 'node:zlib';
import { homeRoutes } from '../apps/web/app/site-map/home.ts';
import { expect, test } from './support/fixtures.ts';

// Issue 22: a demo's first-paint CSS is within 25 KB gzip and carries its own theme and no other.
const budget = 25 * 1024;
const demoOf = (path: string) => path.replace(/^\/home-/, '');

test('home demos: first-paint CSS within 25 KB gzip, with the demo’s own theme and no other', async ({
  request,
}) => {
  const demos = homeRoutes.map((route) => demoOf(route.path));
  expect(demos.length).toBeGreaterThanOrEqual(38);
  const sizes: string[] = [];
  for (const { path } of homeRoutes) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    // A <noscript> stylesheet only applies without JavaScript (the deferred one's fallback).
    const html = (await response.text()).replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
    // Render-blocking CSS: the inline styles and any stylesheet not deferred (`disabled` until it applies).
    let css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
    const deferred: string[] = [];
    for (const link of html.matchAll(/<link rel="stylesheet" href="([^"]+)"([^>]*)>/g)) {
      const text = await (await request.get(link[1] ?? '')).text();
      if (/\bdisabled\b/.test(link[2] ?? '')) deferred.push(text);
      else css += text;
    }
    const size = gzipSync(css, { level: 9 }).length;
    sizes.push(`${path} ${(size / 1024).toFixed(1)} KB`);
    expect(size, `${path}: ${size} bytes of first-paint CSS (gzip)`).toBeLessThanOrEqual(budget);
    // One theme object on the page, its own, and no other demo's theme in any of its CSS.
    const own = demoOf(path);
    expect(
      [...new Set([...html.matchAll(/data-theme="([^"]+)"/g)].map((m) => m[1]))],
      path,
    ).toEqual([own]);
    for (const other of demos.filter((demo) => demo !== own)) {
      for (const text of [css, ...deferred]) {
        expect(
          text.includes(`data-theme=${other}]`) || text.includes(`data-theme="${other}"]`),
          `${path} holds ${other}`,
        ).toBe(false);
      }
    }
  }
  test.info().annotations.push({ type: 'first-paint CSS', description: sizes.join(', ') });
});
