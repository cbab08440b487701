import { bigShouldersDisplay, inter } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-photography: Elin Vasko, a landscape and editorial photographer. Film beige on black, Big Shoulders. */
export default /* @__PURE__ */ defineDemo({
  route: '/home-photography',
  title: 'Photography',
  category: 'Portfolio',
  description:
    'A landscape and editorial photographer: full-bleed slides, a gallery with a lightbox, commissions, field notes.',
  thumbnailSeed: 15,
  fonts: { display: bigShouldersDisplay, body: inter },
  theme: {
    designed: 'dark',
    light: {
      brand: '#735d30',
      brandStrong: '#5a4825',
      brandSoft: '#f5f0e6',
      accent: '#856b38',
      ink: '#211c12',
      muted: '#716856',
      surface: '#fcfbfa',
      surfaceAlt: '#f6f4f1',
      card: '#ffffff',
      line: '#e7e3da',
      inverse: '#000000',
      onBrand: '#ffffff',
    },
    dark: {
      brand: '#d9c7a3',
      brandStrong: '#ece0c6',
      brandSoft: '#1d1a14',
      accent: '#e7dcc6',
      ink: '#f2efe9',
      muted: '#a8a29a',
      surface: '#0a0a0a',
      surfaceAlt: '#141414',
      card: '#1a1a1a',
      line: '#2a2a2a',
      inverse: '#000000',
      onBrand: '#0a0a0a',
    },
    radius: '0',
    headingCase: 'uppercase',
    headingTracking: '0.04em',
  },
  artwork: { mid: '#3b3630', light: '#a89c86', pale: 'brand' },
});
