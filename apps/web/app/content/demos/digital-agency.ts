import { inter, syne } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-digital-agency: a product and motion studio. Amber on near-black, Syne headings. */
export default /* @__PURE__ */ defineDemo({
  route: '/home-digital-agency',
  title: 'Digital agency',
  category: 'Corporate',
  description:
    'A product studio in the dark: a statement with a word cycle, numbers, selected work, capabilities, clients.',
  thumbnailSeed: 10,
  fonts: { display: syne, body: inter },
  theme: {
    designed: 'dark',
    only: {
      scheme: 'dark',
      // For developers: the hero statement's eyebrow and the services section draw brand text on the always-dark
      // inverse colour; light can be offered once those sections take the on-dark tone.
      reason:
        'Designed as a dark page: its statement and services are set in brand colours on black, which lose their contrast on white.',
    },
    light: {
      brand: '#84570b',
      brandStrong: '#634108',
      brandSoft: '#f8f0e2',
      accent: '#846c0b',
      ink: '#211b12',
      muted: '#716756',
      surface: '#fcfbfa',
      surfaceAlt: '#f7f4f0',
      card: '#ffffff',
      line: '#e8e2d9',
      inverse: '#0d0d10',
      onBrand: '#ffffff',
    },
    dark: {
      brand: '#f59e0b',
      brandStrong: '#fbbf24',
      brandSoft: '#2a2418',
      accent: '#fde68a',
      ink: '#f4f4f5',
      muted: '#a1a1aa',
      surface: '#17171b',
      surfaceAlt: '#1f1f25',
      card: '#24242b',
      line: '#34343d',
      inverse: '#0d0d10',
      onBrand: '#17171b',
    },
    radius: '1.25rem',
    headingCase: 'none',
    headingTracking: '-0.03em',
  },
  artwork: { deep: 'inverse', light: 'accent', pop: '#f43f5e' },
});
