import { inter, outfit } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-corporate: a group running renewable-energy infrastructure. Emerald on navy, Outfit headings. */
export default /* @__PURE__ */ defineDemo({
  route: '/home-corporate',
  title: 'Corporate',
  category: 'Corporate',
  description:
    'An energy infrastructure group: a video hero, principles, numbers, how it works, leadership and partners.',
  thumbnailSeed: 8,
  fonts: { display: outfit, body: inter },
  theme: {
    designed: 'light',
    light: {
      brand: '#087a4c',
      brandStrong: '#086c43',
      brandSoft: '#e3f5ec',
      accent: '#4fe0a0',
      ink: '#0f2233',
      muted: '#4a5c6b',
      surface: '#ffffff',
      surfaceAlt: '#f2f6f5',
      card: '#ffffff',
      line: '#d9e3e1',
      inverse: '#0f2233',
      onBrand: '#ffffff',
    },
    dark: {
      brand: '#42f0aa',
      brandStrong: '#68f3bb',
      brandSoft: '#164b36',
      accent: '#52e0a1',
      ink: '#e9f2ee',
      muted: '#a2b9b0',
      surface: '#0e1814',
      surfaceAlt: '#14211c',
      card: '#192923',
      line: '#2c453b',
      inverse: '#090e0c',
      onBrand: '#0e1814',
    },
    radius: '0.375rem',
    headingCase: 'none',
    headingTracking: '-0.015em',
  },
  artwork: { light: 'accent', pop: '#38bdf8' },
});
