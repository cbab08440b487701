import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as full from './index.ts';
import * as lean from './links.ts';
import * as live from './live.ts';

const appDir = join(import.meta.dirname, '..');

/** The app modules `file` imports statically (relative and `~/` paths): what loads with it. */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [
    ...source.matchAll(/^\s*(?:import|export)\s(?!type\s)[^;]*?\sfrom\s+'([^']+)'/gms),
    ...source.matchAll(/^\s*import\s+'([^']+)'/gm),
  ].map((m) => m[1] as string);
  return specifiers
    .filter((s) => s.startsWith('.') || s.startsWith('~/'))
    .map((s) => (s.startsWith('~/') ? join(appDir, s.slice(2)) : resolve(dirname(file), s)))
    .filter((path) => existsSync(path));
}

/** Every app module reached from `entries` through static imports (dynamic imports are later chunks). */
function firstLoadModules(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = entries.map((e) => join(appDir, e));
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

describe('the lean site map every page loads', () => {
  it('has every row of the site map, in order, without page modules or descriptions', () => {
    expect(lean.siteLinks.map((r) => r.path)).toEqual(full.siteRoutes.map((r) => r.path));
    expect(lean.siteLinks.map((r) => r.title)).toEqual(full.siteRoutes.map((r) => r.title));
    for (const row of lean.siteLinks) {
      expect(row, row.path).not.toHaveProperty('description');
      expect(row, row.path).not.toHaveProperty('module');
    }
  });

  it('finds the same row and the same live links as the full site map', () => {
    for (const path of [...full.concretePaths(), '/blogs/category/knitting', '/nowhere']) {
      expect(lean.findRoute(path)?.path, path).toBe(full.findRoute(path)?.path);
      expect(lean.isLiveHref(path), path).toBe(full.isLiveHref(path));
    }
    expect(lean.isLiveHref('/blogs/category/knitting')).toBe(false);
  });

  it('gives the live-link check alone (live.ts) the same answers', () => {
    const samples = [
      ...full.concretePaths(),
      '/blogs/category/knitting',
      '/nowhere',
      '/parts?q=1#a',
    ];
    for (const path of samples) expect(live.isLiveHref(path), path).toBe(full.isLiveHref(path));
    expect(live.isLiveHref('/blogs/category/knitting')).toBe(false);
    expect(live.isLiveHref('https://example.com/')).toBe(true);
  });

  it('is what the shared part of every page reads: the root, the page layout, the header, its menus, the footer and page meta import no full site map', () => {
    const modules = firstLoadModules([
      'root.tsx',
      'components/layout/page-layout.tsx',
      // Chunks of their own, loaded as every page hydrates.
      'components/layout/layout-footer.tsx',
      'components/sections/header/main-menu.tsx',
      'components/sections/header/lazy-header-parts.tsx',
      'lib/page-meta.ts',
    ]);
    expect(modules).toContain(join(appDir, 'site-map/links.ts'));
    expect(modules).toContain(join(appDir, 'components/sections/header/mega-menu-data.ts'));
    // The full site map (index.ts) and the files its rows are written in carry every description.
    const siteMapFiles = [...modules].filter(
      (m) =>
        m.startsWith(join(appDir, 'site-map/')) &&
        !/(links|live|lookup|types|descriptions)\.ts$/.test(m),
    );
    expect(siteMapFiles).toEqual([]);
  });

  it('is not in the first load of every page: the root, the page layout and page meta do not import it (page-meta loads it after hydration)', () => {
    const modules = firstLoadModules([
      'root.tsx',
      'components/layout/page-layout.tsx',
      'lib/page-meta.ts',
    ]);
    expect(modules).toContain(join(appDir, 'lib/page-meta.ts'));
    expect(modules).not.toContain(join(appDir, 'site-map/links.ts'));
  });
});
