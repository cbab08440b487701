import { elementRow as element } from './rows.ts';
import type { SiteRoute } from './types.ts';

/** Element demos of the startup sections (issue 5). */
export const elementsStartupRoutes: readonly SiteRoute[] = [
  element(
    'icon-with-text',
    'Icon with text',
    'Icon, title and text blocks in eleven styles: bands, cards, circles and more.',
  ),
  element(
    'counters',
    'Counters',
    'Statistics that count up once when scrolled into view, in five styles.',
  ),
  element(
    'interactive-banners',
    'Interactive banners',
    'Picture banners with a title and an info button, as sliders and grids in fifteen styles.',
  ),
  element(
    'services',
    'Services',
    'Service and feature cards with icons, pictures and links, in five styles.',
  ),
  element(
    'process-step',
    'Process step',
    'Numbered steps of a process: circles, timeline, cards and a connected row.',
  ),
  element(
    'pricing-table',
    'Pricing table',
    'Pricing plans in four styles, one with monthly and yearly tabs.',
  ),
  element(
    'subscribe',
    'Subscribe',
    'Newsletter sign-up blocks in six styles, all sending to the real API.',
  ),
  element(
    'call-to-action',
    'Call to action',
    'Closing calls to action with a newsletter form or a button, in five styles.',
  ),
];
