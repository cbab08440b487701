import type { SiteRoute } from './types.ts';

/** The aircraft-parts catalogue and its three line pages (one module for the lines). */
export const partsRoutes: readonly SiteRoute[] = [
  {
    path: '/parts',
    title: 'Parts catalogue',
    group: 'parts',
    module: 'pages/parts/parts-page.tsx',
    description:
      'Browse Husky, Pitts and Eagle parts by model and assembly, search by part number, and send one inquiry.',
    thumbnail: '/artwork/aircraft-12-640x400.svg',
  },
  {
    path: '/husky',
    title: 'Husky parts',
    group: 'parts',
    module: 'pages/parts/line-page.tsx',
    description: 'Genuine parts for the Husky A-1, A-1A, A-1B, A-1C-180 and A-1C-200.',
    thumbnail: '/artwork/aircraft-31-640x400.svg',
  },
  {
    path: '/pitts',
    title: 'Pitts parts',
    group: 'parts',
    module: 'pages/parts/line-page.tsx',
    description:
      'Genuine parts for Pitts Special biplanes: S-1S, S-1T, S-2A, S-2B, S-2C and S-1-11B.',
    thumbnail: '/artwork/aircraft-44-640x400.svg',
  },
  {
    path: '/eagle',
    title: 'Eagle parts',
    group: 'parts',
    module: 'pages/parts/line-page.tsx',
    description: 'Genuine parts for the Christen Eagle II aerobatic biplane.',
    thumbnail: '/artwork/aircraft-57-640x400.svg',
  },
];
