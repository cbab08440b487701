import { jost, playfairDisplay } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-restaurant: Aurelia, a wood-fire dining room in Edinburgh. Gold on near-black, Playfair Display / Jost. */
export default /* @__PURE__ */ defineDemo({
  route: '/home-restaurant',
  title: 'Restaurant',
  category: 'Specialized',
  description:
    'A wood-fire dining room in gold and black: the menu by course, the chef, food events and a table booking.',
  thumbnailSeed: 12,
  fonts: { display: playfairDisplay, body: jost },
  theme: {
    designed: 'dark',
    light: {
      brand: '#755c23',
      brandStrong: '#59461b',
      brandSoft: '#f7f1e4',
      accent: '#b5462f',
      ink: '#211c12',
      muted: '#716956',
      surface: '#fcfcfa',
      surfaceAlt: '#f7f5f0',
      card: '#ffffff',
      line: '#e8e3d9',
      inverse: '#0b0a09',
      onBrand: '#ffffff',
    },
    dark: {
      brand: '#c9a24b',
      brandStrong: '#dcb96a',
      brandSoft: '#2a2318',
      accent: '#b5462f',
      ink: '#f3ece0',
      muted: '#b3a894',
      surface: '#12100e',
      surfaceAlt: '#1a1714',
      card: '#221e1a',
      line: '#3a332b',
      inverse: '#0b0a09',
      onBrand: '#12100e',
    },
    radius: '0.125rem',
    headingCase: 'uppercase',
    headingTracking: '0.06em',
  },
  artwork: { mid: '#8c6a2a', light: 'brand', pale: '#f3e7cf' },
  // In light, a table by day: oak and linen, cream plates with a gold rim (the dark-art hero keeps the dark).
  artworkOther: { deep: '#e3d5b8', mid: '#a9874a', light: '#b89a5a', pale: '#fffaf0' },
});
