import type { AboutData } from '~/components/sections/about/about-image.tsx';
import type { Client } from '~/components/sections/clients/client-logo.tsx';
import type { CallToActionData } from '~/components/sections/call-to-action/call-to-action.tsx';
import type { HeroData } from '~/components/sections/hero/hero.tsx';
import type { Testimonial } from '~/components/sections/testimonials/testimonial-card.tsx';
import { artImage as art } from '~/lib/artwork.ts';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import type { BlogPost, CounterItem, HeadingData, ProcessStep } from '../types.ts';
import { linkedToSamplePosts } from '~/content/sample-post-links.ts';
import demo from '~/content/demos/marketing-agency.ts';

/** Its theme: made from its recipe (content/demos/marketing-agency.ts). */
export const theme: DemoTheme = demo.theme;

export const hero: HeroData = {
  eyebrow: 'Hello. We are Sunday Loud.',
  title: 'Marketing that earns attention instead of renting it',
  lead: 'Search, social and email programmes for consumer brands, run by a team that reports on revenue, not impressions.',
  primary: { label: 'Get a growth plan', href: '#cta' },
  secondary: { label: 'How campaigns run', href: '#timeline' },
  image: art(
    '/artwork/marketing-agency-abstract-131-1600x900.svg',
    'Yellow and violet bursts on black',
  ),
};

export const about: AboutData = {
  eyebrow: 'Who we are',
  title: 'Twelve marketers who used to sit on the client side',
  lead: 'We have owned the budgets we now spend for you, so we spend them like our own. Every channel is run by a specialist, every plan by one strategist.',
  points: [
    'Weekly numbers you can forward to your CFO',
    'Creative tested in small bets before big spends',
    'No long contracts: thirty days’ notice, always',
  ],
  image: art(
    '/artwork/marketing-agency-workspace-132-640x560.svg',
    'A planning wall covered in sticky notes',
  ),
  badge: { value: '4.1×', label: 'Average return on ad spend' },
  action: { label: 'Meet the team', href: '#skills' },
};

export const skillsHeading: HeadingData = {
  eyebrow: 'What we are good at',
  title: 'Channels we run every day',
};

export const skills = [
  { label: 'Paid social', value: 94 },
  { label: 'Search & shopping ads', value: 90 },
  { label: 'Email & lifecycle', value: 86 },
  { label: 'Creator partnerships', value: 78 },
] as const;

export const results: readonly CounterItem[] = [
  { value: 63, suffix: 'M', prefix: '€', label: 'Revenue driven last year' },
  { value: 120, suffix: '+', label: 'Campaigns launched' },
  { value: 37, suffix: '%', label: 'Lower cost per order' },
];

export const timelineHeading: HeadingData = {
  eyebrow: 'How a campaign runs',
  title: 'From first call to the quarterly review',
};

export const timeline: readonly ProcessStep[] = [
  {
    title: 'Week 1: audit',
    content: 'We read your accounts, tracking and last year’s spend line by line.',
  },
  {
    title: 'Week 2: plan',
    content: 'A ninety-day plan with budgets, bets and the number each must move.',
  },
  {
    title: 'Weeks 3–10: test',
    content: 'Small creative tests every week; the winners get the money.',
  },
  { title: 'Week 12: review', content: 'What worked, what we stop and the next quarter’s plan.' },
];

export const clientsHeading: HeadingData = {
  eyebrow: 'Brands we grow',
  title: 'From kitchen-table starts to household names',
};

export const clients: readonly Client[] = [
  ['Pebble & Co', '/artwork/marketing-agency-logo-133-200x80.svg'],
  ['Oatly Hills', '/artwork/marketing-agency-logo-134-200x80.svg'],
  ['Runwild', '/artwork/marketing-agency-logo-135-200x80.svg'],
  ['Brightside Bikes', '/artwork/marketing-agency-logo-136-200x80.svg'],
  ['Nook Sleep', '/artwork/marketing-agency-logo-137-200x80.svg'],
  ['Saltwater Skin', '/artwork/marketing-agency-logo-138-200x80.svg'],
].map(([name, src], i) => ({
  id: i + 1,
  name: name as string,
  logo: art(src as string, `${name} logo`),
}));

export const reviewsHeading: HeadingData = {
  eyebrow: 'Results, in their words',
  title: 'Loud for the right reasons',
};

export const reviews: readonly Testimonial[] = [
  {
    id: 1,
    quote:
      'They killed two of our favourite ads in the first month because the data said so. Sales went up 40 %.',
    name: 'Nadia Brennan',
    role: 'CEO, Nook Sleep',
    avatar: art('/artwork/marketing-agency-avatar-139-96x96.svg', 'Nadia Brennan'),
    rating: 5,
  },
  {
    id: 2,
    quote:
      'The first agency whose weekly report I actually read. It fits on one page and it is honest.',
    name: 'Felix Hartmann',
    role: 'Founder, Runwild',
    avatar: art('/artwork/marketing-agency-avatar-140-96x96.svg', 'Felix Hartmann'),
    rating: 5,
  },
  {
    id: 3,
    quote: 'Our email list went from an afterthought to a third of our revenue in two quarters.',
    name: 'Aiko Tanaka',
    role: 'Head of growth, Saltwater Skin',
    avatar: art('/artwork/marketing-agency-avatar-141-96x96.svg', 'Aiko Tanaka'),
    rating: 5,
  },
];

export const playbookHeading: HeadingData = {
  eyebrow: 'Playbook',
  title: 'Fresh from the ad accounts',
};

export const playbook: readonly BlogPost[] = linkedToSamplePosts([
  {
    id: 9501,
    category: ['Paid social'],
    blogType: 'overlayImage',
    tags: ['ads'],
    img: art('/artwork/marketing-agency-abstract-142-640x480.svg', 'Phone screens in yellow light'),
    title: 'The three-second rule: hooks that stop the scroll in 2026',
    content: 'We tested 214 opening frames. Faces still win, but not the way you think.',
    author: 2,
    likes: 88,
    comments: 14,
    date: '2026-10-16',
  },
  {
    id: 9502,
    category: ['Email'],
    blogType: 'overlayImage',
    tags: ['email'],
    img: art('/artwork/marketing-agency-pattern-143-640x480.svg', 'Envelopes in a grid'),
    title: 'Your welcome series is your best salesperson',
    content:
      'Five emails, sent over nine days, that now bring in a fifth of first orders for our clients.',
    author: 5,
    likes: 46,
    comments: 3,
    date: '2026-09-25',
  },
  {
    id: 9503,
    category: ['Measurement'],
    blogType: 'overlayImage',
    tags: ['analytics'],
    img: art('/artwork/marketing-agency-city-144-640x480.svg', 'A city of bar charts'),
    title: 'Stop arguing about attribution; run a holdout',
    content:
      'Switch a channel off in one region for three weeks. The answer costs less than the meeting.',
    author: 8,
    likes: 52,
    comments: 8,
    date: '2026-09-03',
  },
]);

export const cta: CallToActionData = {
  eyebrow: 'Free, in five working days',
  title: 'Get a ninety-day growth plan for your brand',
  lead: 'Share read access to your ad accounts; we send back the plan, the budget and the three bets we would make first.',
  action: { kind: 'link', label: 'Request the plan', href: '/page/contact-modern' },
};
