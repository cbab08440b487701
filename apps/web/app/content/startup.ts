import type { AboutData } from '~/components/sections/about/about-image.tsx';
import type { CallToActionData } from '~/components/sections/call-to-action/call-to-action.tsx';
import type { HeroData } from '~/components/sections/hero/hero.tsx';
import type { CounterItem, HeadingData, IconItem, ProcessStep, SlideItem } from './types.ts';

/** Sample copy of the startup home page (spec §2), in the order of its sections. */

export const startupHero: HeroData = {
  eyebrow: 'Launch faster',
  title: 'Turn a bold idea into a company people talk about',
  lead: 'Strategy, design and growth marketing under one roof, so your team can ship the product while we make sure the world hears about it.',
  primary: { label: 'Explore services', href: '#services' },
  secondary: { label: 'See pricing', href: '#pricing' },
  image: {
    src: '/artwork/startup-launch-26-720x560.svg',
    alt: 'A laptop showing a rising growth chart as a rocket lifts off beside it',
    width: 720,
    height: 560,
  },
};

export const startupHighlights: readonly IconItem[] = [
  {
    icon: 'bulb',
    title: 'Innovative business',
    content: 'We test ideas in days, not quarters, and keep only what moves your numbers.',
  },
  {
    icon: 'megaphone',
    title: 'Expertly marketing',
    content: 'Campaigns planned around real customer questions, measured from the first click.',
  },
  {
    icon: 'users',
    title: 'Engaging audiences',
    content: 'Stories and communities that turn first-time visitors into loyal advocates.',
  },
];

export const startupStats: readonly CounterItem[] = [
  { value: 175, suffix: '+', label: 'Worldwide offices', icon: 'globe' },
  { value: 20, label: 'Years of experience', icon: 'clock' },
  { value: 200, suffix: '+', label: 'High skilled people', icon: 'users' },
];

export const startupAbout: AboutData = {
  eyebrow: 'About us',
  title: 'A small senior team that works like part of yours',
  lead: 'Founders come to us with a prototype and a deadline. We bring the playbook we have refined over two decades of launches.',
  points: [
    'One shared roadmap, reviewed every week',
    'Designers and marketers in the same room',
    'Clear reports instead of vanity metrics',
  ],
  image: {
    src: '/artwork/interior-8-640x560.svg',
    alt: 'A calm meeting room with a long table',
    width: 640,
    height: 560,
  },
  secondImage: {
    src: '/artwork/portrait-5-320x320.svg',
    alt: 'Portrait of a team lead',
    width: 320,
    height: 320,
  },
  badge: { value: '20', label: 'Years of launches' },
  action: { label: 'Our services', href: '#services' },
};

export const startupBannerHeading: HeadingData = {
  eyebrow: 'What we offer',
  title: 'Everything a young company needs to grow',
};

export const startupIntro: readonly string[] = [
  'From the first brand sketch to the campaign that fills your calendar, each offer is a focused package with a clear outcome and a fixed price.',
  'Pick one to start, or combine them as you grow. Slide through to find the right fit.',
];

const offer = { btnTitle: 'Learn more', btnLink: '/page/what-we-offer' } as const;

export const startupSlides: readonly SlideItem[] = [
  {
    ...offer,
    subtitle: 'Brand',
    title: 'Identity that scales',
    img: { src: '/artwork/abstract-31-600x720.svg', alt: '', width: 600, height: 720 },
  },
  {
    ...offer,
    subtitle: 'Product',
    title: 'Interfaces people enjoy',
    img: { src: '/artwork/abstract-32-600x720.svg', alt: '', width: 600, height: 720 },
  },
  {
    ...offer,
    subtitle: 'Growth',
    title: 'Campaigns that convert',
    img: { src: '/artwork/abstract-33-600x720.svg', alt: '', width: 600, height: 720 },
  },
  {
    ...offer,
    subtitle: 'Content',
    title: 'Stories worth sharing',
    img: { src: '/artwork/abstract-34-600x720.svg', alt: '', width: 600, height: 720 },
  },
  {
    ...offer,
    subtitle: 'Research',
    title: 'Insight before spend',
    img: { src: '/artwork/abstract-35-600x720.svg', alt: '', width: 600, height: 720 },
  },
  {
    ...offer,
    subtitle: 'Analytics',
    title: 'Numbers you can trust',
    img: { src: '/artwork/abstract-36-600x720.svg', alt: '', width: 600, height: 720 },
  },
  {
    ...offer,
    subtitle: 'Community',
    title: 'Fans who stay',
    img: { src: '/artwork/abstract-37-600x720.svg', alt: '', width: 600, height: 720 },
  },
  {
    ...offer,
    subtitle: 'Launch',
    title: 'A launch day to remember',
    img: { src: '/artwork/abstract-38-600x720.svg', alt: '', width: 600, height: 720 },
  },
];

export const startupProcessHeading: HeadingData = {
  eyebrow: 'Business process',
  title: 'Three steps from idea to traction',
};

export const startupProcess: readonly ProcessStep[] = [
  {
    title: 'Discover',
    content: 'We listen to your customers and your team, then agree on one measurable goal.',
  },
  {
    title: 'Design',
    content: 'Brand, product and campaign ideas are prototyped and tested with real people.',
  },
  {
    title: 'Deliver',
    content: 'We launch, measure every week and double down on what the numbers reward.',
  },
];

export const startupPricingHeading: HeadingData = {
  eyebrow: 'Pricing packages',
  title: 'Simple plans that grow with you',
  lead: 'Start small, switch any time. Yearly billing saves you a couple of months.',
};

export const startupBlogHeading: HeadingData = {
  eyebrow: 'Latest blogs',
  title: 'Notes from the startup trenches',
};

export const startupCta: CallToActionData = {
  eyebrow: 'Newsletter',
  title: 'Get one useful growth idea every week',
  lead: 'No spam, no fluff. Unsubscribe with one click.',
  action: { kind: 'subscribe', buttonLabel: 'Subscribe Now' },
};
