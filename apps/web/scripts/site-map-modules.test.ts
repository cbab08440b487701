import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { SiteLink } from '../app/site-map/types.ts';
import {
  siteLinks,
  siteLinksModule,
  siteLinksOverLiveModule,
  siteLiveRows,
} from './site-map-modules.ts';

/** Runs the module's source and returns its default export (the module has no import). */
function evaluate(source: string): SiteLink[] {
  expect(source.match(/export default /g)).toHaveLength(1);
  return new Function(source.replace('export default ', 'return ')).call(null) as SiteLink[];
}

describe('virtual:site-links', () => {
  it('gives the browser exactly the lean rows of the site map', () => {
    const rows = siteLinks();
    expect(rows.some((row) => row.paths && row.paths.length > 20)).toBe(true);
    expect(evaluate(siteLinksModule())).toEqual(rows);
  });

  it('is the live rows (virtual:site-live) with the other fields merged in, no path written twice', () => {
    const rows = siteLinks();
    const source = siteLinksOverLiveModule(rows);
    const body = source
      .replace(/^import live from "virtual:site-live";$/m, '')
      .replace('export default ', 'return ');
    const merged = new Function('live', body).call(
      null,
      evaluate(siteLinksModule(siteLiveRows(rows))),
    );
    expect(merged).toEqual(rows);
    expect(source).not.toContain('"/home-startup"');
  });

  it('writes a parameterised row as its parameter values, each list once', () => {
    const ids = Array.from({ length: 27 }, (_, i) => String(i + 1));
    const rows: SiteLink[] = [
      { path: '/', title: 'Home', group: 'landing' },
      ...['audio-post', 'gallery-post'].map((type) => ({
        path: `/blog-types/${type}/:id`,
        title: type,
        group: 'blog-types' as const,
        samples: [`/blog-types/${type}/1`],
        paths: ids.map((id) => `/blog-types/${type}/${id}`),
      })),
      // Paths that do not fit the pattern stay as they are.
      { path: '/odd/:slug/x', title: 'Odd', group: 'pages', paths: ['/odd/a/x', '/odd/b/c/x'] },
    ];
    const source = siteLinksModule(rows);
    expect(evaluate(source)).toEqual(rows);
    expect(source.match(/"1","2"/g)).toHaveLength(1);
    expect(source).toContain('"/odd/b/c/x"');
    expect(gzipSync(source).length).toBeLessThan(gzipSync(JSON.stringify(rows)).length);
  });
});
