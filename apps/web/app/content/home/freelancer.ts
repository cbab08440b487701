import type { Client } from '~/components/sections/clients/client-logo.tsx';
import type { FancyTextBoxItem } from '~/components/sections/fancy-text-box/fancy-text-boxes.tsx';
import type { OnePageSection } from '~/components/sections/header/header-config.ts';
import type { HeroStatementData } from '~/components/sections/hero/hero-statement.tsx';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import type { PortfolioProject } from '~/content/portfolio.ts';
import type { CounterItem, HeadingData } from '~/content/types.ts';
import { demoProject, logo } from '~/content/home-art.ts';
import demo from '~/content/demos/freelancer.ts';

/** Its theme: made from its recipe (content/demos/freelancer.ts). */
export const theme: DemoTheme = demo.theme;

/** The dark half (the hero and the numbers): the same family on deep green, jade bright enough for text, in both schemes. */
const deepGreen = {
  brand: '#06d6a0',
  brandStrong: '#3ee6b8',
  brandSoft: '#123d34',
  accent: '#06d6a0',
  ink: '#effaf6',
  muted: '#a3c2b9',
  surface: '#0b2a24',
  surfaceAlt: '#103530',
  card: '#123d34',
  line: '#1d4a41',
  inverse: '#0b2a24',
  onBrand: '#0b2a24',
};
export const darkHalf: DemoTheme = {
  ...theme,
  name: 'freelancer-dark-half',
  light: deepGreen,
  dark: deepGreen,
  only: { scheme: 'dark', reason: 'The dark half of a split page: deep green in both schemes.' },
};

/** The one-page menu: every entry is a section id on the page. */
export const sections: readonly OnePageSection[] = [
  { id: 'hero', label: 'Hello' },
  { id: 'services', label: 'Services' },
  { id: 'work', label: 'Work' },
  { id: 'clients', label: 'Clients' },
  { id: 'contact', label: 'Contact' },
];

export const hero: HeroStatementData = {
  eyebrow: 'Freelance product engineer · Copenhagen',
  statement: { before: 'Hej, I am', words: ['Lena Rask'], after: '.' },
  lead: 'I design and build web apps for start-ups and charities, from the first sketch to the last deploy, and I stay on call for the first three months after launch.',
  primary: { label: 'What I do', href: '#services' },
  secondary: { label: 'Book a call', href: '#contact' },
};

export const numbers: readonly CounterItem[] = [
  { value: 9, label: 'Years freelancing' },
  { value: 41, label: 'Apps shipped to production' },
  { value: 100, suffix: '%', label: 'Projects delivered on the agreed date' },
  { value: 2, suffix: ' days', label: 'Longest I take to answer' },
];

export const servicesHeading: HeadingData = {
  eyebrow: 'Services',
  title: 'One person, the whole product',
  lead: 'Hire me for a phase or for the lot. Fixed prices per phase, agreed before I start.',
};

export const services: readonly FancyTextBoxItem[] = [
  {
    icon: 'target',
    mark: '01',
    title: 'Product discovery',
    text: 'Two weeks of interviews, sketches and a clickable prototype you can put in front of users.',
  },
  {
    icon: 'pen',
    mark: '02',
    title: 'Interface design',
    text: 'A design system in Figma that matches the code, component for component.',
  },
  {
    icon: 'code',
    mark: '03',
    title: 'Front-end and API',
    text: 'React and TypeScript on the front, Node and Postgres behind, tested and documented.',
  },
  {
    icon: 'shield',
    mark: '04',
    title: 'Care after launch',
    text: 'Monitoring, updates and a fixed number of hours each month for small improvements.',
  },
];

export const workHeading: HeadingData = {
  eyebrow: 'Recent work',
  title: 'Hover a project to see it in use',
};

