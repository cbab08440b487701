import {
  portfolioGridLayouts,
  portfolioStyles,
  type PortfolioGridLayout,
  type PortfolioLayout,
  type PortfolioStyle,
} from '../components/sections/portfolio/portfolio-variants.ts';
import type { SiteRoute } from './types.ts';

const module = 'pages/portfolio/portfolio-page.tsx';

/** One /portfolio/<name> demo: the portfolio section in a tile style and a layout. */
export interface PortfolioDemo {
  name: string;
  title: string;
  description: string;
  style: PortfolioStyle;
  layout: PortfolioLayout;
}

const styleNames: Record<PortfolioStyle, { title: string; blurb: string }> = {
  classic: { title: 'Classic', blurb: 'Projects with the title and category under each image' },
  boxed: { title: 'Boxed', blurb: 'Projects as padded cards with a soft shadow' },
  colorful: { title: 'Colorful', blurb: 'Projects with a coloured caption panel over each image' },
  bordered: { title: 'Bordered', blurb: 'Projects in thin frames with the caption inside' },
  overlay: {
    title: 'Overlay',
    blurb: 'Projects whose caption appears over the image on hover or focus',
  },
  'switch-image': {
    title: 'Switch image',
    blurb: 'Projects whose second image fades in on hover or focus',
  },
};
const layoutNames: Record<PortfolioGridLayout, { title: string; blurb: string }> = {
  'two-column': { title: 'two columns', blurb: 'in two equal columns' },
  'three-column': { title: 'three columns', blurb: 'in three equal columns' },
  'four-column': { title: 'four columns', blurb: 'in four equal columns' },
  masonry: { title: 'masonry', blurb: 'in a masonry of varied heights' },
  metro: { title: 'metro', blurb: 'in a metro grid where some tiles span two cells' },
};

/** Every portfolio demo, in menu order: six styles × five layouts, then the three special layouts. */
export const portfolioDemos: readonly PortfolioDemo[] = [
  ...portfolioStyles.flatMap((style) =>
    portfolioGridLayouts.map((layout) => ({
      name: `${style}-${layout}`,
      title: `${styleNames[style].title} ${layoutNames[layout].title}`,
      description: `${styleNames[style].blurb}, ${layoutNames[layout].blurb}, with a category filter.`,
      style,
      layout,
    })),
  ),
  {
    name: 'scattered',
    title: 'Scattered portfolio',
    description: 'Projects at varied sizes and offsets in a loose, editorial composition.',
    style: 'classic',
    layout: 'scattered',
  },
  {
    name: 'justified-gallery',
    title: 'Justified gallery',
    description:
      'Rows of project images of one height that fill the width, with a category filter.',
    style: 'overlay',
    layout: 'justified-gallery',
  },
  {
    name: 'slider',
    title: 'Portfolio slider',
    description: 'A project carousel with arrows, dots and keyboard control.',
    style: 'classic',
    layout: 'slider',
  },
];

/** The five case-study layouts, /portfolio/single-project-page-01 … 05 (content/project-pages.ts). */
const projectPageRows: readonly { title: string; description: string }[] = [
  {
    title: 'Single project page 01',
    description: 'A case study with a full-width picture, the story beside a facts sidebar.',
  },
  {
    title: 'Single project page 02',
    description: 'A case study whose text column stays in view beside a column of pictures.',
  },
  {
    title: 'Single project page 03',
    description: 'A case study with a picture gallery that opens in a keyboard-friendly lightbox.',
  },
  {
    title: 'Single project page 04',
    description: 'A case study that opens with a picture slider, then the story and its figures.',
  },
  {
    title: 'Single project page 05',
    description: 'An editorial case study in large type: challenge, approach, result and figures.',
  },
];

/** The case studies' rows: the pages `projectPagePath` (content/portfolio.ts) links a project tile to. */
export const caseStudyRoutes: readonly SiteRoute[] = projectPageRows.map((row, index) => ({
  path: `/portfolio/single-project-page-${String(index + 1).padStart(2, '0')}`,
  title: row.title,
  group: 'portfolio' as const,
  module,
  description: row.description,
}));

/**
 * /portfolio/* — the grids and the case studies share one module (pages/portfolio/portfolio-page.tsx), so
 * the browser has one route, /portfolio/:demo (routes.ts), and the page picks the demo from the path.
 */
export const portfolioRoutes: readonly SiteRoute[] = [
  ...portfolioDemos.map((demo) => ({
    path: `/portfolio/${demo.name}`,
    title: demo.title,
    group: 'portfolio' as const,
    module,
    description: demo.description,
  })),
  ...caseStudyRoutes,
];
