import type { Client } from '~/components/sections/clients/client-logo.tsx';
import type { CallToActionData } from '~/components/sections/call-to-action/call-to-action.tsx';
import type { HeroData } from '~/components/sections/hero/hero.tsx';
import type { Testimonial } from '~/components/sections/testimonials/testimonial-card.tsx';
import { artImage as art } from '~/lib/artwork.ts';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import type { PortfolioProject } from '../portfolio.ts';
import type { BlogPost, CounterItem, HeadingData, SlideItem } from '../types.ts';
import { linkedToSamplePosts } from '~/content/sample-post-links.ts';
import demo from '~/content/demos/creative-agency.ts';

/** Its theme: made from its recipe (content/demos/creative-agency.ts). */
export const theme: DemoTheme = demo.theme;

export const hero: HeroData = {
  eyebrow: 'Ember & Oak, creative studio',
  title: 'Ideas with heat, made by hand',
  lead: 'Campaigns, films and printed things for brands that would rather be remembered than merely seen.',
  primary: { label: 'See the wall', href: '#work' },
  secondary: { label: 'What we make', href: '#capabilities' },
  image: art(
    '/artwork/creative-agency-abstract-81-1200x640.svg',
    'Layered orange and blue shapes like cut paper',
  ),
};

export const workHeading: HeadingData = {
  eyebrow: 'The wall',
  title: 'Work we are still proud of on a Monday',
};

export const work: readonly PortfolioProject[] = [
  {
    id: 1,
    slug: 'salt-and-smoke',
    title: 'Salt & Smoke',
    client: 'Salt & Smoke Kitchens',
    categories: ['branding', 'packaging'],
    year: 2026,
    summary: 'A smokehouse identity cut from linocuts.',
    img: art(
      '/artwork/creative-agency-food-82-600x760.svg',
      'Salt & Smoke labels on a wooden board',
    ),
    hoverImg: art('/artwork/creative-agency-pattern-83-600x760.svg', 'Salt & Smoke pattern'),
  },
  {
    id: 2,
    slug: 'night-ferry',
    title: 'Night Ferry',
    client: 'Baltic Lines',
    categories: ['photography'],
    year: 2026,
    summary: 'A poster series for an overnight crossing.',
    img: art('/artwork/creative-agency-landscape-84-600x420.svg', 'A ferry crossing a bay at dusk'),
    hoverImg: art('/artwork/creative-agency-abstract-85-600x420.svg', 'Night Ferry poster detail'),
  },
  {
    id: 3,
    slug: 'field-notes-festival',
    title: 'Field Notes Festival',
    client: 'Field Notes',
    categories: ['print'],
    year: 2025,
    summary: 'Programme, signage and wristbands for 30,000 guests.',
    img: art('/artwork/creative-agency-pattern-86-600x600.svg', 'Festival programme pages'),
    hoverImg: art('/artwork/creative-agency-abstract-87-600x600.svg', 'Festival signage'),
  },
  {
    id: 4,
    slug: 'clay-republic',
    title: 'Clay Republic',
    client: 'Clay Republic',
    categories: ['branding'],
    year: 2025,
    summary: 'A ceramics brand that sounds like its kilns.',
    img: art('/artwork/creative-agency-product-88-600x700.svg', 'Clay Republic vases'),
    hoverImg: art('/artwork/creative-agency-interior-89-600x700.svg', 'Clay Republic studio'),
  },
  {
    id: 5,
    slug: 'lantern-coffee',
    title: 'Lantern Coffee',
    client: 'Lantern',
    categories: ['packaging'],
    year: 2025,
    summary: 'Bags that glow on a dim café shelf.',
    img: art('/artwork/creative-agency-product-90-600x460.svg', 'Lantern Coffee bags'),
    hoverImg: art('/artwork/creative-agency-pattern-91-600x460.svg', 'Lantern Coffee pattern'),
  },
  {
    id: 6,
    slug: 'open-water',
    title: 'Open Water',
    client: 'Swim Wild Trust',
    categories: ['photography', 'print'],
    year: 2024,
    summary: 'A charity campaign shot at six in the morning.',
    img: art('/artwork/creative-agency-landscape-92-600x640.svg', 'A lake swimmer at sunrise'),
    hoverImg: art('/artwork/creative-agency-abstract-93-600x640.svg', 'Open Water campaign poster'),
  },
];

export const clientsHeading: HeadingData = {
  eyebrow: 'In good company',
  title: 'Brands that trusted us with a blank page',
};

