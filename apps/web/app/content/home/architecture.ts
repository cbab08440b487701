import type { AboutData } from '~/components/sections/about/about-image.tsx';
import type { CallToActionData } from '~/components/sections/call-to-action/call-to-action.tsx';
import type { Client } from '~/components/sections/clients/client-logo.tsx';
import type { HeroSlide } from '~/components/sections/hero/hero-slider.tsx';
import type {
  PortfolioCategoryTitles,
  PortfolioProject,
} from '~/components/sections/portfolio/portfolio-data.ts';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import type { CounterItem, HeadingData, ProcessStep } from '~/content/types.ts';
import { art, demoProject, logo, type DemoProjectRow } from '~/content/home-art.ts';
import type { DemoPostCard } from '~/content/home-posts.ts';
import demo from '~/content/demos/architecture.ts';

/** Its theme: made from its recipe (content/demos/architecture.ts). */
export const theme: DemoTheme = demo.theme;

export const archSlides: readonly HeroSlide[] = [
  {
    eyebrow: 'Graft Architects · Rotterdam and Leeds',
    title: 'We build on what is already there',
    lead: 'Libraries, schools and workshops made from the bones of old buildings: less demolition, more character, lower carbon.',
    primary: { label: 'Selected work', href: '#work' },
    secondary: { label: 'About the practice', href: '#about' },
    image: art(
      '/artwork/architecture-building-401-1920x1080.svg',
      'A row of concrete and glass buildings against a grey evening sky',
    ),
  },
  {
    eyebrow: 'Kade Library, 2025',
    title: 'A grain silo turned reading room',
    lead: 'Twelve storage cells became a stacked library with a roof garden open to the whole harbour district.',
    primary: { label: 'See the project', href: '#work' },
    image: art(
      '/artwork/architecture-building-402-1920x1080.svg',
      'Tall silo towers converted into a library, lit from within',
    ),
  },
  {
    eyebrow: 'Weaver’s Yard, 2024',
    title: 'Fifty homes inside a cotton mill',
    lead: 'Deep floors, cast-iron columns and a new courtyard cut through the middle to bring daylight to every flat.',
    primary: { label: 'See the project', href: '#work' },
    image: art(
      '/artwork/architecture-room-403-1920x1080.svg',
      'A bright flat under the cast-iron columns of a former mill',
    ),
  },
];

export const archAbout: AboutData = {
  eyebrow: 'The practice',
  title: 'Twenty-eight people who would rather repair than replace',
  lead: 'Graft started in a borrowed workshop in 1997 with one school extension. We now work across the Netherlands and the north of England, and every project starts with a survey of what can stay.',
  points: [
    'Whole-life carbon counted on every project',
    'Partners who draw, not only manage',
    'Public buildings open to visitors every September',
  ],
  image: art(
    '/artwork/architecture-workspace-404-640x560.svg',
    'The studio’s model table with card models of a library',
  ),
  badge: { value: 'Since 1997', label: 'Designing for reuse' },
  action: { label: 'Our approach', href: '#approach' },
};

export const archNumbers: readonly CounterItem[] = [
  { value: 140, label: 'Buildings completed' },
  { value: 62, suffix: '%', label: 'Of them reused, not rebuilt' },
  { value: 18, label: 'National design awards' },
  { value: 28, label: 'Architects and makers' },
];

export const approachHeading: HeadingData = {
  eyebrow: 'Approach',
  title: 'Three questions before we draw a line',
};

export const approach: readonly ProcessStep[] = [
  {
    title: 'What can stay?',
    content: 'A structural and material survey of the site, down to the reusable bricks and beams.',
  },
  {
    title: 'Who will use it?',
    content: 'Weeks on site with the people who will work, learn or live in the building.',
  },
  {
    title: 'What does it cost the planet?',
    content:
      'Carbon for every option, priced beside the budget from the first sketch, and materials a stranger can repair in fifty years.',
  },
];

/** The practice's project types, shown on each slide (the portfolio's category keys, renamed). */
export const archCategoryTitles: PortfolioCategoryTitles = {
  branding: 'Civic',
  web: 'Housing',
  photography: 'Culture',
  print: 'Education',
  packaging: 'Workplace',
};

/** The practice's projects: the hover picture is the building inside. */
const project = (row: DemoProjectRow) => demoProject({ ...row, hoverAlt: `${row.alt}, inside` });

