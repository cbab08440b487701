import type { Config } from '@react-router/dev/config';
import { notFoundPages } from './app/not-found-pages.ts';
import { routePatterns } from './app/routes.ts';
import { prerenderPaths } from './app/site-map/index.ts';

// Static site: every registered route is prerendered to HTML at build time and hydrated;
// the server answers unknown paths with the prerendered not-found page and status 404: the one of the
// parameterised route the browser will match (`/portfolio/~not-found` for `/portfolio/nope`), else /404.
export default {
  ssr: false,
  // CONTRAIL_BUILD_DIR lets a second build (benchmarks, a parallel test run) go elsewhere.
  buildDirectory: process.env.CONTRAIL_BUILD_DIR || 'build',
  prerender: () => [
    ...prerenderPaths(),
    '/404',
    ...Object.values(notFoundPages(routePatterns).pages),
  ],
} satisfies Config;
