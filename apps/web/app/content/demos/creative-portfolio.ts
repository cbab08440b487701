import { darkerGrotesque, inter } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-creative-portfolio: a packaging and product studio. Mint on charcoal, Darker Grotesque headings. */
export default /* @__PURE__ */ defineDemo({
  route: '/home-creative-portfolio',
  title: 'Creative portfolio',
  category: 'Portfolio',
  description:
    'A packaging studio’s projects as a full-screen grid of cards that tilt toward the pointer.',
  thumbnailSeed: 35,
  fonts: { display: darkerGrotesque, body: inter },
  theme: {
    designed: 'dark',
    light: {
      brand: '#246b5b',
      brandStrong: '#1b5044',
      brandSoft: '#e4f6f2',
      accent: '#8e690b',
      ink: '#12211e',
      muted: '#536e68',
      surface: '#fafcfc',
      surfaceAlt: '#f0f7f5',
      card: '#ffffff',
      line: '#d9e8e5',
      inverse: '#111111',
      onBrand: '#ffffff',
    },
    dark: {
      brand: '#7dd3c0',
      brandStrong: '#a7e8da',
      brandSoft: '#1f2e2a',
      accent: '#fbbf24',
      ink: '#f2f2ef',
      muted: '#abada8',
      surface: '#1b1b1b',
      surfaceAlt: '#232323',
      card: '#2a2a2a',
      line: '#3a3a3a',
      inverse: '#111111',
      onBrand: '#1b1b1b',
    },
    radius: '1.5rem',
    headingCase: 'none',
    headingTracking: '0em',
  },
  artwork: { mid: '#1f7a6a', light: 'brand', pale: '#e3f7f2', pop: '#f59e0b' },
});
