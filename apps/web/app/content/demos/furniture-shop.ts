import { inter, redHatDisplay } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-furniture-shop: Northgrain, a furniture maker's shop. Deep teal and oak, Red Hat Display headings. */
export default /* @__PURE__ */ defineDemo({
  route: '/home-furniture-shop',
  title: 'Furniture shop',
  category: 'Other',
  description:
    'A furniture store in deep teal and oak: categories, new products by room, the chair of the month and a deal.',
  thumbnailSeed: 22,
  fonts: { display: redHatDisplay, body: inter },
  theme: {
    designed: 'light',
    light: {
      brand: '#1f5f5b',
      brandStrong: '#174a47',
      brandSoft: '#e3efed',
      accent: '#c8a27a',
      ink: '#1b2422',
      muted: '#55625f',
      surface: '#ffffff',
      surfaceAlt: '#f5f1eb',
      card: '#ffffff',
      line: '#e3ddd3',
      inverse: '#15302e',
      onBrand: '#ffffff',
    },
    dark: {
      brand: '#65cdc6',
      brandStrong: '#84d7d2',
      brandSoft: '#184946',
      accent: '#c8a27a',
      ink: '#e9f2f1',
      muted: '#a2b9b7',
      surface: '#0e1817',
      surfaceAlt: '#142121',
      card: '#192928',
      line: '#2c4543',
      inverse: '#090e0e',
      onBrand: '#0e1817',
    },
    radius: '0.75rem',
    headingCase: 'none',
    headingTracking: '-0.015em',
  },
  artwork: { light: 'accent', pale: '#eef3f1', pop: '#e0b25c' },
});
