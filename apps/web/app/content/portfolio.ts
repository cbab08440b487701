import type {
  PortfolioCategory,
  PortfolioCategoryTitles,
  PortfolioFilterItem,
  PortfolioProject,
} from '~/components/sections/portfolio/portfolio-data.ts';
import type { ArtImageData } from '~/components/ui/art-image.tsx';
import { artImage } from '~/lib/artwork.ts';

export type { PortfolioCategory, PortfolioCategoryTitles, PortfolioFilterItem, PortfolioProject };

/** Portfolio sample content: the projects behind every /portfolio/* demo and the single project pages. */

export const portfolioCategoryTitles: PortfolioCategoryTitles = {
  branding: 'Branding',
  web: 'Web',
  photography: 'Photography',
  print: 'Print',
  packaging: 'Packaging',
};

export const portfolioFilters: readonly PortfolioFilterItem[] = [
  { key: 'all', title: 'All' },
  ...(Object.keys(portfolioCategoryTitles) as PortfolioCategory[]).map((key) => ({
    key,
    title: portfolioCategoryTitles[key],
  })),
];

const art: (src: string, alt: string) => ArtImageData = artImage;

export const portfolioProjects: readonly PortfolioProject[] = [
  {
    id: 1,
    slug: 'northwind-roastery',
    title: 'Northwind Roastery',
    client: 'Northwind Coffee Co.',
    categories: ['branding', 'packaging'],
    year: 2026,
    summary:
      'A warm, hand-drawn identity and a family of compostable bean bags for a small-batch roaster on the coast.',
    img: art(
      '/artwork/food-301-800x1000.svg',
      'A cup of coffee on a deep blue table, seen from above',
    ),
    hoverImg: art(
      '/artwork/product-313-800x1000.svg',
      'A Northwind coffee bag with its orange seal',
    ),
  },
  {
    id: 2,
    slug: 'atlas-field-guide',
    title: 'Atlas Field Guide',
    client: 'Atlas Outdoors',
    categories: ['print', 'photography'],
    year: 2025,
    summary:
      'A 240-page trail guide with fold-out maps, shot over one summer across four mountain ranges.',
    img: art('/artwork/landscape-302-1200x800.svg', 'Rolling green hills under a low orange sun'),
    hoverImg: art('/artwork/landscape-314-1200x800.svg', 'A valley of layered ridges at dusk'),
  },
  {
    id: 3,
    slug: 'tidewater-market-hall',
    title: 'Tidewater Market Hall',
    client: 'Tidewater Markets Trust',
    categories: ['branding', 'print'],
    year: 2025,
    caseStudy: 4,
    summary:
      'A Victorian fish market reopens as a food hall for forty traders, with a fit-out kit each stall can make its own.',
    img: art(
      '/artwork/interior-303-800x600.svg',
      'A bright market hall with long oak tables and round lamps',
    ),
    hoverImg: art('/artwork/pattern-315-800x600.svg', 'The hall’s stall signs in a row of colours'),
  },
  {
    id: 4,
    slug: 'lumen-desk-lamp',
    title: 'Lumen Desk Lamp',
    client: 'Lumen Objects',
    categories: ['photography', 'packaging'],
    year: 2025,
    summary:
      'Launch photography and a recycled-card gift box for a desk lamp that folds flat into a drawer.',
    img: art('/artwork/product-304-800x1000.svg', 'A slim desk lamp on a pale studio backdrop'),
    hoverImg: art('/artwork/product-316-800x1000.svg', 'The lamp folded flat beside its gift box'),
  },
  {
    id: 5,
    slug: 'saltmarsh-festival',
    title: 'Saltmarsh Festival',
    client: 'Saltmarsh Arts Trust',
    categories: ['print', 'branding'],
    year: 2026,
    summary:
      'Bold screen-printed posters and a flexible logo for a three-day music festival on the estuary.',
    img: art(
      '/artwork/abstract-305-800x1120.svg',
      'A festival poster of overlapping bright circles',
    ),
    hoverImg: art('/artwork/abstract-317-800x1120.svg', 'A second poster of tilted colour blocks'),
  },
  {
    id: 6,
    slug: 'halden-ferries',
    title: 'Halden Ferries',
    client: 'Halden Ferry Company',
    categories: ['branding', 'print'],
    year: 2026,
    caseStudy: 1,
    summary:
      'A calmer crossing for 1.4 million passengers a year: one visual language from the ticket screen to the pier.',
    img: art(
      '/artwork/city-306-1200x800.svg',
      'A harbour skyline of tall blocks in blue and white',
    ),
    hoverImg: art('/artwork/city-318-1200x800.svg', 'The same harbour at night with lit towers'),
  },
  {
    id: 7,
    slug: 'quill-finance',
    title: 'Quill Finance',
    client: 'Quill Finance',
    categories: ['web'],
    year: 2026,
    summary:
      'A product site and onboarding flow for a savings app, written to make money feel less intimidating.',
    img: art(
      '/artwork/demo-307-800x600.svg',
      'The Quill Finance landing page with a sign-up button',
    ),
    hoverImg: art('/artwork/demo-319-800x600.svg', 'The Quill onboarding screen with three steps'),
  },
  {
    id: 8,
    slug: 'still-water-portraits',
    title: 'Still Water Portraits',
    client: 'Still Water Collective',
    categories: ['photography'],
    year: 2025,
    summary:
      'A portrait series of boat builders and sailmakers, printed as a limited run of twenty books.',
    img: art('/artwork/portrait-308-800x1000.svg', 'A portrait of a sailmaker against a pale wall'),
    hoverImg: art(
      '/artwork/portrait-320-800x1000.svg',
      'A portrait of a boat builder in soft light',
    ),
  },
  {
    id: 9,
    slug: 'fernhouse-botanicals',
    title: 'Fernhouse Botanicals',
    client: 'Fernhouse Botanicals',
    categories: ['packaging', 'branding'],
    year: 2024,
    summary: 'Refillable glass bottles and pressed-leaf labels for a plant-based skincare range.',
    img: art('/artwork/product-309-800x800.svg', 'A green glass bottle with a cream label'),
    hoverImg: art(
      '/artwork/pattern-321-800x800.svg',
      'A pattern of pressed leaves from the labels',
    ),
  },
  {
    id: 10,
    slug: 'northlight-observatory',
    title: 'Northlight Observatory',
    client: 'Northlight Public Observatory',
    categories: ['print', 'photography'],
    year: 2026,
    caseStudy: 3,
    summary:
      'Light Years, a winter exhibition that turns a century of glass-plate star photographs into a walk through the night sky.',
    img: art('/artwork/landscape-310-1200x800.svg', 'Hills under a pale sky with a low winter sun'),
    hoverImg: art('/artwork/landscape-322-1200x800.svg', 'A ridge under a night sky of pale stars'),
  },
  {
    id: 11,
    slug: 'kestrel-air',
    title: 'Kestrel Air',
    client: 'Kestrel Air',
    categories: ['branding', 'web'],
    year: 2026,
    caseStudy: 5,
    summary:
      'A regional airline of twelve turboprops finds its voice: short hops, small airports, and the friendliest crew in the north.',
    img: art('/artwork/aircraft-311-800x800.svg', 'A turboprop climbing over green hills'),
    hoverImg: art('/artwork/aircraft-323-800x800.svg', 'The turboprop’s tail in the new livery'),
  },
  {
    id: 12,
    slug: 'marrow-and-pine',
    title: 'Marrow & Pine',
    client: 'Marrow & Pine Workshop',
    categories: ['web', 'photography'],
    year: 2025,
    caseStudy: 2,
    summary:
      'A furniture workshop of nine makers opens its first online shop, and lets the grain of the wood sell the chairs.',
    img: art('/artwork/interior-312-800x600.svg', 'An oak chair by a window with a green lamp'),
    hoverImg: art('/artwork/workspace-324-800x600.svg', 'The workshop bench with planed boards'),
  },
];

/** Number of single project pages the tiles link to, in turn. */
export const singleProjectPageCount = 5;

/**
 * The single project page a project's tile opens: its own case study, or for a project without one a
 * sample case study (pages 01–05 in turn), as the template has five project pages for twelve projects.
 */
export function projectPagePath(project: Pick<PortfolioProject, 'id' | 'caseStudy'>): string {
  const page = project.caseStudy ?? ((project.id - 1) % singleProjectPageCount) + 1;
  return `/portfolio/single-project-page-${String(page).padStart(2, '0')}`;
}
