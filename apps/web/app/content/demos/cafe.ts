import { dmSans, gloock } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-cafe: Café Kornblum, a coffee house and bakery in Vienna. Coffee and sage on cream, Gloock / DM Sans. */
export default /* @__PURE__ */ defineDemo({
  route: '/home-cafe',
  title: 'Cafe',
  category: 'Specialized',
  description:
    'A Viennese coffee house in cream and coffee: a slider, the house menu in tabs, the bakers, hours and a table.',
  thumbnailSeed: 13,
  fonts: { display: gloock, body: dmSans },
  theme: {
    designed: 'light',
    light: {
      brand: '#7f5127',
      brandStrong: '#5e3a1a',
      brandSoft: '#f1e4d2',
      accent: '#8fb996',
      ink: '#2b1d12',
      muted: '#6b5a4a',
      surface: '#f7f1e8',
      surfaceAlt: '#efe6d8',
      card: '#fffdf9',
      line: '#e3d6c3',
      inverse: '#2e1f14',
      onBrand: '#ffffff',
    },
    dark: {
      brand: '#cf9763',
      brandStrong: '#d9ab82',
      brandSoft: '#4a2f17',
      accent: '#8fb996',
      ink: '#f2ede9',
      muted: '#b9ada2',
      surface: '#18130e',
      surfaceAlt: '#211a14',
      card: '#292119',
      line: '#45382c',
      inverse: '#0e0b09',
      onBrand: '#18130e',
    },
    radius: '1.25rem',
    headingCase: 'none',
    headingTracking: '0',
  },
  artwork: { mid: '#8b5a2b', light: '#d9b48c', pale: 'surface', pop: '#3f6b4f' },
});
