import type { AboutData } from '~/components/sections/about/about-image.tsx';
import type { CallToActionData } from '~/components/sections/call-to-action/call-to-action.tsx';
import type { PageTitleProps } from '~/components/sections/page-title/page-title.tsx';
import type { CounterItem, HeadingData, IconItem } from '~/content/types.ts';

export const whoWeAreTitle: PageTitleProps = {
  eyebrow: 'Who we are',
  title: 'Makers who like to ship',
  lead: 'Twenty-eight strategists, designers and engineers in four studios, working as one team for companies in their first ten years.',
  tone: 'brand',
  breadcrumbs: [
    { label: 'Home', href: '/' },
    { label: 'About us', href: '/page/about-us' },
    { label: 'Who we are', href: '/page/who-we-are' },
  ],
};

export const whoWeAreIntro: AboutData = {
  eyebrow: 'In one sentence',
  title: 'A small studio that works like part of your team',
  lead: 'We join your chat, your stand-ups and your launch day. When the project ends you keep the code, the design files and the habits.',
  points: [
    'Senior people only: everyone on a project has done the job before',
    'One shared channel instead of long e-mail threads',
    'Everything we make is yours, from the first sketch',
  ],
  image: {
    src: '/artwork/workspace-535-640x560.svg',
    alt: 'Two designers and an engineer reviewing screens on a wall',
    width: 640,
    height: 560,
  },
  badge: { value: '96%', label: 'Clients who come back' },
  action: { label: 'Read our story', href: '/page/our-story' },
};

export const beliefsHeading: HeadingData = {
  eyebrow: 'What we believe',
  title: 'Three ideas behind every project',
};

export const beliefs: readonly IconItem[] = [
  {
    icon: 'bulb',
    title: 'Start with a question',
    content: 'Before we design anything we write down what we need to learn, and who can tell us.',
  },
  {
    icon: 'layers',
    title: 'Build in thin slices',
    content: 'A small thing that works this week beats a big thing that might work next quarter.',
  },
  {
    icon: 'comment',
    title: 'Say it plainly',
    content: 'Clear proposals, clear invoices and clear interfaces. Jargon hides problems.',
  },
];

export const whoStats: readonly CounterItem[] = [
  { value: 28, label: 'People', icon: 'users' },
  { value: 11, label: 'Nationalities', icon: 'globe' },
  { value: 4, label: 'Studios', icon: 'map-pin' },
  { value: 320, suffix: '+', label: 'Launches', icon: 'rocket' },
];

export const whoLeadersHeading: HeadingData = {
  eyebrow: 'The founders',
  title: 'The people who started it',
  lead: 'They still lead client work every week.',
};

export const whoWeAreCta: CallToActionData = {
  eyebrow: 'Meet everyone',
  title: 'Twenty-eight people, one team',
  lead: 'Designers, engineers and strategists, with a line or two about each of them.',
  image: {
    src: '/artwork/workspace-540-640x480.svg',
    alt: 'The whole team around one long table at the yearly studio meet-up',
    width: 640,
    height: 480,
  },
  action: { kind: 'link', label: 'Our team', href: '/page/our-team' },
};
