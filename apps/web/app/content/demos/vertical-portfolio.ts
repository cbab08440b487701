import { gabarito, inter } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-vertical-portfolio: a place-making and wayfinding studio. Sand on dark umber, Gabarito headings. */
export default /* @__PURE__ */ defineDemo({
  route: '/home-vertical-portfolio',
  title: 'Vertical portfolio',
  category: 'Portfolio',
  description:
    'A wayfinding studio’s projects as full-height slides: wheel, keys, buttons or a swipe.',
  thumbnailSeed: 36,
  fonts: { display: gabarito, body: inter },
  theme: {
    designed: 'dark',
    light: {
      brand: '#785a12',
      brandStrong: '#59430d',
      brandSoft: '#f8f2e2',
      accent: '#c53d1b',
      ink: '#211d12',
      muted: '#716956',
      surface: '#fcfcfa',
      surfaceAlt: '#f7f5f0',
      card: '#ffffff',
      line: '#e8e4d9',
      inverse: '#0a0908',
      onBrand: '#ffffff',
    },
    dark: {
      brand: '#e9c46a',
      brandStrong: '#f3d98f',
      brandSoft: '#2b2414',
      accent: '#e76f51',
      ink: '#f6f1e4',
      muted: '#b5ad9a',
      surface: '#12110e',
      surfaceAlt: '#1b1915',
      card: '#23201a',
      line: '#3a352a',
      inverse: '#0a0908',
      onBrand: '#12110e',
    },
    radius: '0.25rem',
    headingCase: 'uppercase',
    headingTracking: '0.01em',
  },
  artwork: { deep: '#14120d', mid: '#8a6a1f', light: 'brand', pale: '#faf1d9' },
});
