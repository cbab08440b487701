import type { BoxColumns } from '~/components/ui/box-grid.tsx';
import type {
  CustomIconItem,
  CustomIconVariant,
} from '~/components/sections/custom-icon-with-text/custom-icon-features.tsx';

export interface CustomIconDemo {
  variant: CustomIconVariant;
  label: string;
  columns: BoxColumns;
  items: readonly CustomIconItem[];
}

const items: readonly CustomIconItem[] = [
  {
    icon: 'pen',
    title: 'Tailored design',
    text: 'Layouts shaped around your content, never squeezed into a mould.',
    image: { src: '/artwork/abstract-71-192x192.svg', alt: '', width: 192, height: 192 },
  },
  {
    icon: 'code',
    title: 'Clean code',
    text: 'Readable, typed components your own team can pick up tomorrow.',
    image: { src: '/artwork/pattern-72-192x192.svg', alt: '', width: 192, height: 192 },
  },
  {
    icon: 'chart',
    title: 'Measured growth',
    text: 'Simple dashboards that show which pages help and which need work.',
    image: { src: '/artwork/product-73-192x192.svg', alt: '', width: 192, height: 192 },
  },
  {
    icon: 'users',
    title: 'Real support',
    text: 'Talk to the people who built your site, not a ticket queue.',
    image: { src: '/artwork/portrait-74-192x192.svg', alt: '', width: 192, height: 192 },
  },
];

export const customIconDemos: readonly CustomIconDemo[] = [
  { variant: 'badge', label: 'Gradient badge', columns: 3, items: items.slice(0, 3) },
  { variant: 'ring', label: 'Double ring', columns: 4, items },
  { variant: 'blob', label: 'Organic blob', columns: 3, items: items.slice(1, 4) },
  { variant: 'numbered', label: 'Numbered disc', columns: 4, items },
  { variant: 'side', label: 'Side tile', columns: 2, items },
  { variant: 'image', label: 'Artwork', columns: 4, items },
  { variant: 'dark', label: 'Dark cards', columns: 3, items: items.slice(0, 3) },
];
