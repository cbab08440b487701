import { inter, sora } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-application: Nightjar, a sleep and wind-down app. Pink and violet on midnight blue, Sora headings. */
export default /* @__PURE__ */ defineDemo({
  route: '/home-application',
  title: 'Application',
  category: 'Corporate',
  description:
    'A sleep app’s one-page site: phones with its screens, store badges, tools in tabs, plans and a letter.',
  thumbnailSeed: 12,
  fonts: { display: sora, body: inter },
  theme: {
    designed: 'dark',
    light: {
      brand: '#b41362',
      brandStrong: '#940f51',
      brandSoft: '#f8e2ed',
      accent: '#3811d4',
      ink: '#211219',
      muted: '#745866',
      surface: '#fcfafb',
      surfaceAlt: '#f7f0f3',
      card: '#ffffff',
      line: '#e8d9e0',
      inverse: '#08091a',
      onBrand: '#ffffff',
    },
    dark: {
      brand: '#ec4899',
      brandStrong: '#f472b6',
      brandSoft: '#2b1538',
      accent: '#7c5cff',
      ink: '#f4f3ff',
      muted: '#a9abcb',
      surface: '#0e0f24',
      surfaceAlt: '#14163a',
      card: '#1b1d44',
      line: '#2c2e5c',
      inverse: '#08091a',
      onBrand: '#0e0f24',
    },
    radius: '1.5rem',
    headingCase: 'none',
    headingTracking: '-0.02em',
  },
  artwork: { light: '#f9a8d4', pale: '#1d1f4a' },
});