export const archWork: readonly PortfolioProject[] = [
  project({
    id: 1,
    title: 'Northlight Observatory',
    client: 'Northlight Public Observatory',
    categories: ['photography'],
    year: 2026,
    summary:
      'A 1908 dome restored, with a dark new gallery for a century of glass-plate star photographs.',
    images: [
      '/artwork/architecture-building-411-960x640.svg',
      '/artwork/architecture-room-412-960x640.svg',
    ],
    alt: 'The observatory dome above its new gallery wing',
    caseStudy: 3,
  }),
  project({
    id: 2,
    title: 'Halden Ferries',
    client: 'Halden Ferry Company',
    categories: ['branding'],
    year: 2026,
    summary:
      'Six piers and a terminal rebuilt around one wayfinding system, readable in a sea mist.',
    images: [
      '/artwork/architecture-building-413-960x640.svg',
      '/artwork/architecture-room-414-960x640.svg',
    ],
    alt: 'A ferry terminal canopy over numbered piers',
    caseStudy: 1,
  }),
  project({
    id: 3,
    title: 'Kade Library',
    client: 'City of Rotterdam',
    categories: ['branding', 'print'],
    year: 2025,
    summary: 'A harbour grain silo turned into twelve floors of reading rooms and a public roof.',
    images: [
      '/artwork/architecture-building-415-960x640.svg',
      '/artwork/architecture-room-416-960x640.svg',
    ],
    alt: 'Library windows cut into the silo walls',
  }),
  project({
    id: 4,
    title: 'Weaver’s Yard',
    client: 'Calder Housing Co-operative',
    categories: ['web'],
    year: 2024,
    summary:
      'Fifty co-operative homes in a listed cotton mill, around a courtyard cut into its heart.',
    images: [
      '/artwork/architecture-building-417-960x640.svg',
      '/artwork/architecture-room-418-960x640.svg',
    ],
    alt: 'The mill’s brick front with new steel balconies',
  }),
  project({
    id: 5,
    title: 'Ironworks Studios',
    client: 'Brammer Makers Trust',
    categories: ['packaging'],
    year: 2023,
    summary:
      'Forty affordable workshops for makers in a foundry shed, with the cranes left working.',
    images: [
      '/artwork/architecture-building-419-960x640.svg',
      '/artwork/architecture-room-420-960x640.svg',
    ],
    alt: 'Workshops under the roof trusses of a foundry',
  }),
];

export const archClients: readonly Client[] = [
  {
    id: 1,
    name: 'City of Rotterdam',
    logo: logo('/artwork/architecture-logo-421-240x96.svg', 'City of Rotterdam'),
  },
  {
    id: 2,
    name: 'Calder Housing Co-operative',
    logo: logo('/artwork/architecture-logo-422-240x96.svg', 'Calder Housing Co-operative'),
  },
  {
    id: 3,
    name: 'Northlight Public Observatory',
    logo: logo('/artwork/architecture-logo-423-240x96.svg', 'Northlight Public Observatory'),
  },
  {
    id: 4,
    name: 'Brammer Makers Trust',
    logo: logo('/artwork/architecture-logo-424-240x96.svg', 'Brammer Makers Trust'),
  },
  {
    id: 5,
    name: 'Halden Ferry Company',
    logo: logo('/artwork/architecture-logo-425-240x96.svg', 'Halden Ferry Company'),
  },
  {
    id: 6,
    name: 'Leeds Schools Trust',
    logo: logo('/artwork/architecture-logo-426-240x96.svg', 'Leeds Schools Trust'),
  },
];

export const notesHeading: HeadingData = {
  eyebrow: 'Notes',
  title: 'From the drawing table',
};

/** Sample posts as this demo's cards (resolved by the part that shows them: `demoPosts`). */
export const notes: readonly DemoPostCard[] = [
  {
    id: 17,
    img: art('/artwork/architecture-building-431-960x640.svg', 'Light and shadow on a facade'),
    blogType: 'metro',
    double_col: true,
  },
  {
    id: 15,
    img: art('/artwork/architecture-city-432-640x640.svg', 'Tiled houses on a steep street'),
    blogType: 'metro',
  },
  {
    id: 11,
    img: art('/artwork/architecture-pattern-433-640x640.svg', 'A grid of lettering samples'),
    blogType: 'metro',
  },
  {
    id: 12,
    img: art('/artwork/architecture-workspace-435-960x640.svg', 'A drawing desk with a laptop'),
    blogType: 'metro',
    double_col: true,
  },
];

export const archCta: CallToActionData = {
  eyebrow: 'Have a building with a past?',
  title: 'Send us the address before you send the bulldozer',
  lead: 'A partner will visit, walk the building with you and tell you honestly what it could become.',
  action: { kind: 'link', label: 'Book a site visit', href: '/page/contact-classic' },
  image: art(
    '/artwork/architecture-city-434-1600x700.svg',
    'An old warehouse at dusk, scaffolding on its gable',
  ),
};
