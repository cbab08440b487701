import { inter, plusJakartaSans } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-startup's theme: violet brand, warm accent, softly tinted surfaces and rounder cards (the site's type pair). */
export default /* @__PURE__ */ defineDemo({
  route: '/home-startup',
  title: 'Startup',
  category: 'Corporate',
  description:
    'A marketing home page for a young company: services, process, pricing, blog and a newsletter.',
  thumbnailSeed: 1,
  fonts: { display: plusJakartaSans, body: inter },
  theme: {
    designed: 'light',
    light: {
      brand: '#5b34d6',
      brandStrong: '#4521b8',
      brandSoft: '#f1ecff',
      accent: '#c2410c',
      ink: '#1b1530',
      muted: '#575170',
      surface: '#ffffff',
      surfaceAlt: '#f7f5fc',
      card: '#ffffff',
      line: '#e6e1f2',
      inverse: '#171127',
      onBrand: '#ffffff',
    },
    dark: {
      brand: '#9b83e6',
      brandStrong: '#b6a5ed',
      brandSoft: '#23164b',
      accent: '#f07542',
      ink: '#ebe9f2',
      muted: '#a7a2b9',
      surface: '#110e18',
      surfaceAlt: '#171421',
      card: '#1d1929',
      line: '#322c45',
      inverse: '#0a090e',
      onBrand: '#110e18',
    },
    radius: '1rem',
    headingCase: 'none',
    headingTracking: '-0.025em',
  },
  artwork: { light: '#a78bfa', pop: '#f97316' },
});
