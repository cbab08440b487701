import { inter, montserrat } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-blog-metro: a fast city blog laid out in tiles. Magenta on white, Montserrat and Inter. */
export default /* @__PURE__ */ defineDemo({
  route: '/home-blog-metro',
  title: 'Blog metro',
  category: 'Other',
  description:
    'A city blog in magenta tiles: featured stories over pictures, a metro grid of posts and channels to browse.',
  thumbnailSeed: 38,
  fonts: { display: montserrat, body: inter },
  theme: {
    designed: 'light',
    light: {
      brand: '#a21caf',
      brandStrong: '#86198f',
      brandSoft: '#fae8ff',
      accent: '#22d3ee',
      ink: '#18111b',
      muted: '#5b4f60',
      surface: '#ffffff',
      surfaceAlt: '#faf5fb',
      card: '#ffffff',
      line: '#eadfee',
      inverse: '#1e0b24',
      onBrand: '#ffffff',
    },
    dark: {
      brand: '#dc6ae7',
      brandStrong: '#e48ded',
      brandSoft: '#46164b',
      accent: '#42d9f0',
      ink: '#f1e9f2',
      muted: '#b7a2b9',
      surface: '#170e18',
      surfaceAlt: '#201421',
      card: '#281929',
      line: '#422c45',
      inverse: '#0e090e',
      onBrand: '#170e18',
    },
    radius: '0.75rem',
    headingCase: 'uppercase',
    headingTracking: '0.01em',
  },
  artwork: { mid: '#c026d3', light: '#f0abfc', pale: '#fdf4ff' },
});
