import { inter, leagueSpartan } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-freelancer: Lena Rask, a freelance product engineer. Jade on white with a deep green half, League Spartan. */
export default /* @__PURE__ */ defineDemo({
  route: '/home-freelancer',
  title: 'Freelancer',
  category: 'Portfolio',
  description:
    'A freelance developer’s one-page site in jade: an outlined name, numbers, services, switching work tiles and a form.',
  thumbnailSeed: 15,
  fonts: { display: leagueSpartan, body: inter },
  theme: {
    designed: 'light',
    light: {
      brand: '#037a5e',
      brandStrong: '#025c47',
      brandSoft: '#ddf8ef',
      accent: '#06d6a0',
      ink: '#10201c',
      muted: '#4d5f5a',
      surface: '#ffffff',
      surfaceAlt: '#f2f7f5',
      card: '#ffffff',
      line: '#d9e6e1',
      inverse: '#0b2a24',
      onBrand: '#ffffff',
    },
    dark: {
      brand: '#42f0c7',
      brandStrong: '#68f3d2',
      brandSoft: '#164b3f',
      accent: '#42f0c3',
      ink: '#e9f2f0',
      muted: '#a5bbb6',
      surface: '#0e1816',
      surfaceAlt: '#14211e',
      card: '#192925',
      line: '#2c453f',
      inverse: '#090e0d',
      onBrand: '#0e1816',
    },
    radius: '0.75rem',
    headingCase: 'none',
    headingTracking: '-0.02em',
  },
  artwork: { mid: 'accent', light: '#9af0d6', pale: '#eefbf6', pop: '#ff8a5b' },
});
