import { instrumentSerif, inter } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-branding-agency: one red on black and white, square corners, Instrument Serif (one weight) over Inter. */
export default /* @__PURE__ */ defineDemo({
  route: '/home-branding-agency',
  title: 'Branding agency',
  category: 'Corporate',
  description:
    'An identity studio in red and black: principles, scattered brand work, method and a letter to subscribe to.',
  thumbnailSeed: 5,
  fonts: { display: instrumentSerif, body: inter },
  theme: {
    designed: 'light',
    light: {
      brand: '#c8102e',
      brandStrong: '#a50d26',
      brandSoft: '#fdecef',
      accent: '#111111',
      ink: '#111111',
      muted: '#57534e',
      surface: '#ffffff',
      surfaceAlt: '#f5f5f4',
      card: '#ffffff',
      line: '#e7e5e4',
      inverse: '#111111',
      onBrand: '#ffffff',
    },
    dark: {
      brand: '#f3687f',
      brandStrong: '#f68e9f',
      brandSoft: '#4b161e',
      accent: '#999999',
      ink: '#f2e9ea',
      muted: '#b9a2a6',
      surface: '#180e10',
      surfaceAlt: '#211416',
      card: '#29191c',
      line: '#452c30',
      inverse: '#0e090a',
      onBrand: '#180e10',
    },
    radius: '0',
    headingCase: 'none',
    headingTracking: '-0.015em',
  },
  artwork: { mid: '#e11d48', light: '#fda4af', pale: 'surfaceAlt', pop: '#525252' },
});
