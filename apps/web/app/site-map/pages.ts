import type { SiteRoute } from './types.ts';

export const pageRoutes: readonly SiteRoute[] = [
  {
    path: '/page/search-result',
    title: 'Search results',
    group: 'pages',
    module: 'pages/pages/search-result.tsx',
    description: 'Search every page of the template by title, section family or description.',
  },
];
