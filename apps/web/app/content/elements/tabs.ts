import type { TabItem, TabsVariant, TextTabItem } from '~/components/sections/tabs/tabs.tsx';

const services: readonly TextTabItem[] = [
  {
    id: 'strategy',
    label: 'Strategy',
    icon: 'target',
    title: 'Know where you are going',
    content:
      'Workshops, customer interviews and a one-page plan that everyone in the company can repeat from memory.',
    image: {
      src: '/artwork/workspace-51-720x480.svg',
      alt: 'Team planning around a table',
      width: 720,
      height: 480,
    },
  },
  {
    id: 'design',
    label: 'Design',
    icon: 'pen',
    title: 'Interfaces people enjoy',
    content:
      'Design systems, prototypes and usability tests that turn a good idea into something people want to use every day.',
    image: {
      src: '/artwork/abstract-52-720x480.svg',
      alt: 'Colourful interface sketches',
      width: 720,
      height: 480,
    },
  },
  {
    id: 'development',
    label: 'Development',
    icon: 'code',
    title: 'Fast, sturdy, accessible',
    content:
      'Typed front ends and APIs with tests at every layer, shipped in small steps and measured in production.',
    image: {
      src: '/artwork/city-53-720x480.svg',
      alt: 'City skyline at dusk',
      width: 720,
      height: 480,
    },
  },
  {
    id: 'growth',
    label: 'Growth',
    icon: 'chart',
    title: 'Grow what works',
    content:
      'Analytics you can trust, experiments with clear questions, and content that keeps customers coming back.',
    image: {
      src: '/artwork/landscape-54-720x480.svg',
      alt: 'Hills under a bright sun',
      width: 720,
      height: 480,
    },
  },
];

const plain = services.map(({ image: _image, ...item }) => item);

export interface TabsDemo {
  label: string;
  variant: TabsVariant;
  items: readonly TabItem[];
}

/** The tab element page: five styles. */
export const tabsDemos: readonly TabsDemo[] = [
  { label: 'Underline', variant: 'underline', items: services },
  { label: 'Pills', variant: 'pills', items: plain },
  { label: 'Boxed', variant: 'boxed', items: plain },
  { label: 'Vertical', variant: 'vertical', items: services },
  { label: 'Icon tabs', variant: 'icon', items: plain },
];
