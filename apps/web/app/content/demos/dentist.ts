import { dmSans, quicksand } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-dentist: a family dental practice. Deep aqua on ice, navy ink, soft round corners, Quicksand. */
export default /* @__PURE__ */ defineDemo({
  route: '/home-dentist',
  title: 'Dentist',
  category: 'Specialized',
  description:
    'A family dental practice: treatments, the dentists, online appointment booking, patient reviews and opening hours.',
  thumbnailSeed: 19,
  fonts: { display: quicksand, body: dmSans },
  theme: {
    designed: 'light',
    light: {
      brand: '#006a69',
      brandStrong: '#004f4e',
      brandSoft: '#d8f3f2',
      accent: '#00a3a3',
      ink: '#0f2a3a',
      muted: '#4a6170',
      surface: '#f1fbfb',
      surfaceAlt: '#e4f5f5',
      card: '#ffffff',
      line: '#cfe6e8',
      inverse: '#0f2a3a',
      onBrand: '#ffffff',
    },
    dark: {
      brand: '#42f0ee',
      brandStrong: '#68f3f1',
      brandSoft: '#164b4b',
      accent: '#42f0f0',
      ink: '#e9f2f2',
      muted: '#a5bbbb',
      surface: '#0e1818',
      surfaceAlt: '#142121',
      card: '#192929',
      line: '#2c4544',
      inverse: '#090e0e',
      onBrand: '#0e1818',
    },
    radius: '1.75rem',
    headingCase: 'none',
    headingTracking: '-0.01em',
  },
  artwork: { mid: '#00898a', light: '#7fd8d6', pale: '#e8f8f8', pop: '#ffc857' },
});
