import type { AccordionItem } from '~/components/sections/accordion/accordion.tsx';
import type { CallToActionData } from '~/components/sections/call-to-action/call-to-action.tsx';
import type { PageTitleProps } from '~/components/sections/page-title/page-title.tsx';
import type { TabItem } from '~/components/sections/tabs/tabs.tsx';
import type { FeatureItem, HeadingData } from '~/content/types.ts';

export const whatWeOfferTitle: PageTitleProps = {
  eyebrow: 'What we offer',
  title: 'Help for every stage of a young company',
  lead: 'Tell us where you are today: about to launch, growing, or busy enough to need a partner for the long run.',
  breadcrumbs: [
    { label: 'Home', href: '/' },
    { label: 'Our services', href: '/page/our-services' },
    { label: 'What we offer', href: '/page/what-we-offer' },
  ],
};

export const stagesHeading: HeadingData = {
  eyebrow: 'Choose your stage',
  title: 'Packages shaped around where you are',
  lead: 'Each package combines several of our services with one team and one fixed price.',
};

// Literal artwork paths: the build draws every `/artwork/...` path it finds in the source.
// The pictures are abstract decoration beside the text: empty alt.
const picture = (src: string) => ({ src, alt: '', width: 560, height: 420 });

export const stages: readonly TabItem[] = [
  {
    id: 'launch',
    label: 'Launch',
    icon: 'rocket',
    title: 'Launch kit: from idea to first customers in eight weeks',
    content:
      'Positioning, a brand identity, a fast marketing site and a sign-up flow, planned together so your launch day is calm. Includes two rounds of testing with real prospects.',
    image: picture('/artwork/abstract-536-560x420.svg'),
  },
  {
    id: 'grow',
    label: 'Grow',
    icon: 'chart',
    title: 'Growth sprints: one measurable goal a month',
    content:
      'Every month we pick one number with you, such as trial sign-ups, and run research, design and campaign experiments until it moves. You see the dashboard every Friday.',
    image: picture('/artwork/abstract-537-560x420.svg'),
  },
  {
    id: 'scale',
    label: 'Scale',
    icon: 'layers',
    title: 'Product team on call: design and engineering by the month',
    content:
      'A designer and two engineers join your team for at least three months, working in your tools and your planning, with a Contrail lead checking quality.',
    image: picture('/artwork/abstract-538-560x420.svg'),
  },
  {
    id: 'care',
    label: 'Care',
    icon: 'shield',
    title: 'Care plan: your site looked after, every month',
    content:
      'Hosting, updates, monitoring and a few hours of small improvements each month. Three plans, billed monthly or yearly, listed on our pricing page.',
    image: picture('/artwork/abstract-539-560x420.svg'),
  },
];

export const extrasHeading: HeadingData = {
  eyebrow: 'Always included',
  title: 'What comes with every package',
};

export const extras: readonly FeatureItem[] = [
  {
    icon: 'user',
    title: 'A named lead',
    content:
      'One senior person answers for the whole project, from the first call to the handover.',
  },
  {
    icon: 'calendar',
    title: 'Friday demos',
    content: 'Thirty minutes every week to see working software and decide what comes next.',
    linkTitle: 'See our process',
    link: '/page/our-process',
  },
  {
    icon: 'box',
    title: 'Everything handed over',
    content: 'Source code, design files and documentation belong to you from day one.',
  },
];

export const offerFaqHeading: HeadingData = {
  eyebrow: 'Before you ask',
  title: 'Questions about our packages',
};

export const offerFaq: readonly AccordionItem[] = [
  {
    id: 'mix',
    title: 'Can I combine two packages?',
    content:
      'Yes. Many clients start with the Launch kit and move straight into Growth sprints or a Care plan; the team stays the same.',
  },
  {
    id: 'size',
    title: 'Is there a minimum project size?',
    content:
      'Our smallest fixed project is a two-week sprint. Care plans start at the Basic plan on the pricing page.',
  },
  {
    id: 'remote',
    title: 'Do you work with companies outside Europe?',
    content:
      'Yes. With studios in Lisbon, Rotterdam, Toronto and Cape Town we overlap with most working days around the world.',
  },
];

export const whatWeOfferCta: CallToActionData = {
  eyebrow: 'Prices',
  title: 'Compare our plans',
  lead: 'Care plans are billed monthly or yearly. See every plan side by side.',
  action: { kind: 'link', label: 'See pricing packages', href: '/page/pricing-packages' },
};
