import type { Client } from '~/components/sections/clients/client-logo.tsx';
import type { CallToActionData } from '~/components/sections/call-to-action/call-to-action.tsx';
import type { HeroData } from '~/components/sections/hero/hero.tsx';
import { artImage as art } from '~/lib/artwork.ts';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import type { PortfolioProject } from '../portfolio.ts';
import type { BlogPost, HeadingData, IconItem, ProcessStep } from '../types.ts';
import { linkedToSamplePosts } from '~/content/sample-post-links.ts';
import demo from '~/content/demos/branding-agency.ts';

/** Its theme: made from its recipe (content/demos/branding-agency.ts). */
export const theme: DemoTheme = demo.theme;

export const hero: HeroData = {
  eyebrow: 'Marque, an identity studio',
  title: 'A name, a mark and a voice people recognise in the dark',
  lead: 'We build brand identities for companies at a turning point: a new market, a merger, a founder ready to hand over. One studio, one red pencil.',
  primary: { label: 'View identities', href: '#work' },
  secondary: { label: 'Our method', href: '#method' },
  image: art(
    '/artwork/branding-agency-abstract-111-720x560.svg',
    'A red circle cutting through black planes',
  ),
};

export const principlesHeading: HeadingData = {
  eyebrow: 'What we believe',
  title: 'Three principles, applied without exception',
};

export const principles: readonly IconItem[] = [
  {
    icon: 'target',
    title: 'Say one thing',
    content:
      'A brand that tries to mean everything is remembered for nothing. We find the one sentence first.',
  },
  {
    icon: 'pen',
    title: 'Draw it by hand',
    content:
      'Every mark starts on paper. Software comes in only when the idea survives a fat marker.',
  },
  {
    icon: 'layers',
    title: 'Build the system',
    content:
      'Logos are the smallest part. We deliver type, grids and rules a junior designer can follow.',
  },
];

export const workHeading: HeadingData = {
  eyebrow: 'Identities',
  title: 'Recent marks and the systems around them',
};

export const work: readonly PortfolioProject[] = [
  {
    id: 1,
    slug: 'halden-bank',
    title: 'Halden Bank',
    client: 'Halden',
    categories: ['branding'],
    year: 2026,
    summary: 'A regional bank after a merger.',
    img: art('/artwork/branding-agency-logo-112-600x450.svg', 'The Halden Bank mark'),
    hoverImg: art('/artwork/branding-agency-pattern-113-600x450.svg', 'Halden Bank pattern'),
  },
  {
    id: 2,
    slug: 'orrery-books',
    title: 'Orrery Books',
    client: 'Orrery',
    categories: ['print', 'branding'],
    year: 2026,
    summary: 'A publisher of translated fiction.',
    img: art('/artwork/branding-agency-abstract-114-500x640.svg', 'Orrery Books covers'),
    hoverImg: art('/artwork/branding-agency-pattern-115-500x640.svg', 'Orrery spine system'),
  },
  {
    id: 3,
    slug: 'vela-mobility',
    title: 'Vela Mobility',
    client: 'Vela',
    categories: ['branding', 'web'],
    year: 2025,
    summary: 'Electric scooters, named and shaped.',
    img: art('/artwork/branding-agency-city-116-600x420.svg', 'Vela scooters on a street'),
    hoverImg: art('/artwork/branding-agency-abstract-117-600x420.svg', 'Vela app icon'),
  },
  {
    id: 4,
    slug: 'stillwater-distillery',
    title: 'Stillwater Distillery',
    client: 'Stillwater',
    categories: ['packaging'],
    year: 2025,
    summary: 'A gin label engraved like a banknote.',
    img: art('/artwork/branding-agency-product-118-480x600.svg', 'A Stillwater gin bottle'),
    hoverImg: art('/artwork/branding-agency-pattern-119-480x600.svg', 'Stillwater engraving'),
  },
];

export const methodHeading: HeadingData = {
  eyebrow: 'Method',
  title: 'Twelve weeks, three rooms',
};

export const method: readonly ProcessStep[] = [
  {
    title: 'Listen & position',
    content:
      'Thirty interviews with customers, staff and the people who left, distilled into one page.',
  },
  {
    title: 'Express',
    content:
      'Name, mark, type and tone, tested on a shopfront, an invoice and a sixteen-pixel favicon.',
  },
  {
    title: 'Equip',
    content: 'A guideline site, templates and a day training your team to use them without us.',
  },
];

export const clientsHeading: HeadingData = {
  eyebrow: 'Clients',
  title: 'Companies that changed their name with us',
};

export const clients: readonly Client[] = [
  ['Halden', '/artwork/branding-agency-logo-120-200x80.svg'],
  ['Orrery', '/artwork/branding-agency-logo-121-200x80.svg'],
  ['Vela', '/artwork/branding-agency-logo-122-200x80.svg'],
  ['Stillwater', '/artwork/branding-agency-logo-123-200x80.svg'],
  ['Kestrel Air', '/artwork/branding-agency-logo-124-200x80.svg'],
].map(([name, src], i) => ({
  id: i + 1,
  name: name as string,
  logo: art(src as string, `${name} logo`),
}));

export const essaysHeading: HeadingData = {
  eyebrow: 'Essays',
  title: 'On names, marks and meaning',
};

export const essays: readonly BlogPost[] = linkedToSamplePosts([
  {
    id: 9401,
    category: ['Naming'],
    blogType: 'classic',
    tags: ['naming'],
    img: art('/artwork/branding-agency-pattern-125-800x450.svg', 'Letters scattered on a desk'),
    title: 'How we found a name in 400 candidates and one trademark search',
    content:
      'Most names die at the registry, not in the meeting room. Our shortlist rules, the linguistic checks and the domain we had to buy back.',
    author: 1,
    likes: 71,
    comments: 12,
    date: '2026-10-20',
  },
  {
    id: 9402,
    category: ['Identity'],
    blogType: 'classic',
    tags: ['logo'],
    img: art('/artwork/branding-agency-abstract-126-800x450.svg', 'A red mark on black paper'),
    title: 'A logo should work at sixteen pixels and on a truck',
    content:
      'Favicon first, fleet livery last: the sizes we test every mark at before it leaves the studio, and what fails most often.',
    author: 3,
    likes: 44,
    comments: 6,
    date: '2026-09-29',
  },
]);

export const cta: CallToActionData = {
  eyebrow: 'The Marque letter',
  title: 'One essay on identity, every second Thursday',
  lead: 'Short, opinionated and written by the studio. No news round-ups, no tracking pixels.',
  action: { kind: 'subscribe', buttonLabel: 'Subscribe' },
};
