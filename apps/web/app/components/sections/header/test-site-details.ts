import type { ContactDetails } from './header-config.ts';
import type { SocialLink } from './social-links.tsx';

/** Tests' own contact details and social links: the header and footer show what they are given. */
export const testContactDetails: ContactDetails = {
  address: '1 Test Lane',
  phone: '+1 555 0100',
  phoneHref: 'tel:+15550100',
  email: 'test@example.test',
  hours: 'Always',
};

export const testSocialLinks: readonly SocialLink[] = [
  { label: 'Alpha', color: '#111111', link: 'https://alpha.example/', icon: 'x' },
  { label: 'Beta', color: '#222222', link: 'https://beta.example/', icon: 'facebook' },
  { label: 'Gamma', color: '#333333', link: 'https://gamma.example/', icon: 'instagram' },
];
