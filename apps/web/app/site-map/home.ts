import type { SiteRoute } from './types.ts';

export const homeRoutes: readonly SiteRoute[] = [
  {
    path: '/home-startup',
    title: 'Startup',
    group: 'home',
    module: 'pages/home/home-startup.tsx',
    description:
      'A marketing home page for a young company: services, process, pricing, blog and a newsletter.',
    thumbnail: '/artwork/demo-1-640x400.svg',
  },
];
