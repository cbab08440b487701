import { jost, marcellus } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-hotel-resort: Casa Almendra, a small resort above Sóller, Mallorca. Caramel on ivory, Marcellus / Jost. */
export default /* @__PURE__ */ defineDemo({
  route: '/home-hotel-resort',
  title: 'Hotel & resort',
  category: 'Specialized',
  description:
    'A small island resort in caramel and ivory: a slider with a stay booking, rooms per night, guests and offers.',
  thumbnailSeed: 14,
  fonts: { display: marcellus, body: jost },
  theme: {
    designed: 'light',
    light: {
      brand: '#8a6038',
      brandStrong: '#6e4a28',
      brandSoft: '#f3e9dc',
      accent: '#9cc5c9',
      ink: '#1f2a2e',
      muted: '#5a6266',
      surface: '#fbf8f3',
      surfaceAlt: '#f3ede4',
      card: '#ffffff',
      line: '#e6ddd0',
      inverse: '#1f2a2e',
      onBrand: '#ffffff',
    },
    dark: {
      brand: '#c69b72',
      brandStrong: '#d2b08f',
      brandSoft: '#45301c',
      accent: '#9cc5c9',
      ink: '#f2ede9',
      muted: '#b9ada2',
      surface: '#18130f',
      surfaceAlt: '#211b15',
      card: '#292119',
      line: '#44382c',
      inverse: '#0e0b09',
      onBrand: '#18130f',
    },
    radius: '0',
    headingCase: 'none',
    headingTracking: '0.02em',
  },
  artwork: { light: '#d8b894', pale: 'surface', pop: '#5f8f94' },
});
