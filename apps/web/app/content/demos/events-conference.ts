import { bebasNeue, inter } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-events-conference: Wavelength, a three-day conference on live sound, light and stage tech. Coral on night violet. */
export default /* @__PURE__ */ defineDemo({
  route: '/home-events-conference',
  title: 'Events & conference',
  category: 'Specialized',
  description:
    'A three-day live-production conference on one page: countdown, schedule by day and track, speakers, tickets.',
  thumbnailSeed: 12,
  fonts: { display: bebasNeue, body: inter },
  theme: {
    designed: 'dark',
    light: {
      brand: '#aa320e',
      brandStrong: '#89280b',
      brandSoft: '#f8e7e2',
      accent: '#8e660b',
      ink: '#211512',
      muted: '#745e58',
      surface: '#fcfbfa',
      surfaceAlt: '#f7f2f0',
      card: '#ffffff',
      line: '#e8dcd9',
      inverse: '#0c0a1c',
      onBrand: '#ffffff',
    },
    dark: {
      brand: '#ff6a3d',
      brandStrong: '#ff8a65',
      brandSoft: '#2a1d3a',
      accent: '#ffd166',
      ink: '#f5f3ff',
      muted: '#b4aed0',
      surface: '#14112b',
      surfaceAlt: '#1c1838',
      card: '#221d42',
      line: '#352f5c',
      inverse: '#0c0a1c',
      onBrand: '#14112b',
    },
    radius: '0.375rem',
    headingCase: 'uppercase',
    headingTracking: '0.02em',
  },
  artwork: { mid: '#5b2a86', light: 'brand' },
});
