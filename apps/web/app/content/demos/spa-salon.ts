import { dmSans, italiana } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-spa-salon: a day spa and hair salon. Dusty rose on blush, Italiana headings, DM Sans text. */
export default /* @__PURE__ */ defineDemo({
  route: '/home-spa-salon',
  title: 'Spa & salon',
  category: 'Specialized',
  description:
    'A day spa and salon: treatments priced per session, the house, appointment booking, guests’ words and gift vouchers.',
  thumbnailSeed: 18,
  fonts: { display: italiana, body: dmSans },
  theme: {
    designed: 'light',
    light: {
      brand: '#a8475b',
      brandStrong: '#843547',
      brandSoft: '#fbe4e6',
      accent: '#c9a36b',
      ink: '#2f2226',
      muted: '#6e5a5f',
      surface: '#fff6f5',
      surfaceAlt: '#fbecea',
      card: '#ffffff',
      line: '#f0d6d6',
      inverse: '#4a2630',
      onBrand: '#ffffff',
    },
    dark: {
      brand: '#ca8290',
      brandStrong: '#d69faa',
      brandSoft: '#441d25',
      accent: '#c9a36b',
      ink: '#f2e9eb',
      muted: '#b9a2a7',
      surface: '#170f11',
      surfaceAlt: '#211517',
      card: '#291a1d',
      line: '#432d31',
      inverse: '#0e090a',
      onBrand: '#170f11',
    },
    radius: '0.375rem',
    headingCase: 'none',
    headingTracking: '0.01em',
  },
  artwork: { mid: '#b0566a', light: '#e8b4bd', pale: '#fff1ef' },
});
