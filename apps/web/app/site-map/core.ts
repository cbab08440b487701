import type { SiteRoute } from './types.ts';

export const coreRoutes: readonly SiteRoute[] = [
  {
    path: '/',
    title: 'Contrail — multi-purpose website template',
    group: 'landing',
    module: 'pages/landing/landing-page.tsx',
    description:
      'The Contrail template: every home demo, the section families and the aircraft-parts catalogue.',
    inMenu: false,
  },
];
