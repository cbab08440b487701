import { describe, expect, it } from 'vitest';
import { defaultLocale, locales } from './i18n/locales.ts';
import routes, { demoFamilies } from './routes.ts';
import { concretePaths, siteRoutes, type SiteRoute } from './site-map/index.ts';

const row = (path: string, module: string): SiteRoute => ({
  path,
  module,
  title: path,
  group: 'elements',
  description: path,
});

describe('the route table', () => {
  it('registers each demo family (one module alone under its pattern) as one parameterised route', () => {
    const families = demoFamilies(siteRoutes);
    expect(Object.fromEntries(families)).toMatchObject({
      'pages/popups/model-popup.tsx': '/model-popup/:demo',
      'pages/headers/header-demo.tsx': '/headers/:demo',
      'pages/footers/footer-demo.tsx': '/footers/:demo',
    });
    const paths = routes.map((r) => r.path);
    expect(paths.filter((p) => p?.startsWith('/headers/'))).toEqual(['/headers/:demo']);
    // Every other row keeps a route of its own, in registry order; the families follow, then each other
    // language's 404 (`/de/*`); the catch-all is last.
    const single = siteRoutes.filter((r) => !families.has(r.module));
    const localeNotFound = locales.filter((l) => l !== defaultLocale).map((l) => `/${l}/*`);
    expect(paths).toEqual([
      ...single.map((r) => r.path),
      ...families.values(),
      ...localeNotFound,
      '*',
    ]);
    expect(single.length).toBeLessThan(siteRoutes.length - 30);
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    // The site map itself, and so the prerendered pages and the server's list, keeps every path.
    expect(concretePaths()).toContain('/headers/white-header');
  });

  it('keeps rows apart when their prefix mixes modules, a module spans prefixes or a row is alone', () => {
    expect(
      demoFamilies([
        row('/elements/a', 'pages/elements/a.tsx'),
        row('/elements/b', 'pages/elements/b.tsx'),
        row('/elements/c', 'pages/elements/a.tsx'),
        row('/demo/x', 'pages/demo.tsx'),
        row('/demo/y', 'pages/demo.tsx'),
        row('/other/z', 'pages/demo.tsx'),
        row('/solo/one', 'pages/solo.tsx'),
        row('/husky', 'pages/line.tsx'),
        row('/pitts', 'pages/line.tsx'),
      ]).size,
    ).toBe(0);
    expect(
      Object.fromEntries(
        demoFamilies([row('/demo/x', 'pages/demo.tsx'), row('/demo/y', 'pages/demo.tsx')]),
      ),
    ).toEqual({ 'pages/demo.tsx': '/demo/:demo' });
  });

  it('makes rows that differ only in the segment before their parameters one family', () => {
    expect(
      Object.fromEntries(
        demoFamilies([
          row('/posts/standard-post/:id', 'pages/post.tsx'),
          row('/posts/gallery-post/:id', 'pages/post.tsx'),
          row('/posts/gallery-post', 'pages/other.tsx'),
        ]),
      ),
    ).toEqual({ 'pages/post.tsx': '/posts/:demo/:id' });
    // A row of another module under the same pattern keeps them all apart.
    expect(
      demoFamilies([
        row('/posts/standard-post/:id', 'pages/post.tsx'),
        row('/posts/gallery-post/:id', 'pages/post.tsx'),
        row('/posts/audio-post/:id', 'pages/audio.tsx'),
      ]).size,
    ).toBe(0);
  });
});
