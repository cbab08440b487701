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
    radius: '0',
    scheme: 'light',
    headingCase: 'none',
    headingTracking: '0.02em',
  },
  artwork: { light: '#d8b894', pale: 'surface', pop: '#5f8f94' },
});
