import { inter, outfit } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-corporate: a group running renewable-energy infrastructure. Emerald on navy, Outfit headings. */
export default /* @__PURE__ */ defineDemo({
  route: '/home-corporate',
  title: 'Corporate',
  category: 'Corporate',
  description:
    'An energy infrastructure group: a video hero, principles, numbers, how it works, leadership and partners.',
  thumbnailSeed: 8,
  fonts: { display: outfit, body: inter },
  theme: {
    brand: '#087a4c',
    brandStrong: '#086c43',
    brandSoft: '#e3f5ec',
    accent: '#4fe0a0',
    ink: '#0f2233',
    muted: '#4a5c6b',
    surface: '#ffffff',
    surfaceAlt: '#f2f6f5',
    card: '#ffffff',
    line: '#d9e3e1',
    inverse: '#0f2233',
    onBrand: '#ffffff',
    radius: '0.375rem',
    scheme: 'light',
    headingCase: 'none',
    headingTracking: '-0.015em',
  },
  artwork: { light: 'accent', pop: '#38bdf8' },
});
