import { inter, lexend } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-seo-agency: a search agency for local and mid-sized businesses. Teal on white, navy ink, Lexend. */
export default /* @__PURE__ */ defineDemo({
  route: '/home-seo-agency',
  title: 'SEO agency',
  category: 'Corporate',
  description:
    'A search agency: a free SEO report form, services, process, plans, results from owners and client logos.',
  thumbnailSeed: 11,
  fonts: { display: lexend, body: inter },
  theme: {
    designed: 'light',
    light: {
      brand: '#0e6660',
      brandStrong: '#0a4f4a',
      brandSoft: '#e0f4f1',
      accent: '#f2b950',
      ink: '#1d2540',
      muted: '#535b75',
      surface: '#ffffff',
      surfaceAlt: '#f3f7f8',
      card: '#ffffff',
      line: '#dde4ea',
      inverse: '#1d2540',
      onBrand: '#ffffff',
    },
    dark: {
      brand: '#4ce6dc',
      brandStrong: '#6febe3',
      brandSoft: '#164b47',
      accent: '#f1b951',
      ink: '#e9f2f1',
      muted: '#a5bbba',
      surface: '#0e1817',
      surfaceAlt: '#142120',
      card: '#192928',
      line: '#2c4543',
      inverse: '#090e0e',
      onBrand: '#0e1817',
    },
    radius: '1rem',
    headingCase: 'none',
    headingTracking: '-0.01em',
  },
  artwork: { light: '#5fd3c4' },
});
