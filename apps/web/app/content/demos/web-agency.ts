import { instrumentSans, inter } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-web-agency: a web studio in cyan on ink, square corners, set in Instrument Sans and Inter. */
export default /* @__PURE__ */ defineDemo({
  route: '/home-web-agency',
  title: 'Web agency',
  category: 'Corporate',
  description:
    'A web development studio: builds, delivery process, shipped sites, the engineers and their notes.',
  thumbnailSeed: 3,
  fonts: { display: instrumentSans, body: inter },
  theme: {
    designed: 'light',
    light: {
      brand: '#0e7490',
      brandStrong: '#155e75',
      brandSoft: '#e3f6fa',
      accent: '#f43f5e',
      ink: '#0b1020',
      muted: '#4a5468',
      surface: '#ffffff',
      surfaceAlt: '#f2f6f8',
      card: '#ffffff',
      line: '#d9e2e8',
      inverse: '#0b1020',
      onBrand: '#ffffff',
    },
    dark: {
      brand: '#45c9ed',
      brandStrong: '#6ad4f1',
      brandSoft: '#16404b',
      accent: '#f15671',
      ink: '#e9f0f2',
      muted: '#a2b4b9',
      surface: '#0e1618',
      surfaceAlt: '#141f21',
      card: '#192629',
      line: '#2c3f45',
      inverse: '#090d0e',
      onBrand: '#0e1618',
    },
    radius: '0',
    headingCase: 'none',
    headingTracking: '-0.035em',
  },
  artwork: { light: '#67e8f9', pale: '#ecfeff' },
});
