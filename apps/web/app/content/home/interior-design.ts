import type { AboutData } from '~/components/sections/about/about-image.tsx';
import type { CallToActionData } from '~/components/sections/call-to-action/call-to-action.tsx';
import type { FancyTextBoxItem } from '~/components/sections/fancy-text-box/fancy-text-boxes.tsx';
import type { HeroStatementData } from '~/components/sections/hero/hero-statement.tsx';
import type {
  PortfolioCategoryTitles,
  PortfolioFilterItem,
  PortfolioProject,
} from '~/components/sections/portfolio/portfolio-data.ts';
import type { Testimonial } from '~/components/sections/testimonials/testimonial-card.tsx';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import type { CounterItem, HeadingData } from '~/content/types.ts';
import { art, avatar, demoProject, type DemoProjectRow } from '~/content/home-art.ts';
import type { DemoPostCard } from '~/content/home-posts.ts';
import demo from '~/content/demos/interior-design.ts';

/** Its theme: made from its recipe (content/demos/interior-design.ts). */
export const theme: DemoTheme = demo.theme;

export const interiorHero: HeroStatementData = {
  eyebrow: 'Hollis & Rye · Interiors, Edinburgh',
  statement: {
    before: 'Rooms that feel',
    words: ['unhurried', 'lived-in', 'like yours'],
    after: '.',
  },
  lead: 'We design homes, small hotels and restaurants around the way people actually sit, cook, read and gather, then see every room through to the last lamp.',
  primary: { label: 'See our rooms', href: '#rooms' },
  secondary: { label: 'Book a consultation', href: '#consult' },
  image: art(
    '/artwork/interior-design-room-501-1680x640.svg',
    'A living room in warm plaster tones with a low oak table and a brass lamp',
  ),
};

export const interiorAbout: AboutData = {
  eyebrow: 'The studio',
  title: 'Two designers, one joiner and a very long sample table',
  lead: 'Isla Hollis and Marcus Rye opened the studio in a former bookbinder’s in 2011. We take on twelve projects a year, so each client works with the same two people from the first sketch to the final cushion.',
  points: [
    'Joinery drawn and built in-house',
    'Makers within a day’s drive',
    'A fixed fee, agreed before we start',
  ],
  image: art(
    '/artwork/interior-design-interior-502-640x560.svg',
    'The studio’s sample table with fabric swatches and timber offcuts',
  ),
  badge: { value: '14 years', label: 'Of rooms people stay in' },
  action: { label: 'How we work', href: '#services' },
};

export const servicesHeading: HeadingData = {
  eyebrow: 'Services',
  title: 'From a single room to a whole hotel',
};

export const services: readonly FancyTextBoxItem[] = [
  {
    icon: 'pen',
    mark: '01',
    title: 'Room by room',
    text: 'A layout, a palette and a sourcing list for one room, ready for you or your builder to carry out.',
  },
  {
    icon: 'layers',
    mark: '02',
    title: 'Whole homes',
    text: 'Plans, lighting, joinery and furniture for renovations, managed with your architect on site.',
  },
  {
    icon: 'heart',
    mark: '03',
    title: 'Hospitality',
    text: 'Guest rooms, dining rooms and bars that wear well under a thousand guests a week.',
  },
  {
    icon: 'box',
    mark: '04',
    title: 'Made to order',
    text: 'Tables, shelving and upholstery drawn by us and built by our joiner in Leith.',
  },
];

export const interiorNumbers: readonly CounterItem[] = [
  { value: 186, label: 'Rooms finished' },
  { value: 12, label: 'Projects a year, no more' },
  { value: 34, label: 'Makers we work with' },
  { value: 9, label: 'Hotels and restaurants' },
];

/** The studio's kinds of room (the portfolio's category keys, renamed). */
export const interiorCategoryTitles: PortfolioCategoryTitles = {
  branding: 'Homes',
  web: 'Hospitality',
  photography: 'Retail',
  print: 'Kitchens',
  packaging: 'Workplaces',
};

export const interiorFilters: readonly PortfolioFilterItem[] = [
  { key: 'all', title: 'All rooms' },
  { key: 'branding', title: 'Homes' },
  { key: 'web', title: 'Hospitality' },
  { key: 'photography', title: 'Retail' },
];

/** A room: finished in 2024, 2025 or 2026 (by its number). */
const room = (row: DemoProjectRow) => demoProject({ year: 2026 - (row.id % 3), ...row });

