import { rowsOf } from './rows.ts';
import type { SiteRoute } from './types.ts';

const row = rowsOf('page-title', '/page-title/', 'pages/page-title/page-title-demo.tsx');

/** /page-title/* demos (one module, pages/page-title/page-title-demo.tsx); props from content/page-title-demos.ts. */
export const pageTitleRoutes: readonly SiteRoute[] = [
  row(
    'left-alignment',
    'Left alignment',
    'A page title with the heading, lead and breadcrumb trail aligned to the left.',
  ),
  row(
    'right-alignment',
    'Right alignment',
    'A page title with the heading, lead and breadcrumb trail aligned to the right.',
  ),
  row(
    'center-alignment',
    'Center alignment',
    'A centred page title: eyebrow, heading, lead and breadcrumbs on the middle axis.',
  ),
  row(
    'colorful-style',
    'Colorful style',
    'A page title on a brand gradient band with white text and breadcrumbs.',
  ),
  row(
    'big-typography',
    'Big typography',
    'A page title set in a very large display heading with a short lead beside it.',
  ),
  row(
    'parallax-background',
    'Parallax background',
    'A page title over artwork that scrolls slower than the page, still under reduced motion.',
  ),
  row(
    'separate-breadcrumbs',
    'Separate breadcrumbs',
    'A page title band with the breadcrumb trail in a bar of its own underneath.',
  ),
  row(
    'gallery-background',
    'Gallery background',
    'A page title over a grid of artwork tiles behind a dark overlay.',
  ),
  row(
    'background-video',
    'Background video',
    'A page title over a looping animation of our artwork, with a button that pauses it.',
  ),
  row(
    'mini-version',
    'Mini version',
    'A compact one-line page title with the breadcrumb trail at the right.',
  ),
];
