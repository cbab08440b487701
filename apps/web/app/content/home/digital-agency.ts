import type { CallToActionData } from '~/components/sections/call-to-action/call-to-action.tsx';
import type { Client } from '~/components/sections/clients/client-logo.tsx';
import type { HeroStatementData } from '~/components/sections/hero/hero-statement.tsx';
import type { Testimonial } from '~/components/sections/testimonials/testimonial-card.tsx';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import type { PortfolioProject } from '~/content/portfolio.ts';
import type { CounterItem, FeatureItem, HeadingData } from '~/content/types.ts';
import { art, avatar, demoProject, logo } from '~/content/home-art.ts';
import demo from '~/content/demos/digital-agency.ts';

/** Its theme: made from its recipe (content/demos/digital-agency.ts). */
export const theme: DemoTheme = demo.theme;

export const digitalAgencyHero: HeroStatementData = {
  eyebrow: 'Kiln Studio · Digital products',
  statement: {
    before: 'We make',
    words: ['products', 'platforms', 'launches', 'noise'],
    after: '.',
  },
  lead: 'A thirty-person studio in Lisbon and Glasgow designing and building apps, commerce and interactive campaigns for brands that would rather be remembered than merely seen.',
  primary: { label: 'Selected work', href: '#work' },
  secondary: { label: 'Start a project', href: '#cta' },
  image: art(
    '/artwork/abstract-36-1680x640.svg',
    'Layered amber and charcoal shapes, the studio’s showreel still',
  ),
};

export const digitalAgencyStats: readonly CounterItem[] = [
  { value: 140, suffix: '+', label: 'Products shipped' },
  { value: 12, label: 'Design awards this year' },
  { value: 38, suffix: 'M', label: 'Monthly users of our work' },
  { value: 9, label: 'Years in business' },
];

export const digitalAgencyWork: readonly PortfolioProject[] = [
  demoProject({
    id: 1,
    slug: 'tidal-banking-app',
    title: 'Tidal',
    client: 'Tidal Bank',
    categories: ['web'],
    summary: 'A mobile bank app that explains every fee before you pay it.',
    images: ['/artwork/abstract-12-800x800.svg', '/artwork/pattern-12-800x800.svg'],
    alt: 'Tidal banking app screens on amber',
  }),
  demoProject({
    id: 2,
    slug: 'ferro-cycles-store',
    title: 'Ferro Cycles',
    client: 'Ferro',
    categories: ['web', 'photography'],
    summary: 'A commerce site where each bike is built in 3D as you pick parts.',
    images: ['/artwork/abstract-20-800x800.svg', '/artwork/pattern-20-800x800.svg'],
    alt: 'Ferro Cycles configurator',
  }),
  demoProject({
    id: 3,
    slug: 'salt-and-sound-festival',
    title: 'Salt & Sound',
    client: 'Salt & Sound Festival',
    categories: ['branding'],
    summary: 'An identity and a ticket app for a three-day coastal festival.',
    images: ['/artwork/abstract-28-800x800.svg', '/artwork/pattern-28-800x800.svg'],
    alt: 'Salt & Sound festival identity',
  }),
  demoProject({
    id: 4,
    slug: 'orbit-learning',
    title: 'Orbit',
    client: 'Orbit Learning',
    categories: ['web'],
    summary: 'A maths platform for teenagers, with lessons that feel like games.',
    images: ['/artwork/abstract-44-800x800.svg', '/artwork/pattern-44-800x800.svg'],
    alt: 'Orbit learning platform lesson map',
  }),
  demoProject({
    id: 5,
    slug: 'nori-kitchen-packaging',
    title: 'Nori Kitchen',
    client: 'Nori Kitchen',
    categories: ['packaging', 'branding'],
    summary: 'Packaging and an ordering app for a ramen chain of eleven kitchens.',
    images: ['/artwork/abstract-52-800x800.svg', '/artwork/pattern-52-800x800.svg'],
    alt: 'Nori Kitchen ramen packaging',
  }),
  demoProject({
    id: 6,
    slug: 'atlas-museum-guide',
    title: 'Atlas Museum',
    client: 'Atlas Museum of Maps',
    categories: ['web', 'print'],
    summary: 'An audio guide and print map that share one design system.',
    images: ['/artwork/abstract-60-800x800.svg', '/artwork/pattern-60-800x800.svg'],
    alt: 'Atlas Museum audio guide',
  }),
];

export const digitalAgencyServicesHeading: HeadingData = {
  eyebrow: 'Capabilities',
  title: 'One team from first sketch to the store listing',
};

export const digitalAgencyServices: readonly FeatureItem[] = [
  {
    icon: 'target',
    title: 'Product strategy',
    content: 'Research sprints and prototypes that find the one feature people will pay for.',
  },
  {
    icon: 'pen',
    title: 'Interface and motion',
    content: 'Design systems with motion built in, documented so your team can extend them.',
  },
  {
    icon: 'code',
    title: 'Engineering',
    content: 'Native apps, web platforms and the APIs behind them, tested and monitored.',
  },
  {
    icon: 'megaphone',
    title: 'Launch campaigns',
    content: 'Interactive sites and short films that give a new product its first million visits.',
  },
];

export const digitalAgencyClients: readonly Client[] = [
  { id: 1, name: 'Tidal Bank', logo: logo('/artwork/logo-164-240x96.svg', 'Tidal Bank') },
  { id: 2, name: 'Ferro', logo: logo('/artwork/logo-172-240x96.svg', 'Ferro') },
  { id: 3, name: 'Orbit Learning', logo: logo('/artwork/logo-180-240x96.svg', 'Orbit Learning') },
  { id: 4, name: 'Nori Kitchen', logo: logo('/artwork/logo-188-240x96.svg', 'Nori Kitchen') },
  { id: 5, name: 'Salt & Sound', logo: logo('/artwork/logo-196-240x96.svg', 'Salt & Sound') },
  {
    id: 6,
    name: 'Atlas Museum of Maps',
    logo: logo('/artwork/logo-204-240x96.svg', 'Atlas Museum of Maps'),
  },
];

export const digitalAgencyQuotes: readonly Testimonial[] = [
  {
    id: 1,
    quote:
      'Kiln shipped our app in fourteen weeks and it still has the best reviews in the category. They argue for the user in every meeting.',
    name: 'Beatriz Lobo',
    role: 'Chief Product Officer, Tidal Bank',
    avatar: avatar('/artwork/avatar-84-160x160.svg'),
    rating: 5,
  },
  {
    id: 2,
    quote:
      'Our configurator doubled average order value. More importantly, people share their builds: we get free marketing every day.',
    name: 'Callum Reid',
    role: 'Founder, Ferro Cycles',
    avatar: avatar('/artwork/avatar-92-160x160.svg'),
    rating: 5,
  },
  {
    id: 3,
    quote:
      'Eleven kitchens, one brand that finally feels like us. The ordering app paid for the whole project in five months.',
    name: 'Aiko Tanaka',
    role: 'Owner, Nori Kitchen',
    avatar: avatar('/artwork/avatar-100-160x160.svg'),
    rating: 5,
  },
];

export const digitalAgencyCta: CallToActionData = {
  eyebrow: 'Next intake: March',
  title: 'Have something worth building? Show us the napkin sketch.',
  lead: 'We take on four new products a quarter. Send two paragraphs and we reply within a week with questions, a team and a rough timeline.',
  action: { kind: 'link', label: 'Start a project', href: '/page/contact-modern' },
  image: art('/artwork/abstract-68-1600x700.svg', ''),
};