export const interiorRooms: readonly PortfolioProject[] = [
  room({
    id: 1,
    title: 'Tidewater Market Hall',
    client: 'Tidewater Markets Trust',
    categories: ['photography', 'web'],
    summary:
      'A Victorian fish market fitted out for forty food traders, with stalls each trader can make their own.',
    images: [
      '/artwork/interior-design-room-511-720x560.svg',
      '/artwork/interior-design-product-512-720x560.svg',
    ],
    alt: 'Market stalls in oak and enamel under a glass roof',
    caseStudy: 4,
  }),
  room({
    id: 2,
    title: 'Marrow & Pine showroom',
    client: 'Marrow & Pine Workshop',
    categories: ['photography'],
    summary:
      'A furniture maker’s first showroom, lit like a living room so the chairs can be tried properly.',
    images: [
      '/artwork/interior-design-room-513-720x560.svg',
      '/artwork/interior-design-product-514-720x560.svg',
    ],
    alt: 'Chairs and a dining table in a softly lit showroom',
    caseStudy: 2,
  }),
  room({
    id: 3,
    title: 'Flat on Drummond Place',
    client: 'A private client',
    categories: ['branding', 'print'],
    summary:
      'A Georgian flat with a kitchen moved into the old drawing room and the library restored.',
    images: [
      '/artwork/interior-design-room-515-720x560.svg',
      '/artwork/interior-design-product-516-720x560.svg',
    ],
    alt: 'A Georgian drawing room turned into a kitchen',
  }),
  room({
    id: 4,
    title: 'The Granary Rooms',
    client: 'Granary Hotel, Perthshire',
    categories: ['web'],
    summary:
      'Eleven guest rooms in a farm granary: lime plaster, wool throws and beds set under the beams.',
    images: [
      '/artwork/interior-design-room-517-720x560.svg',
      '/artwork/interior-design-product-518-720x560.svg',
    ],
    alt: 'A guest room with a bed under timber beams',
  }),
  room({
    id: 5,
    title: 'Sorrel',
    client: 'Sorrel restaurant',
    categories: ['web'],
    summary: 'A forty-cover dining room in deep green, with banquettes built for long lunches.',
    images: [
      '/artwork/interior-design-room-519-720x560.svg',
      '/artwork/interior-design-product-520-720x560.svg',
    ],
    alt: 'Green banquettes along a restaurant wall',
  }),
  room({
    id: 6,
    title: 'Cottage at Elie',
    client: 'A private client',
    categories: ['branding'],
    summary:
      'A fisherman’s cottage opened up to the sea view, with built-in seats in every window.',
    images: [
      '/artwork/interior-design-room-521-720x560.svg',
      '/artwork/interior-design-product-522-720x560.svg',
    ],
    alt: 'A window seat looking out to the sea',
  }),
];

export const testimonialsHeading: HeadingData = {
  eyebrow: 'Clients',
  title: 'Letters we keep',
};

export const interiorQuotes: readonly Testimonial[] = [
  {
    id: 1,
    quote:
      'They spent a morning watching how we cook before drawing a single cupboard. It is the first kitchen we have had that nobody argues in.',
    name: 'Fiona and Ewan Gray',
    role: 'Drummond Place, Edinburgh',
    avatar: avatar('/artwork/interior-design-avatar-531-160x160.svg'),
    rating: 5,
  },
  {
    id: 2,
    quote:
      'Guests write about the rooms in their reviews before they mention the breakfast. Two winters in, nothing looks tired.',
    name: 'Alasdair Munro',
    role: 'Owner, Granary Hotel',
    avatar: avatar('/artwork/interior-design-avatar-532-160x160.svg'),
    rating: 5,
  },
  {
    id: 3,
    quote:
      'The fixed fee meant no nervous invoices. The banquettes alone have earned us an extra sitting on Saturdays.',
    name: 'Priya Ahluwalia',
    role: 'Chef-owner, Sorrel',
    avatar: avatar('/artwork/interior-design-avatar-533-160x160.svg'),
    rating: 5,
  },
];

export const journalHeading: HeadingData = {
  eyebrow: 'Journal',
  title: 'Notes from the sample table',
};

/** Sample posts as this demo's cards (resolved by the part that shows them: `demoPosts`). */
export const journal: readonly DemoPostCard[] = [
  {
    id: 22,
    img: art('/artwork/interior-design-room-541-640x420.svg', 'A small room in bold colours'),
    blogType: 'simple',
  },
  {
    id: 9,
    img: art('/artwork/interior-design-workspace-542-640x420.svg', 'A quiet desk by a window'),
    blogType: 'simple',
  },
  {
    id: 27,
    img: art('/artwork/interior-design-room-543-640x420.svg', 'A café corner with a bench'),
    blogType: 'simple',
  },
];

export const consultCta: CallToActionData = {
  eyebrow: 'First visit',
  title: 'Walk us through your rooms',
  lead: 'A designer visits for ninety minutes, listens, measures and leaves you with three ideas, for a fixed £180.',
  action: { kind: 'link', label: 'Book a consultation', href: '/page/contact-classic' },
};
