import { jost, prata } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-decor: Kiln & Loom, a homeware shop of pottery, textiles and lamps. Terracotta on linen, Prata and Jost. */
export default /* @__PURE__ */ defineDemo({
  route: '/home-decor',
  title: 'Decor store',
  category: 'Other',
  description:
    'A homeware shop in terracotta and linen: rooms to shop by, new pieces from the makers, a journal and the feed.',
  thumbnailSeed: 21,
  fonts: { display: prata, body: jost },
  theme: {
    designed: 'light',
    light: {
      brand: '#9a4b27',
      brandStrong: '#7a3a1d',
      brandSoft: '#f4e4d7',
      accent: '#e3b08f',
      ink: '#2b211c',
      muted: '#67574d',
      surface: '#f6f1ea',
      surfaceAlt: '#efe6da',
      card: '#fffdf9',
      line: '#e2d6c6',
      inverse: '#2b211c',
      onBrand: '#ffffff',
    },
    dark: {
      brand: '#d88964',
      brandStrong: '#e0a185',
      brandSoft: '#4b2616',
      accent: '#e3b08f',
      ink: '#f2ebe9',
      muted: '#b9a9a2',
      surface: '#18110e',
      surfaceAlt: '#211814',
      card: '#291e19',
      line: '#45332c',
      inverse: '#0e0a09',
      onBrand: '#18110e',
    },
    radius: '0.25rem',
    headingCase: 'none',
    headingTracking: '0',
  },
  artwork: { mid: '#b5653a', light: 'accent', pale: 'surface', pop: '#6f7d5c' },
});
