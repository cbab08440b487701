import { mkdirSync, mkdtempSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scriptFreeCopy, withoutScripts } from './script-free.ts';

const page = [
  '<!DOCTYPE html><html><head><style>.a{color:red}</style>',
  '<link rel="stylesheet" href="/assets/root.css"/>',
  '<link rel="deferred-modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/x.js"/>',
  '</head><body><h1 class="a">Title</h1>',
  '<script>window.__ctx = {};</script>',
  '<script type="module" async>await import("/assets/entry.js");\nconsole.log(1);</script>',
  '</body></html>',
].join('');

describe('withoutScripts', () => {
  it('removes every script and module preload and keeps the rest, the stylesheet too', () => {
    const html = withoutScripts(page);
    expect(html).not.toMatch(/<script/);
    expect(html).not.toMatch(/modulepreload/);
    expect(html).toContain('<style>.a{color:red}</style>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain('<h1 class="a">Title</h1>');
  });
});

describe('scriptFreeCopy', () => {
  it('rewrites the named routes in a copy, drops their precompressed files and leaves the build alone', () => {
    const client = join(mkdtempSync(join(tmpdir(), 'contrail-build-')), 'client');
    mkdirSync(join(client, 'parts'), { recursive: true });
    for (const file of ['index.html', 'parts/index.html']) {
      writeFileSync(join(client, file), page);
      writeFileSync(join(client, `${file}.br`), 'compressed');
    }
    const copy = scriptFreeCopy(client, ['/parts']);
    expect(readFileSync(join(copy, 'parts/index.html'), 'utf8')).not.toMatch(/<script/);
    expect(existsSync(join(copy, 'parts/index.html.br'))).toBe(false);
    // A route not named, and the original build, keep their scripts and siblings.
    expect(readFileSync(join(copy, 'index.html'), 'utf8')).toMatch(/<script/);
    expect(existsSync(join(copy, 'index.html.br'))).toBe(true);
    expect(readFileSync(join(client, 'parts/index.html'), 'utf8')).toMatch(/<script/);
    expect(existsSync(join(client, 'parts/index.html.br'))).toBe(true);
  });
});
