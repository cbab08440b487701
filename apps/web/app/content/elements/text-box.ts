import type { BoxColumns } from '~/components/ui/box-grid.tsx';
import type { TextBoxItem, TextBoxVariant } from '~/components/sections/text-box/text-boxes.tsx';

export interface TextBoxDemo {
  variant: TextBoxVariant;
  label: string;
  columns: BoxColumns;
  items: readonly TextBoxItem[];
}

const link = { label: 'Read more', to: '/elements/text-box' };

const services: readonly TextBoxItem[] = [
  {
    title: 'Clear strategy',
    text: 'We agree on goals, audiences and measures of success before anyone opens a design tool.',
    link,
    image: {
      src: '/artwork/workspace-51-600x400.svg',
      alt: 'A tidy desk with a laptop and notes',
      width: 600,
      height: 400,
    },
  },
  {
    title: 'Honest design',
    text: 'Every screen earns its place. If a section does not help a visitor decide, it goes.',
    link,
    image: {
      src: '/artwork/interior-52-600x400.svg',
      alt: 'A bright studio with a long table',
      width: 600,
      height: 400,
    },
  },
  {
    title: 'Solid engineering',
    text: 'Typed components, automated tests and fast builds keep the site healthy as it grows.',
    link,
    image: {
      src: '/artwork/city-53-600x400.svg',
      alt: 'City towers at dusk',
      width: 600,
      height: 400,
    },
  },
  {
    title: 'Care after launch',
    text: 'Monthly check-ups, quick fixes and a friendly person on the other end of the line.',
    link,
    image: {
      src: '/artwork/landscape-54-600x400.svg',
      alt: 'Rolling hills under a low sun',
      width: 600,
      height: 400,
    },
  },
];

const noLinks = services.map(({ title, text }) => ({ title, text }));

export const textBoxDemos: readonly TextBoxDemo[] = [
  { variant: 'plain', label: 'Plain', columns: 4, items: noLinks },
  { variant: 'bordered', label: 'Bordered', columns: 3, items: services.slice(0, 3) },
  { variant: 'shadow', label: 'Shadow cards', columns: 3, items: services.slice(1, 4) },
  { variant: 'top-line', label: 'Top line', columns: 4, items: noLinks },
  { variant: 'brand', label: 'Brand', columns: 2, items: services.slice(0, 2) },
  { variant: 'dark', label: 'Dark', columns: 2, items: services.slice(2, 4) },
  { variant: 'numbered', label: 'Numbered', columns: 4, items: noLinks },
  { variant: 'image', label: 'With image', columns: 3, items: services.slice(0, 3) },
];
