import type { Client } from '~/components/sections/clients/client-logo.tsx';
import type { HeroStatementData } from '~/components/sections/hero/hero-statement.tsx';
import type { ParallaxData } from '~/components/sections/parallax/parallax-banner.tsx';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import { blogPosts } from '~/content/blog-posts.ts';
import type { PortfolioProject } from '~/content/portfolio.ts';
import type { BlogPost, HeadingData, IconItem } from '~/content/types.ts';
import { art, demoProject, logo } from '~/content/home-art.ts';
import demo from '~/content/demos/design-agency.ts';

/** Its theme: made from its recipe (content/demos/design-agency.ts). */
export const theme: DemoTheme = demo.theme;

export const hero: HeroStatementData = {
  eyebrow: 'Kindred Forms · Rotterdam',
  statement: {
    before: 'We design lasting',
    words: ['brands', 'apps', 'signage', 'books'],
    after: '.',
  },
  lead: 'An independent studio of eleven designers. We take on six clients a year and stay with them long after launch day.',
  primary: { label: 'See the work', href: '#work' },
  secondary: { label: 'Hire a designer', href: '#hire' },
  image: art(
    '/artwork/design-agency-abstract-21-1680x640.svg',
    'Coral and charcoal cut-paper shapes on the studio’s pin-up wall',
  ),
};

export const principlesHeading: HeadingData = {
  eyebrow: 'How we think',
  title: 'Four habits behind every project',
};

export const principles: readonly IconItem[] = [
  {
    icon: 'pen',
    title: 'Sketch before software',
    content: 'Every idea starts on paper, where a bad one costs a minute instead of a week.',
  },
  {
    icon: 'users',
    title: 'Designers in the room',
    content: 'The people who present the work are the people who made it. No account managers.',
  },
  {
    icon: 'target',
    title: 'One clear brief',
    content: 'We rewrite your brief in one page and agree it with you before a pixel moves.',
  },
  {
    icon: 'layers',
    title: 'Systems, not one-offs',
    content: 'Logos come with the rules, files and templates that keep them right for years.',
  },
];

export const workHeading: HeadingData = {
  eyebrow: 'Selected work',
  title: 'Recent projects, framed',
};

export const work: readonly PortfolioProject[] = [
  demoProject({
    id: 1,
    slug: 'harbour-line-wayfinding',
    title: 'Harbour Line',
    client: 'Port of Vlaardingen',
    categories: ['print', 'branding'],
    summary: 'Wayfinding for a ferry pier that four thousand commuters cross each morning.',
    images: [
      '/artwork/design-agency-city-22-800x1000.svg',
      '/artwork/design-agency-pattern-22-800x1000.svg',
    ],
    alt: 'Harbour Line signs on a pier at dawn',
  }),
  demoProject({
    id: 2,
    slug: 'mosaic-banking-app',
    title: 'Mosaic',
    client: 'Mosaic Cooperative Bank',
    categories: ['web'],
    summary: 'A banking app for small shops, tested behind the counters of twenty bakeries.',
    images: [
      '/artwork/design-agency-workspace-23-800x600.svg',
      '/artwork/design-agency-abstract-23-800x600.svg',
    ],
    alt: 'Mosaic app screens laid out on a desk',
  }),
  demoProject({
    id: 3,
    slug: 'oddfellow-gin',
    title: 'Oddfellow',
    client: 'Oddfellow Distillers',
    categories: ['packaging', 'branding'],
    summary: 'Labels printed on offcuts from the distillery’s own paper mill neighbour.',
    images: [
      '/artwork/design-agency-product-24-800x800.svg',
      '/artwork/design-agency-pattern-24-800x800.svg',
    ],
    alt: 'Oddfellow gin bottles with coral labels',
  }),
  demoProject({
    id: 4,
    slug: 'verso-press',
    title: 'Verso Press',
    client: 'Verso Press',
    categories: ['print'],
    summary: 'Covers and a grid system for a publisher of translated short fiction.',
    images: [
      '/artwork/design-agency-abstract-25-800x1000.svg',
      '/artwork/design-agency-interior-25-800x1000.svg',
    ],
    alt: 'A stack of Verso Press paperbacks',
  }),
  demoProject({
    id: 5,
    slug: 'field-notes-museum',
    title: 'Field Notes',
    client: 'Natural History Museum Leiden',
    categories: ['web', 'photography'],
    summary: 'An online collection where each specimen page reads like a field diary.',
    images: [
      '/artwork/design-agency-landscape-26-800x600.svg',
      '/artwork/design-agency-workspace-26-800x600.svg',
    ],
    alt: 'Field Notes website on a museum tablet',
  }),
  demoProject({
    id: 6,
    slug: 'tandem-cycling',
    title: 'Tandem',
    client: 'Tandem Bike Share',
    categories: ['branding', 'web'],
    summary: 'A name, a logo and an app for a bike share run by three city councils.',
    images: [
      '/artwork/design-agency-abstract-27-800x800.svg',
      '/artwork/design-agency-city-27-800x800.svg',
    ],
    alt: 'Tandem bikes in a city square',
  }),
];

