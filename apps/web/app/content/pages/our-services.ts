import type { CallToActionData } from '~/components/sections/call-to-action/call-to-action.tsx';
import type { PageTitleProps } from '~/components/sections/page-title/page-title.tsx';
import type { FeatureItem, HeadingData, ProcessStep } from '~/content/types.ts';

export const ourServicesTitle: PageTitleProps = {
  eyebrow: 'Our services',
  title: 'Everything a young company needs to launch and grow',
  lead: 'Pick a single service or let one team carry you from the first sketch to the first thousand customers.',
  breadcrumbs: [
    { label: 'Home', href: '/' },
    { label: 'Our services', href: '/page/our-services' },
  ],
};

export const servicesListHeading: HeadingData = {
  eyebrow: 'What we do',
  title: 'Six services, one team',
  lead: 'Each service is led by a specialist and planned together with the others, so nothing falls between two agencies.',
};

// Literal artwork paths: the build draws every `/artwork/...` path it finds in the source.
const art = (src: string) => ({ src, alt: '', width: 600, height: 360 });

export const serviceDetails: readonly FeatureItem[] = [
  {
    icon: 'target',
    title: 'Strategy & positioning',
    content:
      'Customer interviews, competitor maps and a one-page positioning your whole team can repeat.',
    img: art('/artwork/abstract-519-600x360.svg'),
  },
  {
    icon: 'pen',
    title: 'Brand identity',
    content:
      'Name, logo, type and voice, delivered as a living guide rather than a PDF nobody opens.',
    img: art('/artwork/abstract-520-600x360.svg'),
  },
  {
    icon: 'layers',
    title: 'Product design',
    content:
      'Research-led flows and interfaces for web and mobile, tested with real users every sprint.',
    img: art('/artwork/abstract-521-600x360.svg'),
  },
  {
    icon: 'code',
    title: 'Web development',
    content:
      'Fast, accessible marketing sites and web apps, with an editor your team will actually use.',
    img: art('/artwork/abstract-522-600x360.svg'),
  },
  {
    icon: 'chart',
    title: 'Growth marketing',
    content:
      'Search, paid and lifecycle campaigns tied to one dashboard and reviewed with you every week.',
    img: art('/artwork/abstract-523-600x360.svg'),
  },
  {
    icon: 'shield',
    title: 'Care & hosting',
    content:
      'Updates, monitoring and small improvements every month, so your site never goes stale.',
    img: art('/artwork/abstract-524-600x360.svg'),
  },
];

export const engagementHeading: HeadingData = {
  eyebrow: 'How we engage',
  title: 'From first call to launch in three steps',
};

export const engagementSteps: readonly ProcessStep[] = [
  {
    title: 'Call & fixed proposal',
    content:
      'A free thirty-minute call about your goals, then a written scope with a fixed price within three working days.',
  },
  {
    title: 'Weekly sprints',
    content: 'A demo every Friday, so you see progress and can change course early and cheaply.',
  },
  {
    title: 'Launch & handover',
    content: 'We launch together, train your team and stay on call for the first month.',
  },
];

export const clientsHeading: HeadingData = {
  eyebrow: 'Trusted by',
  title: 'Teams we have helped launch',
};

export const servicesTestimonialsHeading: HeadingData = {
  eyebrow: 'Results',
  title: 'What changed for our clients',
};

export const servicesCta: CallToActionData = {
  eyebrow: 'Ready when you are',
  title: 'Transparent prices for every stage',
  lead: 'Compare our monthly and yearly packages, or ask us for a quote on a fixed-scope project.',
  action: { kind: 'link', label: 'See pricing packages', href: '/page/pricing-packages' },
};
