import type { SocialIconsVariant } from '~/components/sections/social-icons/social-icons.tsx';

export interface SocialIconDemo {
  variant: SocialIconsVariant;
  label: string;
  dark?: boolean;
}

export const socialIconDemos: readonly SocialIconDemo[] = [
  { variant: 'plain', label: 'Plain' },
  { variant: 'circle', label: 'Outlined circles' },
  { variant: 'square', label: 'Soft squares' },
  { variant: 'brand', label: 'Brand circles' },
  { variant: 'brand-square', label: 'Brand squares' },
  { variant: 'brand-outline', label: 'Brand outlines' },
  { variant: 'soft', label: 'Tinted' },
  { variant: 'dark', label: 'Dark tiles' },
  { variant: 'large', label: 'Large raised' },
  { variant: 'labelled', label: 'With names' },
  { variant: 'text', label: 'Text only' },
  { variant: 'inverse', label: 'On a dark background', dark: true },
];
