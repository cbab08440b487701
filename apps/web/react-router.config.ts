import type { Config } from '@react-router/dev/config';
import { notFoundPages } from './app/not-found-pages.ts';
import { routePatterns } from './app/routes.ts';
import { prerenderPaths } from './app/site-map/index.ts';
import { prerenderOnly, siteBase } from './scripts/deploy-settings.ts';

// Static site: every registered route is prerendered to HTML at build time and hydrated;
// the server answers unknown paths with the prerendered not-found page and status 404: the one of the
// parameterised route the browser will match (`/portfolio/~not-found` for `/portfolio/nope`), else /404.
export default {
  ssr: false,
  // CONTRAIL_BASE (vite.config.ts sets Vite's `base` to the same): every link, form and client navigation
  // under it. The prerender writes the pages into build/client/<base>; post-build moves them up, so
  // build/client is what a static host serves at the base (docs/deploy.md).
  basename: siteBase,
  // CONTRAIL_BUILD_DIR lets a second build (benchmarks, a parallel test run) go elsewhere.
  buildDirectory: process.env.CONTRAIL_BUILD_DIR || 'build',
  // CONTRAIL_PRERENDER_ONLY: a few pages only, for a quick build (the static-hosting browser test).
  prerender: () => [
    ...(prerenderOnly ?? prerenderPaths()),
    '/404',
    ...Object.values(notFoundPages(routePatterns).pages),
  ],
} satisfies Config;
