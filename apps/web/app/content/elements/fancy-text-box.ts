import type { BoxColumns } from '~/components/ui/box-grid.tsx';
import type {
  FancyTextBoxItem,
  FancyTextBoxVariant,
} from '~/components/sections/fancy-text-box/fancy-text-boxes.tsx';

export interface FancyTextBoxDemo {
  variant: FancyTextBoxVariant;
  label: string;
  columns: BoxColumns;
  items: readonly FancyTextBoxItem[];
}

const items: readonly FancyTextBoxItem[] = [
  {
    icon: 'bulb',
    mark: '01',
    title: 'Ideas that land',
    text: 'Concepts tested with real visitors before they become expensive.',
    image: { src: '/artwork/abstract-61-600x500.svg', alt: '', width: 600, height: 500 },
  },
  {
    icon: 'layers',
    mark: '02',
    title: 'Systems, not pages',
    text: 'Tokens and sections that let one change ripple through the whole site.',
    image: { src: '/artwork/pattern-62-600x500.svg', alt: '', width: 600, height: 500 },
  },
  {
    icon: 'rocket',
    mark: '03',
    title: 'Launch with confidence',
    text: 'Previews, checks and a rollback plan make release day pleasantly dull.',
    image: { src: '/artwork/aircraft-63-600x500.svg', alt: '', width: 600, height: 500 },
  },
];

export const fancyTextBoxDemos: readonly FancyTextBoxDemo[] = [
  { variant: 'big-number', label: 'Big number', columns: 3, items },
  { variant: 'image-reveal', label: 'Image reveal on hover', columns: 3, items },
  { variant: 'border-grow', label: 'Growing line', columns: 3, items },
  { variant: 'lift-dark', label: 'Lift to dark', columns: 3, items },
  { variant: 'gradient-border', label: 'Gradient frame', columns: 3, items },
  { variant: 'corner-icon', label: 'Corner icon', columns: 3, items },
];