export const work: readonly PortfolioProject[] = [
  demoProject({
    id: 1,
    slug: 'foodshare-volunteers',
    title: 'Foodshare rota',
    client: 'Foodshare Copenhagen',
    categories: ['web'],
    summary: 'A shift planner that 600 volunteers use to collect surplus food from 90 shops.',
    images: [
      '/artwork/freelancer-workspace-81-800x600.svg',
      '/artwork/freelancer-abstract-81-800x600.svg',
    ],
    alt: 'The Foodshare rota on a laptop',
    hoverAlt: 'A volunteer’s week of pick-ups in jade blocks',
  }),
  demoProject({
    id: 2,
    slug: 'lumen-solar-dashboard',
    title: 'Lumen',
    client: 'Lumen Solar Co-op',
    categories: ['web'],
    summary: 'A dashboard that shows 2,000 co-op members what their roofs earned today.',
    images: [
      '/artwork/freelancer-city-82-800x600.svg',
      '/artwork/freelancer-pattern-82-800x600.svg',
    ],
    alt: 'Solar roofs across a city block',
    hoverAlt: 'The Lumen dashboard’s daily output chart',
  }),
  demoProject({
    id: 3,
    slug: 'fjord-kayak-booking',
    title: 'Fjord Kayak',
    client: 'Fjord Kayak Rentals',
    categories: ['web', 'photography'],
    summary: 'Booking and waivers in one flow; phone bookings fell from half to a tenth.',
    images: [
      '/artwork/freelancer-landscape-83-800x600.svg',
      '/artwork/freelancer-product-83-800x600.svg',
    ],
    alt: 'Kayaks on a calm fjord',
    hoverAlt: 'The booking flow on a phone',
  }),
  demoProject({
    id: 4,
    slug: 'stackr-open-source',
    title: 'Stackr',
    client: 'Stackr (open source)',
    categories: ['web'],
    summary: 'A small library for typed forms, now used by a few thousand projects.',
    images: [
      '/artwork/freelancer-abstract-84-800x600.svg',
      '/artwork/freelancer-workspace-84-800x600.svg',
    ],
    alt: 'Stackr’s logo of stacked jade blocks',
    hoverAlt: 'Stackr’s documentation site',
  }),
  demoProject({
    id: 5,
    slug: 'ledger-bookshop',
    title: 'Ledger Books',
    client: 'Ledger Bookshop',
    categories: ['web', 'branding'],
    summary: 'A small shop’s stock, orders and newsletter, finally in one place.',
    images: [
      '/artwork/freelancer-interior-85-800x600.svg',
      '/artwork/freelancer-pattern-85-800x600.svg',
    ],
    alt: 'Shelves of the Ledger bookshop',
    hoverAlt: 'The shop’s order screen',
  }),
  demoProject({
    id: 6,
    slug: 'harbour-clinic-app',
    title: 'Harbour Clinic',
    client: 'Harbour Physiotherapy',
    categories: ['web'],
    summary: 'Exercise plans patients can follow at home, with videos that work offline.',
    images: [
      '/artwork/freelancer-portrait-86-800x600.svg',
      '/artwork/freelancer-abstract-86-800x600.svg',
    ],
    alt: 'A physiotherapist showing an exercise',
    hoverAlt: 'An exercise plan in the Harbour Clinic app',
  }),
];

export const clientsHeading: HeadingData = {
  eyebrow: 'Clients',
  title: 'People I have built for',
};

export const clients: readonly Client[] = [
  {
    id: 1,
    name: 'Foodshare Copenhagen',
    logo: logo('/artwork/freelancer-logo-91-240x96.svg', 'Foodshare Copenhagen'),
  },
  {
    id: 2,
    name: 'Lumen Solar Co-op',
    logo: logo('/artwork/freelancer-logo-92-240x96.svg', 'Lumen Solar Co-op'),
  },
  {
    id: 3,
    name: 'Fjord Kayak Rentals',
    logo: logo('/artwork/freelancer-logo-93-240x96.svg', 'Fjord Kayak Rentals'),
  },
  {
    id: 4,
    name: 'Ledger Bookshop',
    logo: logo('/artwork/freelancer-logo-94-240x96.svg', 'Ledger Bookshop'),
  },
  {
    id: 5,
    name: 'Harbour Physiotherapy',
    logo: logo('/artwork/freelancer-logo-95-240x96.svg', 'Harbour Physiotherapy'),
  },
];

export const contactHeading: HeadingData = {
  eyebrow: 'Contact',
  title: 'Got an idea that needs building?',
  lead: 'Write a few lines about it. I reply with questions, a rough plan and the first free date in my calendar.',
};

export const availability: readonly string[] = [
  'Booking from March 2027',
  'Day rate from 6,800 DKK',
  'Remote, or on site in Copenhagen and Malmö',
];
