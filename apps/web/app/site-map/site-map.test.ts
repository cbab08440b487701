import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { quoteShellPath } from '@contrail/contracts/quote-link';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadPageMeta, pageMeta } from '~/lib/page-meta.ts';
import {
  concretePaths,
  findRoute,
  isLiveHref,
  prerenderPaths,
  servedPathsByPattern,
  routeGroups,
  siteRoutes,
  sitemapPaths,
} from './index.ts';

const appDir = join(import.meta.dirname, '..');

describe('route registry', () => {
  it('has unique paths and titles per group', () => {
    const paths = siteRoutes.map((r) => r.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('points every row at an existing page module that has a default export and meta', () => {
    for (const route of siteRoutes) {
      const file = join(appDir, route.module);
      expect(existsSync(file), `${route.path} → ${route.module}`).toBe(true);
      const source = readFileSync(file, 'utf8');
      expect(source, `${route.module} default export`).toMatch(/export default function/);
      expect(source, `${route.module} meta`).toMatch(/export const meta/);
    }
  });

  it('describes every row and uses known groups', () => {
    for (const route of siteRoutes) {
      expect(route.title.trim(), route.path).not.toBe('');
      expect(route.description.length, route.path).toBeGreaterThan(20);
      expect(Object.keys(routeGroups)).toContain(route.group);
      expect(route.path.startsWith('/'), route.path).toBe(true);
    }
  });

  it("prerenders the customer's quote page at the shell path the server answers every /quote/<token> with", () => {
    const row = findRoute('/quote/Ab3_-Ab3_-Ab3_-Ab3_-Ab3_-Ab3_-Ab3_-Ab3_-xyz');
    expect(row?.path).toBe('/quote/:token');
    expect(row?.samples).toEqual([quoteShellPath]);
    expect(prerenderPaths()).toContain(quoteShellPath);
  });

  it('keeps pages not meant for search engines out of sitemap.xml and says noindex on them', async () => {
    await Promise.all(loadPageMeta());
    expect(sitemapPaths()).not.toContain(quoteShellPath);
    expect(sitemapPaths()).toContain('/parts');
    expect(pageMeta({ location: { pathname: `/quote/${'a'.repeat(43)}` } })).toContainEqual({
      name: 'robots',
      content: 'noindex, nofollow',
    });
    expect(pageMeta({ location: { pathname: '/parts' } })).not.toContainEqual(
      expect.objectContaining({ name: 'robots' }),
    );
  });

  it('gives every parameterised route prerendered samples that match it', () => {
    for (const route of siteRoutes.filter((r) => r.path.includes(':'))) {
      expect(route.samples?.length, route.path).toBeGreaterThan(0);
      for (const sample of route.samples ?? []) expect(findRoute(sample)?.path).toBe(route.path);
    }
  });

  it('prerenders every concrete path once, without trailing slashes', () => {
    const paths = prerenderPaths();
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/');
    expect(paths).toContain('/home-startup');
    for (const path of concretePaths())
      expect(paths).toContain(path.length > 1 ? path.replace(/\/$/, '') : path);
  });

  it('prerenders every value a parameterised row serves, not only its samples (a static host has no server)', () => {
    const paths = prerenderPaths();
    for (const served of Object.values(servedPathsByPattern()).flat())
      expect(paths).toContain(served);
    expect(paths).toContain('/blog-types/gallery-post/2');
    expect(paths).toContain('/blog-types/full-width-post/27');
    expect(paths).not.toContain('/blog-types/full-width-post/28');
  });

  it('resolves paths case-insensitively and with a trailing slash', () => {
    expect(findRoute('/HOME-STARTUP')?.path).toBe('/home-startup');
    expect(isLiveHref('/home-startup/')).toBe(true);
    expect(isLiveHref('/no-such-page')).toBe(false);
    expect(isLiveHref('https://example.com/')).toBe(true);
  });

  it('counts a parameterised link live only for a value its row serves (the server 404s the rest)', () => {
    expect(isLiveHref('/blogs/category/food')).toBe(true);
    expect(isLiveHref('/blogs/category/Food/?page=2')).toBe(true);
    expect(isLiveHref('/blogs/category/knitting')).toBe(false);
    expect(isLiveHref('/blogs/author/99')).toBe(false);
    // Served (and prerendered, beyond the samples) for the 27 sample posts only.
    expect(isLiveHref('/blog-types/gallery-post/5')).toBe(true);
    expect(isLiveHref('/blog-types/gallery-post/999')).toBe(false);
  });

  it('finds the same row as matching every row in registry order', () => {
    const scan = (pathname: string) =>
      siteRoutes.find((route) =>
        matchPath({ path: route.path, caseSensitive: false, end: true }, pathname),
      );
    const probes = concretePaths().flatMap((p) => [p, `${p}/`, p.toUpperCase(), `${p}/extra`]);
    probes.push('/', '/does-not-exist', '/husky/unknown-model', '/parts/');
    for (const probe of probes) expect(findRoute(probe), probe).toBe(scan(probe));
  });
});
