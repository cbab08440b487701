import { funnelDisplay, inter } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-interactive-portfolio: a two-person design studio. Lavender on near-black, Funnel Display headings. */
export default /* @__PURE__ */ defineDemo({
  route: '/home-interactive-portfolio',
  title: 'Interactive portfolio',
  category: 'Portfolio',
  description:
    'A design studio’s work as a full-screen list of titles; pointing at one cross-fades the picture behind.',
  thumbnailSeed: 34,
  fonts: { display: funnelDisplay, body: inter },
  theme: {
    designed: 'dark',
    light: {
      brand: '#3a11d4',
      brandStrong: '#310eb3',
      brandSoft: '#e7e2f8',
      accent: '#b311d0',
      ink: '#151221',
      muted: '#5e5874',
      surface: '#fbfafc',
      surfaceAlt: '#f2f0f7',
      card: '#ffffff',
      line: '#dcd9e8',
      inverse: '#08080a',
      onBrand: '#ffffff',
    },
    dark: {
      brand: '#c4b5fd',
      brandStrong: '#ddd6fe',
      brandSoft: '#221d33',
      accent: '#f0abfc',
      ink: '#f4f2fa',
      muted: '#a9a6b8',
      surface: '#0d0d10',
      surfaceAlt: '#16151c',
      card: '#1d1c24',
      line: '#2e2c38',
      inverse: '#08080a',
      onBrand: '#0d0d10',
    },
    radius: '0.5rem',
    headingCase: 'none',
    headingTracking: '-0.02em',
  },
  artwork: { mid: '#5b45b0', light: 'brand', pale: '#ede9fe', pop: '#f472b6' },
});
