import type { AboutData } from '~/components/sections/about/about-image.tsx';
import type { ContactSplitData } from '~/components/sections/contact-page/contact-split.tsx';
import type { HeroStatementData } from '~/components/sections/hero/hero-statement.tsx';
import type { ProgressItem } from '~/components/sections/progress-bar/progress-bar.tsx';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import type { PortfolioProject } from '~/content/portfolio.ts';
import type { CounterItem, HeadingData } from '~/content/types.ts';
import { art, demoProject, type DemoProjectRow } from '~/content/home-art.ts';
import demo from '~/content/demos/personal-portfolio.ts';

/** Its theme: made from its recipe (content/demos/personal-portfolio.ts). */
export const theme: DemoTheme = demo.theme;

export const hero: HeroStatementData = {
  eyebrow: 'Kofi Mensah · independent designer',
  statement: {
    before: 'Hello, I am Kofi. I make',
    words: ['identities', 'posters', 'websites', 'books'],
    after: '.',
  },
  lead: 'Fourteen years of designing for ferries, museums, markets and one very small airline. Now taking on projects for spring.',
  primary: { label: 'See case studies', href: '#work' },
  secondary: { label: 'Say hello', href: '#contact' },
};

export const about: AboutData = {
  eyebrow: 'About me',
  title: 'I grew up between Kumasi and Leeds, and I design like a sign painter',
  lead: 'Big letters, strong colour and nothing the reader has to squint at. I worked at two London studios before going solo in 2019; today I work alone or with a writer and a developer I have trusted for years.',
  points: [
    'One project at a time, start to finish',
    'Workshops in person or on a call',
    'Files handed over, never held hostage',
  ],
  image: art(
    '/artwork/personal-portfolio-portrait-71-640x760.svg',
    'Kofi Mensah at his drawing desk, in a yellow-lit studio',
  ),
  badge: { value: '14', label: 'Years of identity and editorial design' },
  action: { label: 'Read the case studies', href: '#work' },
};

export const skillsHeading: HeadingData = {
  eyebrow: 'Skills',
  title: 'What I am good at, honestly rated',
  lead: 'Where I am less sure, I bring in the people who are better.',
};

export const skills: readonly ProgressItem[] = [
  { label: 'Identity and logotypes', value: 95 },
  { label: 'Editorial and book design', value: 90 },
  { label: 'Wayfinding and signage', value: 80 },
  { label: 'Web design and prototyping', value: 75 },
  { label: 'Illustration', value: 60 },
];

export const workHeading: HeadingData = {
  eyebrow: 'Case studies',
  title: 'Five projects, told in full',
};

/** A 2025 project with its own case study. */
const project = (row: DemoProjectRow) => demoProject({ year: 2025, ...row });

/** Each tile opens the project's own case study (/portfolio/single-project-page-01 … 05). */
export const work: readonly PortfolioProject[] = [
  project({
    id: 1,
    caseStudy: 1,
    slug: 'halden-ferries',
    title: 'Halden Ferries',
    client: 'Halden Ferry Company',
    categories: ['branding', 'print'],
    summary: 'Colour-coded routes a commuter can read from the far end of a pier.',
    images: [
      '/artwork/personal-portfolio-city-72-800x600.svg',
      '/artwork/personal-portfolio-pattern-72-800x600.svg',
    ],
    alt: 'Yellow ferry route signs against a dark harbour',
  }),
  project({
    id: 2,
    caseStudy: 2,
    slug: 'marrow-and-pine',
    title: 'Marrow & Pine',
    client: 'Marrow & Pine Workshop',
    categories: ['web', 'photography'],
    summary: 'A furniture shop online, photographed up close so you can almost feel the grain.',
    images: [
      '/artwork/personal-portfolio-interior-73-800x800.svg',
      '/artwork/personal-portfolio-workspace-73-800x800.svg',
    ],
    alt: 'A wooden chair in a dark room with a single lamp',
  }),
  project({
    id: 3,
    caseStudy: 3,
    slug: 'northlight-observatory',
    title: 'Northlight Observatory',
    client: 'Northlight Public Observatory',
    categories: ['print', 'photography'],
    summary: 'Exhibition graphics that let visitors slow down in front of fragile glass plates.',
    images: [
      '/artwork/personal-portfolio-landscape-74-800x600.svg',
      '/artwork/personal-portfolio-abstract-74-800x600.svg',
    ],
    alt: 'An observatory dome on a hill under a yellow moon',
  }),
  project({
    id: 4,
    caseStudy: 4,
    slug: 'tidewater-market-hall',
    title: 'Tidewater Market Hall',
    client: 'Tidewater Markets Trust',
    categories: ['branding', 'print'],
    summary: 'Forty stalls, one kit of parts, and every trader’s sign still their own.',
    images: [
      '/artwork/personal-portfolio-product-75-800x800.svg',
      '/artwork/personal-portfolio-pattern-75-800x800.svg',
    ],
    alt: 'Market stall signs in yellow and black',
  }),
  project({
    id: 5,
    caseStudy: 5,
    slug: 'kestrel-air',
    title: 'Kestrel Air',
    client: 'Kestrel Air',
    categories: ['branding', 'web'],
    summary: 'A name and a livery for a twelve-seat island airline people now say out loud.',
    images: [
      '/artwork/personal-portfolio-abstract-76-800x1440.svg',
      '/artwork/personal-portfolio-landscape-76-800x1440.svg',
    ],
    alt: 'A small aircraft tail in yellow over dark water',
  }),
];

export const numbers: readonly CounterItem[] = [
  { value: 64, label: 'Identities designed' },
  { value: 19, label: 'Books typeset' },
  { value: 7, label: 'Awards, framed in the loo' },
  { value: 3, label: 'Projects booked for spring' },
];

export const contact: ContactSplitData = {
  eyebrow: 'Contact',
  title: 'Have a project? Let’s talk.',
  lead: 'Tell me a little about it: what it is, when it needs to be ready and roughly what you can spend. I answer every message myself within two days.',
  lines: [
    { label: 'hello@kofimensah.design', href: 'mailto:hello@kofimensah.design' },
    { label: '+44 20 7946 0321', href: 'tel:+442079460321' },
  ],
};
