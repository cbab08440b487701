import type { AboutData } from '~/components/sections/about/about-image.tsx';
import type { CallToActionData } from '~/components/sections/call-to-action/call-to-action.tsx';
import type { Client } from '~/components/sections/clients/client-logo.tsx';
import type { HeroSlide } from '~/components/sections/hero/hero-slider.tsx';
import type { Testimonial } from '~/components/sections/testimonials/testimonial-card.tsx';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import type { FeatureItem, HeadingData, IconItem } from '~/content/types.ts';
import { art, avatar, logo } from '~/content/home-art.ts';
import demo from '~/content/demos/business.ts';

/** Its theme: made from its recipe (content/demos/business.ts). */
export const theme: DemoTheme = demo.theme;

export const businessSlides: readonly HeroSlide[] = [
  {
    eyebrow: 'Business advisory since 2004',
    title: 'Grow the company without losing the way you work',
    lead: 'Operating plans, pricing and hiring roadmaps for owner-led firms of 20 to 500 people, built with your managers and not handed down to them.',
    primary: { label: 'Book a first meeting', href: '#cta' },
    secondary: { label: 'What we do', href: '#services' },
    image: art(
      '/artwork/business-boardroom-8-1600x900.svg',
      'A boardroom with a long table, its glass wall on a city at dusk',
    ),
  },
  {
    eyebrow: 'Margins and pricing',
    title: 'Every product line earning its place on the shelf',
    lead: 'We trace cost to each customer and each offer, then reprice, bundle or retire what drags, usually within one quarter.',
    primary: { label: 'See the pricing review', href: '#services' },
    image: art(
      '/artwork/workspace-16-1600x900.svg',
      'A desk with a laptop showing a pricing chart',
    ),
  },
  {
    eyebrow: 'People and structure',
    title: 'The right managers in the right seats, before you need them',
    lead: 'Role maps, hiring plans and leadership coaching so the next fifty hires land in a company that is ready for them.',
    primary: { label: 'Meet the advisors', href: '#about' },
    image: art('/artwork/interior-24-1600x900.svg', 'A bright boardroom with a long table'),
  },
];

export const businessWhyUs: readonly IconItem[] = [
  {
    icon: 'target',
    title: 'Plans tied to numbers',
    content:
      'Every recommendation comes with the metric it should move and the date we will check it.',
  },
  {
    icon: 'users',
    title: 'Built with your team',
    content: 'Your managers co-write the plan in workshops, so it still runs after we leave.',
  },
  {
    icon: 'shield',
    title: 'Fixed fees, no surprises',
    content: 'Each engagement has one price agreed up front and a clear point where it ends.',
  },
];

export const businessAbout: AboutData = {
  eyebrow: 'About Meridian Partners',
  title: 'Twenty years beside owners who built something worth protecting',
  lead: 'We are eighteen advisors with operating backgrounds in manufacturing, logistics, retail and software. We have run the departments we now help you fix.',
  points: [
    'A senior partner leads every engagement',
    'Monthly board packs in plain language',
    'Offices in Leeds, Rotterdam and Lyon',
  ],
  image: art('/artwork/interior-32-640x560.svg', 'A quiet meeting room with two armchairs'),
  secondImage: art('/artwork/portrait-40-320x320.svg', 'Portrait of a senior partner'),
  badge: { value: '340+', label: 'Companies advised' },
  action: { label: 'Our approach', href: '#expertise' },
};

export const businessServicesHeading: HeadingData = {
  eyebrow: 'Services',
  title: 'Four ways we help a company grow up',
  lead: 'Start with the one that keeps you awake at night; most clients add a second within the year.',
};

export const businessServices: readonly FeatureItem[] = [
  {
    icon: 'chart',
    title: 'Strategy and operating plan',
    content:
      'A three-year direction and the twelve-month plan that gets you there, with owners for each line.',
  },
  {
    icon: 'layers',
    title: 'Pricing and margin review',
    content:
      'Profit by customer, product and channel, and a repricing plan your sales team can defend.',
  },
  {
    icon: 'user',
    title: 'Leadership and hiring',
    content: 'Role maps, interview loops and coaching for first-time managers as the team doubles.',
  },
  {
    icon: 'gear',
    title: 'Process and systems',
    content:
      'Order-to-cash and month-end close tightened, with the software choices that go with them.',
  },
];

