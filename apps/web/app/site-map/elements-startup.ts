import type { SiteRoute } from './types.ts';

/** Element demos of the startup sections (issue 5). */
export const elementsStartupRoutes: readonly SiteRoute[] = [
  {
    path: '/elements/icon-with-text',
    title: 'Icon with text',
    group: 'elements',
    module: 'pages/elements/icon-with-text.tsx',
    description: 'Icon, title and text blocks in eleven styles: bands, cards, circles and more.',
  },
  {
    path: '/elements/counters',
    title: 'Counters',
    group: 'elements',
    module: 'pages/elements/counters.tsx',
    description: 'Statistics that count up once when scrolled into view, in five styles.',
  },
  {
    path: '/elements/interactive-banners',
    title: 'Interactive banners',
    group: 'elements',
    module: 'pages/elements/interactive-banners.tsx',
    description:
      'Picture banners with a title and an info button, as sliders and grids in fifteen styles.',
  },
  {
    path: '/elements/services',
    title: 'Services',
    group: 'elements',
    module: 'pages/elements/services.tsx',
    description: 'Service and feature cards with icons, pictures and links, in five styles.',
  },
  {
    path: '/elements/process-step',
    title: 'Process step',
    group: 'elements',
    module: 'pages/elements/process-step.tsx',
    description: 'Numbered steps of a process: circles, timeline, cards and a connected row.',
  },
  {
    path: '/elements/pricing-table',
    title: 'Pricing table',
    group: 'elements',
    module: 'pages/elements/pricing-table.tsx',
    description: 'Pricing plans in four styles, one with monthly and yearly tabs.',
  },
  {
    path: '/elements/subscribe',
    title: 'Subscribe',
    group: 'elements',
    module: 'pages/elements/subscribe.tsx',
    description: 'Newsletter sign-up blocks in six styles, all sending to the real API.',
  },
  {
    path: '/elements/call-to-action',
    title: 'Call to action',
    group: 'elements',
    module: 'pages/elements/call-to-action.tsx',
    description: 'Closing calls to action with a newsletter form or a button, in five styles.',
  },
];
