import { inter, josefinSans } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-fashion-shop: Halde, a small clothing label. Black and nude, square corners, Josefin Sans capitals. */
export default /* @__PURE__ */ defineDemo({
  route: '/home-fashion-shop',
  title: 'Fashion shop',
  category: 'Other',
  description:
    'A clothing label in black and nude with square corners: the season’s collection, a lookbook, a sale and a letter.',
  thumbnailSeed: 23,
  fonts: { display: josefinSans, body: inter },
  theme: {
    designed: 'light',
    light: {
      brand: '#111111',
      brandStrong: '#000000',
      brandSoft: '#f4ebe5',
      accent: '#d8b4a0',
      ink: '#111111',
      muted: '#5c5652',
      surface: '#ffffff',
      surfaceAlt: '#f7f2ee',
      card: '#ffffff',
      line: '#e7e0da',
      inverse: '#111111',
      onBrand: '#ffffff',
    },
    dark: {
      brand: '#9c9c9c',
      brandStrong: '#b0b0b0',
      brandSoft: '#303030',
      accent: '#d8b4a0',
      ink: '#ededed',
      muted: '#adadad',
      surface: '#131313',
      surfaceAlt: '#1b1b1b',
      card: '#212121',
      line: '#383838',
      inverse: '#0b0b0b',
      onBrand: '#131313',
    },
    radius: '0px',
    headingCase: 'uppercase',
    headingTracking: '0.06em',
  },
  artwork: { mid: '#5e4d44', light: 'accent', pale: 'surfaceAlt', pop: '#9f2f3c' },
});
