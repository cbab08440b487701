import type { ButtonShape, ButtonSize, ButtonVariant } from '~/components/ui/button.tsx';
import type { IconName } from '~/components/ui/icon.tsx';

export interface ButtonStyleDemo {
  variant: ButtonVariant;
  label: string;
}

/** Every style for light backgrounds, in display order. */
export const buttonStyles: readonly ButtonStyleDemo[] = [
  { variant: 'solid', label: 'Solid' },
  { variant: 'outline', label: 'Outline' },
  { variant: 'ghost', label: 'Ghost' },
  { variant: 'soft', label: 'Soft' },
  { variant: 'light', label: 'Light' },
  { variant: 'dark', label: 'Dark' },
  { variant: 'gradient', label: 'Gradient' },
  { variant: 'link', label: 'Text link' },
];

/** Styles made for dark or coloured backgrounds. */
export const buttonStylesOnDark: readonly ButtonStyleDemo[] = [
  { variant: 'light', label: 'Light' },
  { variant: 'outline-light', label: 'Outline light' },
  { variant: 'gradient', label: 'Gradient' },
  { variant: 'soft', label: 'Soft' },
];

export const buttonSizeList: readonly ButtonSize[] = ['sm', 'md', 'lg', 'xl'];
export const buttonShapeList: readonly Exclude<ButtonShape, 'circle'>[] = [
  'rounded',
  'pill',
  'square',
];

export interface IconButtonDemo {
  label: string;
  icon: IconName;
  iconSide: 'start' | 'end' | 'only';
  variant: ButtonVariant;
}

export const iconButtons: readonly IconButtonDemo[] = [
  { label: 'Get started', icon: 'arrow-right', iconSide: 'end', variant: 'solid' },
  { label: 'Download brochure', icon: 'arrow-up', iconSide: 'start', variant: 'outline' },
  { label: 'Watch the film', icon: 'play', iconSide: 'start', variant: 'dark' },
  { label: 'Write to us', icon: 'mail', iconSide: 'start', variant: 'soft' },
  { label: 'Add to favourites', icon: 'heart', iconSide: 'only', variant: 'solid' },
  { label: 'Search the site', icon: 'search', iconSide: 'only', variant: 'outline' },
  { label: 'Share this page', icon: 'globe', iconSide: 'only', variant: 'gradient' },
];
