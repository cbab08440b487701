import type { HeroData } from '~/components/sections/hero/hero.tsx';
import type { RouteGroup } from '~/site-map/index.ts';
import type { HeadingData } from './types.ts';

/** Copy of the template's own landing page (`/`). */

export const landingHero: HeroData = {
  eyebrow: 'Multi-purpose website template',
  title: 'Contrail: one section library, every kind of website',
  lead: 'Home demos for startups, agencies, shops and blogs, built from typed React sections that re-theme with a few design tokens. Fast, accessible and ready to ship.',
  primary: { label: 'Browse home demos', href: '#demos' },
  secondary: { label: 'Aircraft parts', href: '#parts' },
  image: {
    src: '/artwork/demo-7-960x600.svg',
    alt: 'A preview of a Contrail home page with a hero, cards and a call to action',
    width: 960,
    height: 600,
  },
};

export const demosHeading: HeadingData = {
  eyebrow: 'Home demos',
  title: 'Start from a finished home page',
  lead: 'Each demo is a short page that composes the same sections with its own theme.',
};

export const familiesHeading: HeadingData = {
  eyebrow: 'Section library',
  title: 'Every block, in every style',
  lead: 'Sections take variant props instead of being copied, so one fix improves every page.',
};

/** The groups shown as section families, with a line about each. */
export const sectionFamilies: ReadonlyArray<{ group: RouteGroup; blurb: string }> = [
  {
    group: 'elements',
    blurb: 'Counters, pricing tables, sliders, forms and more, each in several styles.',
  },
  { group: 'headers', blurb: 'Sticky, transparent, centred and side menus with mega-menus.' },
  { group: 'footers', blurb: 'Link columns, newsletters and social links in many layouts.' },
  { group: 'page-title', blurb: 'Title bars with breadcrumbs, aligned and toned as you like.' },
  { group: 'blog', blurb: 'Grids, masonry and classic lists of posts.' },
  { group: 'portfolio', blurb: 'Project galleries from classic grids to metro layouts.' },
  { group: 'shop', blurb: 'Product lists, cart and checkout pages.' },
  { group: 'pages', blurb: 'About, services, contact, FAQ and more inner pages.' },
];

export const partsHeading: HeadingData = {
  eyebrow: 'Aircraft parts',
  title: 'A real parts catalogue inside the template',
  lead: 'Owners and mechanics find parts by aircraft line, model and assembly, or by a part number with a typo, keep a parts cart and send one inquiry to the parts desk.',
};

export const partsLinks: ReadonlyArray<{ href: string; label: string; blurb: string }> = [
  {
    href: '/parts',
    label: 'Parts catalogue',
    blurb: 'Browse models and assemblies, search and inquire.',
  },
  { href: '/husky', label: 'Husky', blurb: 'Parts for the two-seat backcountry tail-dragger.' },
  { href: '/pitts', label: 'Pitts', blurb: 'Parts for the aerobatic biplanes.' },
  { href: '/eagle', label: 'Eagle', blurb: 'Parts for the kit-built biplanes.' },
];