export const banner: ParallaxData = {
  eyebrow: 'Open studio',
  title: 'Every first Friday, our doors and our sketchbooks are open',
  text: 'Come and see work in progress, argue about kerning and meet the people who would design for you.',
  image: art('/artwork/design-agency-interior-28-1600x900.svg', ''),
  cta: { label: 'Book a studio visit', to: '#hire' },
};

export const clientsHeading: HeadingData = {
  eyebrow: 'Clients',
  title: 'Trusted by makers, museums and a few banks',
};

export const clients: readonly Client[] = [
  {
    id: 1,
    name: 'Port of Vlaardingen',
    logo: logo('/artwork/design-agency-logo-31-240x96.svg', 'Port of Vlaardingen'),
  },
  {
    id: 2,
    name: 'Mosaic Cooperative Bank',
    logo: logo('/artwork/design-agency-logo-32-240x96.svg', 'Mosaic Cooperative Bank'),
  },
  {
    id: 3,
    name: 'Oddfellow Distillers',
    logo: logo('/artwork/design-agency-logo-33-240x96.svg', 'Oddfellow Distillers'),
  },
  {
    id: 4,
    name: 'Verso Press',
    logo: logo('/artwork/design-agency-logo-34-240x96.svg', 'Verso Press'),
  },
  {
    id: 5,
    name: 'Natural History Museum Leiden',
    logo: logo('/artwork/design-agency-logo-35-240x96.svg', 'Natural History Museum Leiden'),
  },
  {
    id: 6,
    name: 'Tandem Bike Share',
    logo: logo('/artwork/design-agency-logo-36-240x96.svg', 'Tandem Bike Share'),
  },
];

export const journalHeading: HeadingData = {
  eyebrow: 'Reading list',
  title: 'What the studio is reading this month',
  lead: 'Posts from the journal we pass around on Monday mornings.',
};

/** Each recommended post (its id) with a picture redrawn in the studio's palette, at the post picture's size. */
const journalPicks: readonly (readonly [number, string])[] = [
  [11, '/artwork/design-agency-abstract-41-600x600.svg'],
  [17, '/artwork/design-agency-pattern-42-600x760.svg'],
  [22, '/artwork/design-agency-interior-43-600x520.svg'],
  [3, '/artwork/design-agency-abstract-44-600x720.svg'],
  [26, '/artwork/design-agency-landscape-45-600x600.svg'],
  [9, '/artwork/design-agency-workspace-46-600x440.svg'],
];
/** Real posts (each opens its own post page), in the order the studio recommends them. */
export const journal: readonly BlogPost[] = journalPicks.flatMap(([id, src]) =>
  blogPosts
    .filter((post) => post.id === id)
    .map((post) => ({ ...post, img: art(src, post.img.alt) })),
);

export const hireHeading: HeadingData = {
  eyebrow: 'Hire a designer',
  title: 'Tell us what you are making',
  lead: 'A designer, not a salesperson, replies within two working days with questions, a rough plan and a price range.',
};

export const hireFacts: readonly { label: string; value: string }[] = [
  { label: 'Projects from', value: '€18,000' },
  { label: 'Typical length', value: '8–14 weeks' },
  { label: 'Next free slot', value: 'February' },
];
