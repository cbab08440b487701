import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { init } from 'es-module-lexer';
import { describe, expect, it } from 'vitest';
import { deferBoot, deferBootInBuild, deferredRel } from './deferred-boot.ts';

// Before the describe blocks run deferBoot: the lexer's WebAssembly must be in (where Vite's own copy of the
// lexer is this one, Vite has loaded it already; in a site made by create-site it was not, and this failed).
await init;

// The shape React Router prerenders: modulepreloads, the context script, the module script that boots.
const page = [
  '<!DOCTYPE html><html><head><title>T</title></head><body><main><h1>Hi</h1></main>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/root-3.js"/>',
  '<script>window.__reactRouterContext = {"a":1};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-3.js";\nimport * as route1 from "/assets/page-4.js";\n  \n  window.__reactRouterRouteModules = {"root":route0,"/":route1};\n\nimport("/assets/entry.client-2.js");</script>',
  '</body></html>',
].join('');

describe('deferBoot', () => {
  const { html, preloads } = deferBoot(page);
  const script = html.match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? '';

  it('keeps the modulepreload links in the HTML, inert until the first frame', () => {
    expect(preloads).toBe(3);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(`<link rel="${deferredRel}" href="/assets/manifest-1.js"/>`);
    expect(html).toContain(`<link rel="${deferredRel}" href="/assets/root-3.js"/>`);
  });

  it('has no static import left: nothing is fetched before the script runs', () => {
    expect(script).not.toMatch(/^import /m);
  });

  it('waits for a frame, then preloads, then imports the same modules in order and boots', () => {
    const wait = script.indexOf('requestAnimationFrame');
    // The page's inline CSS holds every rule it can use: the boot requests no stylesheet.
    expect(script).not.toContain('deferred-css');
    expect(script).not.toContain('stylesheet');
    const preload = script.indexOf(`link[rel="${deferredRel}"]`);
    const imports = script.indexOf(
      'const [_0, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-3.js"), import("/assets/page-4.js")]);',
    );
    const modules = script.indexOf(
      'window.__reactRouterRouteModules = {"root":route0,"/":route1};',
    );
    const entry = script.indexOf('import("/assets/entry.client-2.js");');
    expect(wait).toBeGreaterThanOrEqual(0);
    expect([wait, preload, imports, modules, entry]).toEqual(
      [wait, preload, imports, modules, entry].toSorted((a, b) => a - b),
    );
    expect(Math.min(preload, imports, modules, entry)).toBeGreaterThan(wait);
  });

  it('is valid JavaScript: frame, preloads, modules in order, boot', async () => {
    const steps: string[] = [];
    // Nine module preloads: they go live four per task (the "task" steps between them).
    const links = Array.from({ length: 9 }, (_, n) => ({
      get rel() {
        return this.state;
      },
      set rel(value: string) {
        this.state = value;
        steps.push(`preload ${n}`);
      },
      state: deferredRel,
    }));
    const run = new Function(
      'requestAnimationFrame',
      'setTimeout',
      'document',
      'window',
      'load',
      `return (async () => { ${script.replace(/import\(/g, 'load(')} })();`,
    );
    const window = {} as Record<string, unknown>;
    await run(
      (cb: () => void) => (steps.push('frame'), cb()),
      (cb: () => void) => (steps.push('task'), cb()),
      {
        querySelectorAll: (selector: string) => (steps.push(`query ${selector}`), links),
      },
      window,
      async (url: string) => (steps.push(url), { url }),
    );
    expect(steps).toEqual([
      'frame',
      'frame',
      'task',
      `query link[rel="${deferredRel}"]`,
      'preload 0',
      'preload 1',
      'preload 2',
      'preload 3',
      'task',
      'preload 4',
      'preload 5',
      'preload 6',
      'preload 7',
      'task',
      'preload 8',
      '/assets/manifest-1.js',
      '/assets/root-3.js',
      '/assets/page-4.js',
      '/assets/entry.client-2.js',
    ]);
    expect(links.map((l) => l.rel)).toEqual(links.map(() => 'modulepreload'));
    expect(window.__reactRouterRouteModules).toEqual({
      root: { url: '/assets/root-3.js' },
      '/': { url: '/assets/page-4.js' },
    });
  });

  it('leaves a page without React Router scripts as it is', () => {
    const plain = '<!DOCTYPE html><html><body><p>x</p></body></html>';
    expect(deferBoot(plain)).toEqual({ html: plain, preloads: 0 });
  });

  it("stops when React Router's output no longer has the tags it rewrites", () => {
    const noScript = page.replace(/<script type="module"[\s\S]*?<\/script>/, '');
    expect(() => deferBoot(noScript)).toThrow(/no inline module script/);
    const otherImport = page.replace(
      'import * as route0 from',
      'import { default as route0 } from',
    );
    expect(() => deferBoot(otherImport)).toThrow(/unexpected import/);
  });

  it('changes only the links’ rel and the script’s text, byte for byte elsewhere', () => {
    const { html } = deferBoot(page);
    const outside = (text: string) =>
      text
        .replace(/<script type="module" async="">[\s\S]*?<\/script>/, '')
        .replaceAll(`rel="${deferredRel}"`, 'rel="modulepreload"');
    expect(outside(html)).toBe(outside(page));
  });
});

describe('deferBootInBuild', () => {
  it('rewrites every prerendered page and stops when none has the module script', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'deferred-boot-'));
    try {
      await mkdir(join(dir, 'about'), { recursive: true });
      await writeFile(join(dir, 'index.html'), page);
      await writeFile(join(dir, 'about', 'index.html'), page);
      expect(await deferBootInBuild(dir)).toBe(2);
      expect(await readFile(join(dir, 'about', 'index.html'), 'utf8')).toContain(deferredRel);
      const plain = '<!DOCTYPE html><html><body><p>x</p></body></html>';
      await writeFile(join(dir, 'index.html'), plain);
      await writeFile(join(dir, 'about', 'index.html'), plain);
      await expect(deferBootInBuild(dir)).rejects.toThrow(/output changed/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