export const clients: readonly Client[] = [
  'Baltic Lines',
  'Field Notes',
  'Clay Republic',
  'Lantern',
  'Swim Wild Trust',
  'Salt & Smoke',
].map((name, i) => ({
  id: i + 1,
  name,
  logo: art(
    [
      '/artwork/creative-agency-logo-94-200x80.svg',
      '/artwork/creative-agency-logo-95-200x80.svg',
      '/artwork/creative-agency-logo-96-200x80.svg',
      '/artwork/creative-agency-logo-97-200x80.svg',
      '/artwork/creative-agency-logo-98-200x80.svg',
      '/artwork/creative-agency-logo-99-200x80.svg',
    ][i] as string,
    `${name} logo`,
  ),
}));

export const capabilitiesHeading: HeadingData = {
  eyebrow: 'Capabilities',
  title: 'Four rooms in one studio',
};

export const capabilities: readonly SlideItem[] = [
  {
    subtitle: 'Campaigns',
    title: 'Big ideas that travel across every channel',
    img: art('/artwork/creative-agency-city-100-480x600.svg', 'Billboards on a brick wall'),
    btnTitle: 'Campaign work',
    btnLink: '#work',
  },
  {
    subtitle: 'Film',
    title: 'Short films shot in-house, edited overnight',
    img: art('/artwork/creative-agency-landscape-101-480x600.svg', 'A film set in a field'),
    btnTitle: 'Film work',
    btnLink: '#work',
  },
  {
    subtitle: 'Print',
    title: 'Posters, books and things you can hold',
    img: art('/artwork/creative-agency-pattern-102-480x600.svg', 'A stack of risograph prints'),
    btnTitle: 'Print work',
    btnLink: '#work',
  },
  {
    subtitle: 'Packaging',
    title: 'Shelves where your product is the loudest',
    img: art('/artwork/creative-agency-product-103-480x600.svg', 'Boxes and jars on a shelf'),
    btnTitle: 'Packaging work',
    btnLink: '#work',
  },
];

export const numbers: readonly CounterItem[] = [
  { value: 16, label: 'Makers in the studio' },
  { value: 48, label: 'Awards, mostly for print' },
  { value: 9, label: 'Years on Dock Street' },
];

export const praiseHeading: HeadingData = {
  eyebrow: 'Kind words',
  title: 'From the other side of the brief',
};

export const praise: readonly Testimonial[] = [
  {
    id: 1,
    title: 'They made us brave',
    quote: 'We asked for a poster. We got a campaign that our own staff hang at home.',
    name: 'Ines Albrecht',
    role: 'Marketing director, Baltic Lines',
    avatar: art('/artwork/creative-agency-avatar-104-96x96.svg', 'Ines Albrecht'),
    rating: 5,
  },
  {
    id: 2,
    title: 'Craft you can feel',
    quote: 'Every label was printed, torn and reprinted before it went near a factory.',
    name: 'Dev Patel',
    role: 'Founder, Lantern Coffee',
    avatar: art('/artwork/creative-agency-avatar-105-96x96.svg', 'Dev Patel'),
    rating: 5,
  },
];

export const journalHeading: HeadingData = { eyebrow: 'Journal', title: 'Studio diary' };

export const journal: readonly BlogPost[] = linkedToSamplePosts([
  {
    id: 9301,
    category: ['Process'],
    blogType: 'metro',
    tags: ['print'],
    img: art('/artwork/creative-agency-pattern-106-800x600.svg', 'Ink rollers on a press'),
    title: 'A week on the risograph: what cheap print taught us about colour',
    content: 'Two drums, four inks and a lot of misregistration we learned to love.',
    author: 7,
    likes: 58,
    comments: 7,
    date: '2026-10-09',
    double_col: true,
  },
  {
    id: 9302,
    category: ['Film'],
    blogType: 'metro',
    tags: ['film'],
    img: art('/artwork/creative-agency-landscape-107-600x600.svg', 'A camera on a tripod at dawn'),
    title: 'Shooting at blue hour on a budget',
    content: 'Forty minutes of light, one camera and a very patient swimmer.',
    author: 8,
    likes: 33,
    comments: 2,
    date: '2026-09-12',
  },
  {
    id: 9303,
    category: ['Studio'],
    blogType: 'metro',
    tags: ['culture'],
    img: art('/artwork/creative-agency-interior-108-600x600.svg', 'The studio’s long table'),
    title: 'Why we still present work on paper',
    content: 'Screens flatten ideas. Pinning prints to a wall starts better arguments.',
    author: 9,
    likes: 29,
    comments: 4,
    date: '2026-08-21',
  },
]);

export const cta: CallToActionData = {
  eyebrow: 'Got a brief, or half of one?',
  title: 'Bring it to Dock Street, the kettle is on',
  lead: 'Tell us what you are making and when it has to exist. We reply to every brief within a day.',
  action: { kind: 'link', label: 'Send a brief', href: '/page/contact-simple' },
};
