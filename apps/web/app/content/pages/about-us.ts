import type { AboutData } from '~/components/sections/about/about-image.tsx';
import type { CallToActionData } from '~/components/sections/call-to-action/call-to-action.tsx';
import type { PageTitleProps } from '~/components/sections/page-title/page-title.tsx';
import type { CounterItem, HeadingData, IconItem } from '~/content/types.ts';

export const aboutUsTitle: PageTitleProps = {
  eyebrow: 'About us',
  title: 'A studio for companies in their first ten years',
  lead: 'We help young companies find their voice, build their product and reach the people who need it.',
  breadcrumbs: [
    { label: 'Home', href: '/' },
    { label: 'About us', href: '/page/about-us' },
  ],
};

export const aboutUsIntro: AboutData = {
  eyebrow: 'Who we are',
  title: 'Strategy, design and engineering at one table',
  lead: 'Contrail began in 2012 as three friends with one client. Today we are twenty-eight people in four studios, and we still work the same way: small teams, short feedback loops and plain words.',
  points: [
    'A senior lead on every project, from kick-off to launch',
    'Weekly demos instead of monthly status reports',
    'Fixed prices agreed before the work begins',
  ],
  image: {
    src: '/artwork/interior-516-640x560.svg',
    alt: 'The Contrail studio: long shared desks under tall windows',
    width: 640,
    height: 560,
  },
  secondImage: {
    src: '/artwork/workspace-517-400x320.svg',
    alt: 'Sketches and sticky notes from a planning workshop',
    width: 400,
    height: 320,
  },
  badge: { value: '14', label: 'Years of launches' },
  action: { label: 'Read our story', href: '/page/our-story' },
};

export const aboutUsStats: readonly CounterItem[] = [
  { value: 320, suffix: '+', label: 'Projects shipped' },
  { value: 96, suffix: '%', label: 'Clients who return' },
  { value: 28, label: 'Specialists' },
  { value: 4, label: 'Studios' },
];

export const valuesHeading: HeadingData = {
  eyebrow: 'What we value',
  title: 'Four habits we will not give up',
  lead: 'They are why clients stay with us for years, not only for a single project.',
};

export const values: readonly IconItem[] = [
  {
    icon: 'target',
    title: 'Outcomes over output',
    content: 'We agree on the number that matters before we draw a single screen.',
  },
  {
    icon: 'comment',
    title: 'Plain words',
    content:
      'No jargon in proposals, reports or code reviews. If we cannot explain it, we rethink it.',
  },
  {
    icon: 'users',
    title: 'Small senior teams',
    content: 'Three to five people per project, each of whom has done the job many times before.',
  },
  {
    icon: 'heart',
    title: 'Made for everyone',
    content: 'Accessibility and performance are part of the brief, never a phase at the end.',
  },
];

export const leadershipHeading: HeadingData = {
  eyebrow: 'Leadership',
  title: 'The founders you will meet',
};

export const testimonialsHeading: HeadingData = {
  eyebrow: 'Kind words',
  title: 'What our clients say',
};

export const aboutUsCta: CallToActionData = {
  eyebrow: 'Work with us',
  title: 'Let us build something your customers will love',
  lead: 'Tell us where you are and where you want to be. We reply within one working day.',
  image: {
    src: '/artwork/city-518-640x480.svg',
    alt: 'Evening light over the city outside our main studio',
    width: 640,
    height: 480,
  },
  action: { kind: 'link', label: 'See our services', href: '/page/our-services' },
};
