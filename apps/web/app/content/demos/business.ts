import { inter, manrope } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-business: a management consultancy for growing firms. Royal blue and coral, Manrope headings. */
export default /* @__PURE__ */ defineDemo({
  route: '/home-business',
  title: 'Business',
  category: 'Corporate',
  description:
    'A consultancy for growing firms: a full-screen slider, why us, services, expertise, client quotes and logos.',
  thumbnailSeed: 7,
  fonts: { display: manrope, body: inter },
  theme: {
    designed: 'light',
    light: {
      brand: '#2346e8',
      brandStrong: '#1a34b8',
      brandSoft: '#e8edff',
      accent: '#ff7a45',
      ink: '#141a33',
      muted: '#4f5775',
      surface: '#ffffff',
      surfaceAlt: '#f4f6fc',
      card: '#ffffff',
      line: '#dfe3f0',
      inverse: '#0e1430',
      onBrand: '#ffffff',
    },
    dark: {
      brand: '#798ef1',
      brandStrong: '#9eadf5',
      brandSoft: '#161f4b',
      accent: '#f18053',
      ink: '#e9eaf2',
      muted: '#a2a6b9',
      surface: '#0e1018',
      surfaceAlt: '#141721',
      card: '#191c29',
      line: '#2c3045',
      inverse: '#090a0e',
      onBrand: '#0e1018',
    },
    radius: '0.875rem',
    headingCase: 'none',
    headingTracking: '-0.02em',
  },
  artwork: { light: '#93a8ff' },
});
