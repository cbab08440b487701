import { rowsOf } from './rows.ts';
import type { SiteRoute } from './types.ts';

const iconPage = rowsOf('icons', '', 'pages/icons/icon-library.tsx');

/** The icon library pages (one module; each path's set is in content/icons/icon-libraries.ts) and the animation gallery. */
export const iconRoutes: readonly SiteRoute[] = [
  iconPage(
    '/iconsmindline',
    'Iconsmind Line',
    'Line icons to search and copy: Iconsmind has no free package, so a free set of the same line style stands in.',
  ),
  iconPage(
    '/iconsmindsolid',
    'Iconsmind Solid',
    'Solid icons to search and copy: Iconsmind has no free package, so a free set of the same solid style stands in.',
  ),
  iconPage(
    '/ETlineicon',
    'ET-line icons',
    'Fine-line icons to search and copy: ET-line is GPL-licensed, so a free set of the same hairline style stands in.',
  ),
  iconPage(
    '/fontawesome',
    'Font Awesome',
    'Font Awesome Free, solid and brands: search by name and copy the class names.',
  ),
  iconPage(
    '/feather',
    'Feather icons',
    'Feather icons drawn from their own SVG: search and copy the SVG.',
  ),
  iconPage(
    '/simple-line',
    'Simple Line icons',
    'Simple Line Icons: search by name and copy the markup.',
  ),
  iconPage('/themify', 'Themify icons', 'Themify Icons: search by name and copy the markup.'),
  {
    path: '/animation',
    title: 'Animation',
    group: 'icons',
    module: 'pages/icons/animation.tsx',
    description: 'Entrance and hover effects in plain CSS, each replayed on a button.',
  },
];
