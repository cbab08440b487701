import type { SocialLink } from '~/components/sections/header/social-links.tsx';

/** The five social links of the side panel and footers (spec §1). */
export const socialLinks: readonly SocialLink[] = [
  { label: 'Facebook', color: '#1f5fbf', link: 'https://www.facebook.com/', icon: 'facebook' },
  { label: 'X', color: '#111111', link: 'https://x.com/', icon: 'x' },
  { label: 'Instagram', color: '#b3306f', link: 'https://www.instagram.com/', icon: 'instagram' },
  { label: 'LinkedIn', color: '#0a66c2', link: 'https://www.linkedin.com/', icon: 'linkedin' },
  { label: 'Dribbble', color: '#c32361', link: 'https://dribbble.com/', icon: 'dribbble' },
];
