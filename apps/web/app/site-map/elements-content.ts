import type { SiteRoute } from './types.ts';

const element = (name: string, title: string, description: string): SiteRoute => ({
  path: `/elements/${name}`,
  title,
  group: 'elements',
  module: `pages/elements/${name}.tsx`,
  description,
});

/** Content elements: typography, boxes, media grids and small decorative blocks. */
export const elementsContentRoutes: readonly SiteRoute[] = [
  element(
    'buttons',
    'Buttons',
    'Every button style, size and shape: solid, outline, ghost, soft, light, dark, gradient and link, with icons.',
  ),
];
