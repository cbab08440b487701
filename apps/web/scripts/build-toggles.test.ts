import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cssMode } from './build-toggles.ts';
import { inlineCriticalCssInBuild } from './critical-css.ts';

describe('the build toggles', () => {
  it('build the default when unset, and refuse a value they do not know', () => {
    expect(cssMode({})).toBe('inline');
    expect(cssMode({ CONTRAIL_CSS: '' })).toBe('inline');
    expect(cssMode({ CONTRAIL_CSS: 'stylesheet' })).toBe('stylesheet');
    expect(() => cssMode({ CONTRAIL_CSS: 'stylesheets' })).toThrow(/CONTRAIL_CSS=stylesheets/);
  });
});

describe('CONTRAIL_CSS=stylesheet', () => {
  const page = `<!DOCTYPE html><html lang="en"><head><title>T</title><style data-critical-css=""></style><link rel="stylesheet" href="/assets/root-abc.css"/></head><body><p class="used">Hi</p></body></html>`;
  const build = () => {
    const dir = mkdtempSync(join(tmpdir(), 'css-toggle-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, 'parts'));
    writeFileSync(join(dir, 'assets', 'root-abc.css'), '.used{color:red}.other{color:blue}');
    writeFileSync(join(dir, 'parts', 'index.html'), page);
    return dir;
  };

  it('leaves each page with no inline CSS and the full stylesheet render-blocking, as React Router wrote it', async () => {
    const dir = build();
    expect(await inlineCriticalCssInBuild(dir, 'stylesheet')).toEqual({
      pages: 0,
      averageBytes: 0,
    });
    const html = readFileSync(join(dir, 'parts', 'index.html'), 'utf8');
    expect(html).toBe(page);
    expect(html).toContain('<style data-critical-css=""></style>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-abc.css"/>');
    expect(html).not.toContain('disabled');
    expect(html).not.toContain('<noscript>');
  });

  it('unlike the default, which inlines the page CSS and disables the link', async () => {
    const dir = build();
    expect((await inlineCriticalCssInBuild(dir)).pages).toBe(1);
    const html = readFileSync(join(dir, 'parts', 'index.html'), 'utf8');
    expect(html).toContain('<style data-critical-css="">.used{color:red}</style>');
    expect(html).toContain('href="/assets/root-abc.css" disabled=""');
  });
});
