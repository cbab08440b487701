import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCriticalCss, inlineCriticalCss } from './critical-css.ts';

const clientDir = mkdtempSync(join(tmpdir(), 'critical-css-'));
mkdirSync(join(clientDir, 'assets'));
writeFileSync(
  join(clientDir, 'assets', 'root-abc.css'),
  [
    '@font-face{font-family:Body;font-display:swap;src:url(/assets/body.woff2)format("woff2")}',
    'body{font-family:Body,sans-serif;margin:0}',
    '.used{color:red}',
    '.unused-on-this-page{color:blue}',
    '@media (min-width:48rem){.used{color:green}.also-unused{color:pink}}',
    ':where(.space-y-4>:not(:last-child)){margin-block-end:1rem}',
  ].join('\n'),
);

const page = (head: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>T</title>${head}</head><body><main class="space-y-4"><p class="used">Hello</p></main><script>window.__ctx = {"a":"</p>"};</script></body></html>`;
const link = '<link rel="stylesheet" href="/assets/root-abc.css"/>';

describe('inlineCriticalCss', () => {
  const build = createCriticalCss(clientDir);

  it('inlines the rules the page can use (not @font-face) and defers the full stylesheet', async () => {
    const html = page(`<style data-critical-css=""></style>${link}`);
    const { html: out, deferred } = await inlineCriticalCss(html, build);
    const critical = out.match(/<style data-critical-css="">([\s\S]*?)<\/style>/)?.[1] ?? '';
    expect(critical).toContain('.used{color:red}');
    expect(critical).toContain('color:green');
    // No @font-face of the stylesheet goes inline: a page declares its own web fonts (lib/fonts.tsx).
    expect(critical).not.toContain('@font-face');
    expect(critical).not.toContain('unused-on-this-page');
    expect(critical).not.toContain('also-unused');
    // Tailwind's space-* utilities sit inside :where(): the class inside counts.
    expect(critical).toContain(':where(.space-y-4>:not(:last-child)){margin-block-end:1rem}');
    expect(out).toContain(
      '<link rel="stylesheet" href="/assets/root-abc.css" disabled="" data-deferred-css=""/>',
    );
    expect(out).toContain(`<noscript>${link}</noscript></head>`);
    expect(deferred).toEqual(['/assets/root-abc.css']);
  });

  it('leaves the rest of the document byte for byte as prerendered', async () => {
    const html = page(`<style data-critical-css></style>${link}`);
    const { html: out } = await inlineCriticalCss(html, build);
    const strip = (s: string) =>
      s
        .replace(/<style data-critical-css(="")?>[\s\S]*?<\/style>/, '')
        .replace(/<link rel="stylesheet"[^>]*>/g, '')
        .replace(/<noscript>[\s\S]*?<\/noscript>/, '');
    expect(strip(out)).toBe(strip(html));
    expect(out).toContain('<meta charSet="utf-8"/>');
    expect(out).toContain('window.__ctx = {"a":"</p>"};');
  });

  it('leaves a page without the placeholder (or without a stylesheet) alone, so it is idempotent', async () => {
    const once = (
      await inlineCriticalCss(page(`<style data-critical-css=""></style>${link}`), build)
    ).html;
    const twice = await inlineCriticalCss(once, build);
    expect(twice.inlined).toBe(0);
    expect(twice.html).toBe(once);
    const noLink = page('<style data-critical-css=""></style>');
    expect((await inlineCriticalCss(noLink, build)).html).toBe(noLink);
  });
});
