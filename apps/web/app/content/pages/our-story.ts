import type { CallToActionData } from '~/components/sections/call-to-action/call-to-action.tsx';
import type { ColumnItem } from '~/components/sections/columns/text-columns.tsx';
import type { GalleryImage } from '~/components/sections/image-gallery/image-gallery.tsx';
import type { PageTitleProps } from '~/components/sections/page-title/page-title.tsx';
import type { CounterItem, HeadingData, ProcessStep } from '~/content/types.ts';

export const ourStoryTitle: PageTitleProps = {
  eyebrow: 'Our story',
  title: 'From a kitchen table to four studios',
  lead: 'Fourteen years, three hundred launches and one rule that has not changed: small teams, plain words, weekly demos.',
  tone: 'dark',
  breadcrumbs: [
    { label: 'Home', href: '/' },
    { label: 'About us', href: '/page/about-us' },
    { label: 'Our story', href: '/page/our-story' },
  ],
};

export const beginningHeading: HeadingData = {
  eyebrow: 'How it started',
  title: 'Three friends and one client',
};

export const beginning: readonly ColumnItem[] = [
  {
    text: 'In the spring of 2012 Elena, Jonah and Sofia left their jobs to help a friend launch a bakery delivery service. The site went live in six weeks, and the bakery is still a client.',
  },
  {
    title: 'What we wanted to fix',
    text: 'All three of us had hired agencies that disappeared for months and came back with a big reveal. We wanted the opposite: show the work every week, and let the client steer.',
  },
  {
    title: 'What stayed',
    text: 'We have grown from three people to twenty-eight, but every project still gets a small senior team, a fixed price and a demo every Friday.',
  },
];

export const timelineHeading: HeadingData = {
  eyebrow: 'Timeline',
  title: 'The years that shaped us',
  lead: 'A few milestones, in order. Most of them started with a client asking for something we had never done before.',
};

export const timeline: readonly ProcessStep[] = [
  {
    title: '2012 — The first studio',
    content:
      'A rented room above a print shop in Lisbon, three second-hand desks and our first client launch.',
  },
  {
    title: '2014 — Product design',
    content:
      'We designed our first mobile app and hired our first two designers who were not founders.',
  },
  {
    title: '2016 — A second studio in Rotterdam',
    content: 'Clients in northern Europe asked for people in their time zone, so four of us moved.',
  },
  {
    title: '2019 — Catalogues and commerce',
    content:
      'We built an online parts catalogue for a small aircraft-parts supplier; it taught us search, stock and long product lists.',
  },
  {
    title: '2022 — Care & hosting',
    content:
      'Clients kept asking who would look after their sites after launch. Now we do, on a simple monthly plan.',
  },
  {
    title: '2026 — Four studios, one team',
    content:
      'Lisbon, Rotterdam, Toronto and Cape Town, twenty-eight people and more than 320 projects shipped.',
  },
];

export const storyStats: readonly CounterItem[] = [
  { value: 14, label: 'Years in business' },
  { value: 320, suffix: '+', label: 'Projects shipped' },
  { value: 4, label: 'Studios' },
  { value: 28, label: 'People' },
];

export const studiosHeading: HeadingData = {
  eyebrow: 'Where we work',
  title: 'Our four studios',
  lead: 'Open a picture to see it larger.',
};

// Literal artwork paths: the build draws every `/artwork/...` path it finds in the source.
const studio = (id: string, caption: string, thumb: string, full: string): GalleryImage => ({
  id,
  caption,
  thumb: { src: thumb, alt: caption, width: 480, height: 360 },
  full: { src: full, alt: caption, width: 1200, height: 900 },
});

export const studios: readonly GalleryImage[] = [
  studio(
    'lisbon',
    'Lisbon: the first studio, above the old print shop',
    '/artwork/interior-531-480x360.svg',
    '/artwork/interior-531-1200x900.svg',
  ),
  studio(
    'rotterdam',
    'Rotterdam: a former harbour office by the water',
    '/artwork/city-532-480x360.svg',
    '/artwork/city-532-1200x900.svg',
  ),
  studio(
    'toronto',
    'Toronto: a shared floor with two of our clients',
    '/artwork/workspace-533-480x360.svg',
    '/artwork/workspace-533-1200x900.svg',
  ),
  studio(
    'cape-town',
    'Cape Town: the newest studio, opened in 2025',
    '/artwork/landscape-534-480x360.svg',
    '/artwork/landscape-534-1200x900.svg',
  ),
];

export const ourStoryCta: CallToActionData = {
  eyebrow: 'The next chapter',
  title: 'See who we are today',
  lead: 'Meet the people, the values and the habits that came out of fourteen years of launches.',
  action: { kind: 'link', label: 'Who we are', href: '/page/who-we-are' },
};
