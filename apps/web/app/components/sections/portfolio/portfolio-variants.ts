/** The portfolio section's variants and their class tables (static Tailwind classes only). */

export const portfolioStyles = [
  'classic',
  'boxed',
  'colorful',
  'bordered',
  'overlay',
  'switch-image',
] as const;
export type PortfolioStyle = (typeof portfolioStyles)[number];

export const portfolioGridLayouts = [
  'two-column',
  'three-column',
  'four-column',
  'masonry',
  'metro',
] as const;
export type PortfolioGridLayout = (typeof portfolioGridLayouts)[number];

export const portfolioSpecialLayouts = ['scattered', 'justified-gallery', 'slider'] as const;
export type PortfolioSpecialLayout = (typeof portfolioSpecialLayouts)[number];

export type PortfolioLayout = PortfolioGridLayout | PortfolioSpecialLayout;
/** The layouts drawn as a list of tiles (the slider is a carousel). */
export type PortfolioListLayout = Exclude<PortfolioLayout, 'slider'>;

/** How a tile's picture fills its box: a fixed 4:3 crop, its own proportions, or the whole (metro) cell. */
export type TileFit = 'cover' | 'natural' | 'fill';

export const listClasses: Record<PortfolioListLayout, string> = {
  'two-column': 'grid gap-8 md:grid-cols-2 lg:gap-10',
  'three-column': 'grid gap-8 sm:grid-cols-2 lg:grid-cols-3',
  'four-column': 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4',
  masonry: 'columns-1 gap-6 sm:columns-2 lg:columns-3',
  metro: 'grid auto-rows-[20rem] grid-flow-dense gap-4 sm:grid-cols-2 lg:grid-cols-4',
  scattered: 'grid gap-y-14 md:grid-cols-12 md:gap-x-8',
  // The filler after the last tile keeps the last row at its natural height instead of stretching it.
  'justified-gallery': "flex flex-wrap gap-3 after:grow-[999] after:content-['']",
};

export const tileFits: Record<PortfolioListLayout, TileFit> = {
  'two-column': 'cover',
  'three-column': 'cover',
  'four-column': 'cover',
  masonry: 'natural',
  metro: 'fill',
  scattered: 'natural',
  'justified-gallery': 'natural',
};

/** Per-position classes, repeating: metro tiles that span two cells, the scattered composition. */
const itemPatterns: Record<PortfolioListLayout, readonly string[]> = {
  'two-column': [''],
  'three-column': [''],
  'four-column': [''],
  masonry: ['mb-6 break-inside-avoid'],
  // Six tiles fill three rows of four cells exactly (4 + 1 + 2 + 1 + 2 + 2), so a full grid ends flush.
  metro: ['sm:col-span-2 sm:row-span-2', '', 'sm:row-span-2', '', 'sm:col-span-2', 'sm:col-span-2'],
  scattered: [
    'md:col-span-5',
    'md:col-span-4 md:col-start-8 md:mt-32',
    'md:col-span-3 md:col-start-2',
    'md:col-span-6 md:col-start-6 md:mt-20',
    'md:col-span-4 md:col-start-1 md:mt-8',
    'md:col-span-5 md:col-start-7 md:mt-36',
  ],
  // Width and growth in proportion to the picture's aspect ratio give every row one height (no measuring).
  'justified-gallery': [
    'grow-[var(--ratio)] basis-[calc(var(--ratio)*10rem)] md:basis-[calc(var(--ratio)*15rem)]',
  ],
};

export function itemClasses(layout: PortfolioListLayout, index: number): string {
  const pattern = itemPatterns[layout];
  return pattern[index % pattern.length] ?? '';
}

/** Container width of the section per layout: the denser grids get the wide container. */
export const layoutWidths: Record<PortfolioLayout, 'default' | 'wide'> = {
  'two-column': 'default',
  'three-column': 'default',
  'four-column': 'wide',
  masonry: 'default',
  metro: 'wide',
  scattered: 'default',
  'justified-gallery': 'wide',
  slider: 'wide',
};
