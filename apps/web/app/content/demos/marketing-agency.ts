import { bricolageGrotesque, inter } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-marketing-agency: sunflower yellow on near-black, Bricolage Grotesque over Inter. */
export default /* @__PURE__ */ defineDemo({
  route: '/home-marketing-agency',
  title: 'Marketing agency',
  category: 'Corporate',
  description:
    'A growth marketing agency in sunflower yellow: channel skills, results, a campaign timeline and clients.',
  thumbnailSeed: 6,
  fonts: { display: bricolageGrotesque, body: inter },
  theme: {
    designed: 'dark',
    light: {
      brand: '#715c09',
      brandStrong: '#504106',
      brandSoft: '#f8f4e2',
      accent: '#4211d4',
      ink: '#211e12',
      muted: '#6e6953',
      surface: '#fcfcfa',
      surfaceAlt: '#f7f6f0',
      card: '#ffffff',
      line: '#e8e5d9',
      inverse: '#000000',
      onBrand: '#ffffff',
    },
    dark: {
      brand: '#f5c400',
      brandStrong: '#ffd93d',
      brandSoft: '#2a240b',
      accent: '#a78bfa',
      ink: '#f5f3ea',
      muted: '#b5af9d',
      surface: '#111111',
      surfaceAlt: '#1a1a19',
      card: '#201f1c',
      line: '#34322b',
      inverse: '#000000',
      onBrand: '#111111',
    },
    radius: '0.75rem',
    headingCase: 'none',
    headingTracking: '-0.03em',
  },
  artwork: { deep: '#1a1a1a', light: '#ffe27a', pale: '#fffbea', pop: '#7c3aed' },
});
