import type { FeatureItem, HeadingData } from './types.ts';

export const servicesHeading: HeadingData = {
  eyebrow: 'Our services',
  title: 'Amazing design services',
  lead: 'Focused teams for the moments that shape a young company.',
};

/** "See all services" keeps the trailing slash of the original link (spec §2). */
export const allServicesAction = {
  label: 'See all services',
  href: '/page/our-services/',
} as const;

export const designServices: readonly FeatureItem[] = [
  {
    icon: 'pen',
    title: 'Brand identity',
    content: 'Names, logos and voice guides that stay consistent from pitch deck to packaging.',
    img: { src: '/artwork/abstract-41-600x360.svg', alt: '', width: 600, height: 360 },
  },
  {
    icon: 'layers',
    title: 'Product design',
    content: 'Research-led interfaces for web and mobile, handed over as a tidy design system.',
    img: { src: '/artwork/abstract-42-600x360.svg', alt: '', width: 600, height: 360 },
  },
  {
    icon: 'code',
    title: 'Web development',
    content: 'Fast, accessible websites that your team can edit without calling a developer.',
    img: { src: '/artwork/abstract-43-600x360.svg', alt: '', width: 600, height: 360 },
  },
  {
    icon: 'chart',
    title: 'Growth marketing',
    content: 'Paid, organic and lifecycle campaigns tied to one dashboard and one goal.',
    img: { src: '/artwork/abstract-44-600x360.svg', alt: '', width: 600, height: 360 },
  },
  {
    icon: 'target',
    title: 'Market research',
    content: 'Interviews and experiments that tell you who buys, why, and what they would pay.',
    img: { src: '/artwork/abstract-45-600x360.svg', alt: '', width: 600, height: 360 },
  },
  {
    icon: 'rocket',
    title: 'Launch support',
    content: 'A launch plan, press kit and war room for the week that matters most.',
    img: { src: '/artwork/abstract-46-600x360.svg', alt: '', width: 600, height: 360 },
  },
];
