import { inter, urbanist } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-travel-agency: Bluewake, small-group journeys from Seattle. Ocean blue and sunset coral, Urbanist / Inter. */
export default /* @__PURE__ */ defineDemo({
  route: '/home-travel-agency',
  title: 'Travel agency',
  category: 'Specialized',
  description:
    'A small-group travel company in ocean blue: a trip request, top destinations, packages per person and travellers.',
  thumbnailSeed: 15,
  fonts: { display: urbanist, body: inter },
  theme: {
    designed: 'light',
    light: {
      brand: '#006ba6',
      brandStrong: '#004f7c',
      brandSoft: '#e6f4fb',
      accent: '#ff7f50',
      ink: '#0b2236',
      muted: '#4a5d6e',
      surface: '#ffffff',
      surfaceAlt: '#f2f8fc',
      card: '#ffffff',
      line: '#d8e6ef',
      inverse: '#03284a',
      onBrand: '#ffffff',
    },
    dark: {
      brand: '#42b2f0',
      brandStrong: '#68c1f3',
      brandSoft: '#16384b',
      accent: '#f2855d',
      ink: '#e9eef2',
      muted: '#a2b1b9',
      surface: '#0e1418',
      surfaceAlt: '#141d21',
      card: '#192429',
      line: '#2c3c45',
      inverse: '#090c0e',
      onBrand: '#0e1418',
    },
    radius: '1.5rem',
    headingCase: 'none',
    headingTracking: '-0.015em',
  },
  artwork: { mid: '#0077b6', light: '#7cc6ee', pale: '#eaf6fc' },
});
