import { inter, oswald } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-gym-fitness: a strength and conditioning club. Signal red on near-black, square corners, Oswald caps. */
export default /* @__PURE__ */ defineDemo({
  route: '/home-gym-fitness',
  title: 'Gym & fitness',
  category: 'Specialized',
  description:
    'A strength and conditioning gym: the club in numbers, how to start, the class timetable, coaches, a free pass and memberships.',
  thumbnailSeed: 17,
  fonts: { display: oswald, body: inter },
  theme: {
    designed: 'dark',
    light: {
      brand: '#b81b0f',
      brandStrong: '#97160c',
      brandSoft: '#f8e4e2',
      accent: '#6f6f2f',
      ink: '#211312',
      muted: '#745a58',
      surface: '#fcfafa',
      surfaceAlt: '#f7f1f0',
      card: '#ffffff',
      line: '#e8dad9',
      inverse: '#000000',
      onBrand: '#ffffff',
    },
    dark: {
      brand: '#ff3d2e',
      brandStrong: '#ff6b5e',
      brandSoft: '#2a1210',
      accent: '#f5f5f4',
      ink: '#f4f1ee',
      muted: '#a8a29e',
      surface: '#0b0b0c',
      surfaceAlt: '#151517',
      card: '#1a1a1d',
      line: '#2e2e33',
      inverse: '#000000',
      onBrand: '#0b0b0c',
    },
    radius: '0',
    headingCase: 'uppercase',
    headingTracking: '0.02em',
  },
  artwork: { light: '#ff8a7a' },
});
