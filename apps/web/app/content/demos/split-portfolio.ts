import { crimsonPro, inter } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-split-portfolio: an independent art director's portfolio. Salmon on aubergine black, Crimson Pro. */
export default /* @__PURE__ */ defineDemo({
  route: '/home-split-portfolio',
  title: 'Split portfolio',
  category: 'Portfolio',
  description:
    'An art director’s portfolio whose picture and text halves slide in opposite directions.',
  thumbnailSeed: 37,
  fonts: { display: crimsonPro, body: inter },
  theme: {
    designed: 'dark',
    light: {
      brand: '#b91613',
      brandStrong: '#981210',
      brandSoft: '#f8e3e2',
      accent: '#327665',
      ink: '#211212',
      muted: '#745858',
      surface: '#fcfafa',
      surfaceAlt: '#f7f0f0',
      card: '#ffffff',
      line: '#e8d9d9',
      inverse: '#0d0a0b',
      onBrand: '#ffffff',
    },
    dark: {
      brand: '#f28482',
      brandStrong: '#f7a9a7',
      brandSoft: '#2e1a1b',
      accent: '#84a59d',
      ink: '#f7efee',
      muted: '#bcacab',
      surface: '#161113',
      surfaceAlt: '#1f181a',
      card: '#271f21',
      line: '#3b2f31',
      inverse: '#0d0a0b',
      onBrand: '#161113',
    },
    radius: '0rem',
    headingCase: 'none',
    headingTracking: '-0.01em',
  },
  artwork: { deep: '#1a1214', mid: '#a63f45', light: 'brand', pale: '#fde4e1' },
});
