import type { BoxColumns } from '~/components/ui/box-grid.tsx';
import type {
  OverlineIconBoxItem,
  OverlineIconBoxVariant,
} from '~/components/sections/overline-icon-box/overline-icon-boxes.tsx';

export interface OverlineIconBoxDemo {
  variant: OverlineIconBoxVariant;
  label: string;
  columns: BoxColumns;
  items: readonly OverlineIconBoxItem[];
}

const items: readonly OverlineIconBoxItem[] = [
  {
    icon: 'target',
    overline: 'Focus',
    title: 'One goal per page',
    text: 'Each page answers one question, so visitors always know the next step.',
  },
  {
    icon: 'clock',
    overline: 'Speed',
    title: 'Fast on every network',
    text: 'Prerendered pages and small scripts keep the first paint under a second.',
  },
  {
    icon: 'shield',
    overline: 'Trust',
    title: 'Accessible by default',
    text: 'Keyboard paths, visible focus and readable contrast come built in.',
  },
  {
    icon: 'globe',
    overline: 'Reach',
    title: 'Ready for search',
    text: 'Clean markup, a sitemap and real titles help people find you.',
  },
];

export const overlineIconBoxDemos: readonly OverlineIconBoxDemo[] = [
  { variant: 'top-line', label: 'Top line', columns: 3, items: items.slice(0, 3) },
  { variant: 'hover-line', label: 'Line on hover', columns: 4, items },
  { variant: 'side-line', label: 'Side line', columns: 2, items },
  { variant: 'center', label: 'Centred', columns: 3, items: items.slice(1, 4) },
  { variant: 'dark', label: 'Dark', columns: 4, items },
  { variant: 'soft', label: 'Soft', columns: 3, items: items.slice(0, 3) },
];
