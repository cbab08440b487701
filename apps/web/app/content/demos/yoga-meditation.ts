import { dmSans, fraunces } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-yoga-meditation: a yoga and meditation studio. Clay-blush on warm white, sage accents, Fraunces. */
export default /* @__PURE__ */ defineDemo({
  route: '/home-yoga-meditation',
  title: 'Yoga & meditation',
  category: 'Specialized',
  description:
    'A yoga and meditation studio: a quiet opening, benefits, class styles, the week’s timetable, questions and students’ words.',
  thumbnailSeed: 16,
  fonts: { display: fraunces, body: dmSans },
  theme: {
    designed: 'light',
    light: {
      brand: '#a34f3e',
      brandStrong: '#7f3a2c',
      brandSoft: '#f9e3dc',
      accent: '#7e9c86',
      ink: '#2e2623',
      muted: '#6b5a54',
      surface: '#fdf5f2',
      surfaceAlt: '#f6e9e3',
      card: '#ffffff',
      line: '#ecd9d1',
      inverse: '#35443a',
      onBrand: '#ffffff',
    },
    dark: {
      brand: '#cc887a',
      brandStrong: '#d8a297',
      brandSoft: '#46221b',
      accent: '#8ca693',
      ink: '#f2eae9',
      muted: '#b9a6a2',
      surface: '#18100e',
      surfaceAlt: '#211614',
      card: '#291c19',
      line: '#45302c',
      inverse: '#0e0a09',
      onBrand: '#18100e',
    },
    radius: '1.5rem',
    headingCase: 'none',
    headingTracking: '-0.015em',
  },
  artwork: { deep: '#3d4a40', mid: '#c97a66', light: '#a9c2ae', pale: '#fbeee9', pop: '#e8b04f' },
});
