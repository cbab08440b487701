import { bodoniModa, jost } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-interior-design: Hollis & Rye, an interiors studio. Brass on warm paper under a dark hero, Bodoni Moda. */
export default /* @__PURE__ */ defineDemo({
  route: '/home-interior-design',
  title: 'Interior design',
  category: 'Specialized',
  description:
    'An interiors studio in brass and warm paper: a dark statement hero, services, rooms with a filter, letters.',
  thumbnailSeed: 14,
  fonts: { display: bodoniModa, body: jost },
  theme: {
    designed: 'light',
    light: {
      brand: '#80602c',
      brandStrong: '#654a1f',
      brandSoft: '#f5efe4',
      accent: '#b68a4c',
      ink: '#1c1a17',
      muted: '#5e574d',
      surface: '#faf8f4',
      surfaceAlt: '#f3eee6',
      card: '#ffffff',
      line: '#e4dccf',
      inverse: '#1c1a17',
      onBrand: '#ffffff',
    },
    dark: {
      brand: '#cba567',
      brandStrong: '#d5b786',
      brandSoft: '#483619',
      accent: '#c4a06e',
      ink: '#f2eee9',
      muted: '#b9b0a2',
      surface: '#18140e',
      surfaceAlt: '#211c14',
      card: '#292319',
      line: '#453b2c',
      inverse: '#0e0c09',
      onBrand: '#18140e',
    },
    radius: '0.125rem',
    headingCase: 'none',
    headingTracking: '-0.01em',
  },
  artwork: { mid: '#6b5a47', light: '#d8c3a0' },
});