export const businessExpertiseHeading: HeadingData = {
  eyebrow: 'Expertise',
  title: 'Where our hours go',
  lead: 'Share of last year’s engagements by discipline, and how clients rated the result at the twelve-month review.',
};

export const businessExpertise = [
  { label: 'Strategy and planning', value: 88 },
  { label: 'Pricing and margins', value: 74 },
  { label: 'Leadership development', value: 62 },
  { label: 'Process and systems', value: 55 },
] as const;

export const businessRatings = [
  { label: 'Would hire again', value: 96, text: 'of clients at the review' },
  { label: 'Targets met', value: 81, text: 'of plan metrics on time' },
] as const;

export const businessTestimonials: readonly Testimonial[] = [
  {
    id: 1,
    title: 'Margins up four points',
    quote:
      'They found three product lines we were subsidising without knowing it. We repriced two, dropped one, and gross margin rose four points in two quarters.',
    name: 'Elaine Marsh',
    role: 'Managing Director, Marsh Fasteners',
    avatar: avatar('/artwork/avatar-56-160x160.svg'),
    rating: 5,
  },
  {
    id: 2,
    title: 'A plan the team owns',
    quote:
      'For the first time our plan was written by the people who have to deliver it. Meridian kept the pen moving and the arguments honest.',
    name: 'Tomasz Wierzbicki',
    role: 'CEO, Northgate Logistics',
    avatar: avatar('/artwork/avatar-59-160x160.svg'),
    rating: 5,
  },
  {
    id: 3,
    title: 'Ready for the next hires',
    quote:
      'We went from 60 to 140 people in eighteen months. Their role map meant every new manager knew what they were accountable for on day one.',
    name: 'Priya Raman',
    role: 'Founder, Tessellate Software',
    avatar: avatar('/artwork/avatar-64-160x160.svg'),
    rating: 5,
  },
  {
    id: 4,
    title: 'Month-end in four days',
    quote:
      'Our close took eleven working days. After their process work it takes four, and the board pack writes itself from the same numbers.',
    name: 'Gareth Lloyd',
    role: 'Finance Director, Hollin Foods',
    avatar: avatar('/artwork/avatar-67-160x160.svg'),
    rating: 4,
  },
];

export const businessClients: readonly Client[] = [
  { id: 1, name: 'Marsh Fasteners', logo: logo('/artwork/logo-72-240x96.svg', 'Marsh Fasteners') },
  {
    id: 2,
    name: 'Northgate Logistics',
    logo: logo('/artwork/logo-75-240x96.svg', 'Northgate Logistics'),
  },
  {
    id: 3,
    name: 'Tessellate Software',
    logo: logo('/artwork/logo-80-240x96.svg', 'Tessellate Software'),
  },
  { id: 4, name: 'Hollin Foods', logo: logo('/artwork/logo-83-240x96.svg', 'Hollin Foods') },
  {
    id: 5,
    name: 'Brightwater Retail',
    logo: logo('/artwork/logo-88-240x96.svg', 'Brightwater Retail'),
  },
  { id: 6, name: 'Calder Print', logo: logo('/artwork/logo-91-240x96.svg', 'Calder Print') },
  {
    id: 7,
    name: 'Oakridge Dental Group',
    logo: logo('/artwork/logo-96-240x96.svg', 'Oakridge Dental Group'),
  },
  { id: 8, name: 'Vantage Marine', logo: logo('/artwork/logo-99-240x96.svg', 'Vantage Marine') },
];

export const businessCta: CallToActionData = {
  eyebrow: 'First meeting is on us',
  title: 'Bring your last three years of accounts and one question',
  lead: 'In ninety minutes a partner will show you where the money leaks and what we would look at first. No deck, no obligation.',
  action: { kind: 'link', label: 'Book a first meeting', href: '/page/contact-simple' },
};
