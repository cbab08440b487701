import { inter, spaceGrotesk } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-design-agency: Kindred Forms, a brand and product design studio. Coral red on white, Space Grotesk. */
export default /* @__PURE__ */ defineDemo({
  route: '/home-design-agency',
  title: 'Design agency',
  category: 'Corporate',
  description:
    'A product and brand design studio in coral red: a statement, principles, framed work, journal and a hire form.',
  thumbnailSeed: 13,
  fonts: { display: spaceGrotesk, body: inter },
  theme: {
    designed: 'light',
    light: {
      brand: '#c8321a',
      brandStrong: '#9c240e',
      brandSoft: '#fff1ed',
      accent: '#ff4f2e',
      ink: '#161616',
      muted: '#5c5c5c',
      surface: '#ffffff',
      surfaceAlt: '#f8f6f3',
      card: '#ffffff',
      line: '#e4e0da',
      inverse: '#161616',
      onBrand: '#ffffff',
    },
    dark: {
      brand: '#ea7461',
      brandStrong: '#ef9385',
      brandSoft: '#4b1d16',
      accent: '#f05e42',
      ink: '#f2eae9',
      muted: '#b9a5a2',
      surface: '#18100e',
      surfaceAlt: '#211614',
      card: '#291b19',
      line: '#452f2c',
      inverse: '#0e0909',
      onBrand: '#18100e',
    },
    radius: '0.25rem',
    headingCase: 'none',
    headingTracking: '-0.035em',
  },
  artwork: { mid: 'accent', light: '#ffb4a3', pale: '#f7f5f2', pop: '#2f4bff' },
});
