import type { ListItem, ListVariant } from '~/components/sections/lists/styled-list.tsx';

export interface ListDemo {
  variant: ListVariant;
  label: string;
  /** Shown on a dark panel. */
  dark?: boolean;
  items: readonly ListItem[];
}

const features: readonly ListItem[] = [
  { text: 'Pages that load before the coffee cools' },
  { text: 'Sections you can reorder without touching CSS' },
  { text: 'Keyboard paths through every menu and form' },
  { text: 'Artwork with real sizes, so nothing jumps' },
];

const steps: readonly ListItem[] = [
  { title: 'Discover.', text: 'We map your audience and the questions they ask.' },
  { title: 'Design.', text: 'Wireframes turn into polished, tested screens.' },
  { title: 'Build.', text: 'Typed components assemble into fast pages.' },
  { title: 'Launch.', text: 'We measure, learn and keep improving.' },
];

export const listDemos: readonly ListDemo[] = [
  { variant: 'check', label: 'Check marks', items: features },
  { variant: 'bullet', label: 'Bullets', items: features },
  { variant: 'arrow', label: 'Arrows', items: features },
  { variant: 'numbered', label: 'Numbered steps', items: steps },
  { variant: 'icon-circle', label: 'Icons in circles', items: features },
  { variant: 'divided', label: 'Divided rows', items: steps },
  { variant: 'boxed', label: 'Boxed items', items: features },
  { variant: 'inverse', label: 'On a dark panel', dark: true, items: features },
];
