import type { CallToActionData } from '~/components/sections/call-to-action/call-to-action.tsx';
import type { CounterItem, HeadingData, IconItem, ProcessStep } from './types.ts';

/** Sample data of the element demo pages that the startup sections serve. */

export const featureItems: readonly IconItem[] = [
  {
    icon: 'rocket',
    title: 'Fast by default',
    content: 'Prerendered pages and lazy sections keep first paint quick.',
  },
  {
    icon: 'shield',
    title: 'Accessible',
    content: 'Landmarks, labels and keyboard paths are part of every block.',
  },
  {
    icon: 'layers',
    title: 'Composable',
    content: 'Every section is one component with typed variant props.',
  },
  { icon: 'pen', title: 'Themeable', content: 'A handful of design tokens restyles a whole demo.' },
];

export const iconHeading: HeadingData = {
  eyebrow: 'Why Contrail',
  title: 'Built for teams who ship',
};

export const elementCounters: readonly CounterItem[] = [
  { value: 175, suffix: '+', label: 'Worldwide offices', icon: 'globe' },
  { value: 20, label: 'Years of experience', icon: 'clock' },
  { value: 200, suffix: '+', label: 'High skilled people', icon: 'users' },
  { value: 98, suffix: '%', label: 'Happy clients', icon: 'heart' },
];

export const elementSteps: readonly ProcessStep[] = [
  {
    title: 'Research',
    content: 'Interviews and data show what people need and what they will pay.',
  },
  { title: 'Plan', content: 'One goal, a short roadmap and a budget everyone agrees on.' },
  { title: 'Build', content: 'Design and code in small weekly slices, tested with real users.' },
  { title: 'Grow', content: 'Launch, measure and improve what the numbers reward.' },
];

export const processHeading: HeadingData = {
  eyebrow: 'How we work',
  title: 'A process you can follow',
};

export const subscribeSamples: HeadingData & { buttonLabel: string } = {
  eyebrow: 'Newsletter',
  title: 'Subscribe to our newsletter',
  lead: 'Fresh ideas on design and growth, once a week. Unsubscribe any time.',
  buttonLabel: 'Subscribe Now',
};

/** One title per subscribe style, so each form on the page has its own name. */
export const subscribeTitles = [
  'Subscribe to our newsletter',
  'Never miss an update',
  'Good ideas, delivered weekly',
  'Join the reading list',
  'Get the founder notes',
  'Stay in the loop',
] as const;

export const subscribeImage = {
  src: '/artwork/workspace-61-640x420.svg',
  alt: 'A tidy desk with a laptop and a cup of coffee',
  width: 640,
  height: 420,
} as const;

export const ctaSubscribe: CallToActionData = {
  eyebrow: 'Stay in the loop',
  title: 'Join 20,000 founders who read us every week',
  lead: 'Short, practical and free.',
  action: { kind: 'subscribe', buttonLabel: 'Subscribe Now' },
};

export const ctaContact: CallToActionData = {
  eyebrow: 'Ready when you are',
  title: 'Let us plan your launch together',
  lead: 'Tell us about your product and we will reply within one working day.',
  action: { kind: 'link', label: 'Contact us', href: '/page/contact-classic' },
  image: {
    src: '/artwork/city-62-720x480.svg',
    alt: 'A city skyline at dusk',
    width: 720,
    height: 480,
  },
};
