import type { AboutData } from '~/components/sections/about/about-image.tsx';
import type { CallToActionData } from '~/components/sections/call-to-action/call-to-action.tsx';
import type { HeroData } from '~/components/sections/hero/hero.tsx';
import type { ParallaxData } from '~/components/sections/parallax/parallax-banner.tsx';
import type { TeamMember } from '~/components/sections/team/team-card.tsx';
import { artImage } from '~/lib/artwork.ts';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import type { BlogPost, CounterItem, HeadingData } from '../types.ts';
import { linkedToSamplePosts } from '~/content/sample-post-links.ts';
import demo from '~/content/demos/consulting.ts';

/** Its theme: made from its recipe (content/demos/consulting.ts). */
export const theme: DemoTheme = demo.theme;

const art = artImage;

export const hero: HeroData = {
  eyebrow: 'Strategy & operations advisory',
  title: 'Clear decisions for organisations that cannot afford to guess',
  lead: 'Hartwell & Vance helps boards and leadership teams choose where to compete, fix what slows them down and carry the plan through to the numbers.',
  primary: { label: 'Book an advisory session', href: '#cta' },
  secondary: { label: 'How we work', href: '#approach' },
  image: art(
    '/artwork/consulting-city-41-1600x900.svg',
    'A city skyline at dusk in bronze and navy',
  ),
};

export const about: AboutData = {
  eyebrow: 'The firm',
  title: 'Senior advisers, small teams and a bias for implementation',
  lead: 'Every engagement is led by a partner who stays on it until the last milestone. We would rather leave a working plan behind than a thick report.',
  points: [
    'Partner-led from diagnosis to delivery',
    'Fixed scope and fee agreed before we start',
    'Independent: no software or staffing to sell you',
  ],
  image: art(
    '/artwork/consulting-interior-42-640x560.svg',
    'A quiet boardroom with a long walnut table',
  ),
  badge: { value: '27', label: 'Years advising boards' },
  action: { label: 'Meet the partners', href: '#partners' },
};

export const approachHeading: HeadingData = {
  eyebrow: 'Why clients return',
  title: 'An approach built for the hard part: making change stick',
  lead: 'Most strategies fail in execution. Ours are written with the people who will carry them out.',
};

export const approach = [
  {
    id: 'diagnosis',
    title: 'A diagnosis grounded in your own data',
    content:
      'We start with four weeks inside the business: ledgers, customer records and the people closest to the work. Opinions come after the evidence.',
  },
  {
    id: 'options',
    title: 'Options priced before they are recommended',
    content:
      'Every path we put in front of the board carries its cost, its risk and the capability it needs, so the choice is made with open eyes.',
  },
  {
    id: 'delivery',
    title: 'Delivery offices that outlast our engagement',
    content:
      'We set up a small transformation office run by your managers, train them in its rhythm and step back once the first results are in.',
  },
  {
    id: 'measure',
    title: 'Outcomes measured against a baseline',
    content:
      'Margin, cycle time, retention: we agree the measures at the start and report against them every month until the programme closes.',
  },
] as const;

export const approachImage = art(
  '/artwork/consulting-workspace-43-640x720.svg',
  'Two advisers reviewing charts at a standing desk',
);

export const results: readonly CounterItem[] = [
  { value: 340, suffix: '+', label: 'Engagements delivered' },
  { value: 18, suffix: '%', label: 'Average margin uplift' },
  { value: 92, suffix: '%', label: 'Clients who hire us again' },
  { value: 14, label: 'Industries served' },
];

export const partnersHeading: HeadingData = {
  eyebrow: 'Partners',
  title: 'The people who will sit across the table from you',
};

export const partners: readonly TeamMember[] = [
  {
    id: 1,
    img: art('/artwork/consulting-portrait-44-400x480.svg', 'Portrait of Eleanor Hartwell'),
    name: 'Eleanor Hartwell',
    designation: 'Managing partner',
    description: 'Twenty years restructuring industrial groups across Europe.',
  },
  {
    id: 2,
    img: art('/artwork/consulting-portrait-45-400x480.svg', 'Portrait of Marcus Vance'),
    name: 'Marcus Vance',
    designation: 'Partner, operations',
    description: 'Former COO who rebuilt supply chains for two listed retailers.',
  },
  {
    id: 3,
    img: art('/artwork/consulting-portrait-46-400x480.svg', 'Portrait of Amara Osei'),
    name: 'Amara Osei',
    designation: 'Partner, finance',
    description: 'Leads our capital allocation and pricing practice.',
  },
  {
    id: 4,
    img: art('/artwork/consulting-portrait-47-400x480.svg', 'Portrait of Julien Marchetti'),
    name: 'Julien Marchetti',
    designation: 'Partner, people',
    description: 'Designs operating models that managers actually adopt.',
  },
];

export const banner: ParallaxData = {
  eyebrow: 'Board retreats',
  title: 'Three days away from the office can set the next five years',
  text: 'We design and facilitate strategy retreats for leadership teams: the pre-reads, the hard questions and a one-page plan everyone signs before they leave.',
  image: art('/artwork/consulting-landscape-48-1600x900.svg', 'Hills above a lake at first light'),
  cta: { label: 'Plan a retreat', to: '#cta' },
};

export const insightsHeading: HeadingData = {
  eyebrow: 'Insights',
  title: 'Notes from the boardroom',
};

export const insights: readonly BlogPost[] = linkedToSamplePosts([
  {
    id: 9101,
    category: ['Strategy'],
    blogType: 'clean',
    tags: ['strategy'],
    img: art('/artwork/consulting-abstract-49-640x420.svg', 'Layered bronze shapes'),
    title: 'Why most five-year plans are really one-year plans in disguise',
    content:
      'A plan that cannot say what stops in year one is a wish list. How to write the first page of a strategy so it changes next quarter’s budget.',
    author: 1,
    likes: 48,
    comments: 6,
    date: '2026-10-14',
  },
  {
    id: 9102,
    category: ['Operations'],
    blogType: 'clean',
    tags: ['operations'],
    img: art('/artwork/consulting-city-50-640x420.svg', 'Warehouses at night'),
    title: 'The hidden cost of approvals: a cycle-time audit in four steps',
    content:
      'In one distribution business, a purchase needed eleven signatures. We show how to map decisions, not processes, and where the days go.',
    author: 2,
    likes: 35,
    comments: 4,
    date: '2026-09-22',
  },
  {
    id: 9103,
    category: ['Finance'],
    blogType: 'clean',
    tags: ['pricing'],
    img: art('/artwork/consulting-pattern-51-640x420.svg', 'A grid of bronze dots'),
    title: 'Pricing is the strategy nobody owns',
    content:
      'Sales sets discounts, finance sets targets and marketing sets list prices. Giving pricing one owner was worth four margin points to a client.',
    author: 3,
    likes: 52,
    comments: 9,
    date: '2026-08-30',
  },
]);

export const cta: CallToActionData = {
  eyebrow: 'First conversation',
  title: 'Tell us the decision keeping you up at night',
  lead: 'A partner will call you within two working days for a confidential, no-fee first session.',
  action: { kind: 'link', label: 'Request a call', href: '/page/contact-classic' },
};
