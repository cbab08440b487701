import type { SeparatorVariant } from '~/components/sections/separators/separator.tsx';
import type { IconName } from '~/components/ui/icon.tsx';

export interface SeparatorDemo {
  variant: SeparatorVariant;
  label: string;
  icon?: IconName;
}

export const separatorDemos: readonly SeparatorDemo[] = [
  { variant: 'line', label: 'Thin line' },
  { variant: 'short-bar', label: 'Short brand bar' },
  { variant: 'dashed', label: 'Dashed' },
  { variant: 'dotted', label: 'Dotted' },
  { variant: 'double', label: 'Double line' },
  { variant: 'gradient', label: 'Gradient fade' },
  { variant: 'icon', label: 'With an icon', icon: 'plane' },
  { variant: 'text', label: 'With text' },
];
