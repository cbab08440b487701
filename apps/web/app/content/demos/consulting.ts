import { cormorantGaramond, workSans } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-consulting: a management consultancy in bronze and navy, set in Cormorant Garamond and Work Sans. */
export default /* @__PURE__ */ defineDemo({
  route: '/home-consulting',
  title: 'Consulting',
  category: 'Corporate',
  description:
    'A management consultancy: advisory practice, partners, results in numbers and the firm’s insights.',
  thumbnailSeed: 2,
  fonts: { display: cormorantGaramond, body: workSans },
  theme: {
    designed: 'light',
    light: {
      brand: '#8a5a28',
      brandStrong: '#6f4720',
      brandSoft: '#f5ebe0',
      accent: '#14213d',
      ink: '#14213d',
      muted: '#545a6b',
      surface: '#fcfaf7',
      surfaceAlt: '#f4eee6',
      card: '#ffffff',
      line: '#e6ddd1',
      inverse: '#14213d',
      onBrand: '#ffffff',
    },
    dark: {
      brand: '#d19a61',
      brandStrong: '#daae80',
      brandSoft: '#4b3116',
      accent: '#6d8ccf',
      ink: '#f2ede9',
      muted: '#b9aea2',
      surface: '#18130e',
      surfaceAlt: '#211b14',
      card: '#292119',
      line: '#45382c',
      inverse: '#0e0c09',
      onBrand: '#18130e',
    },
    radius: '0.25rem',
    headingCase: 'none',
    headingTracking: '-0.01em',
  },
  artwork: { light: '#d9b48a', pale: '#f6efe6', pop: '#3d5a99' },
});
