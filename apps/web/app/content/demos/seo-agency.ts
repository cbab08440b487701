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
    radius: '1rem',
    scheme: 'light',
    headingCase: 'none',
    headingTracking: '-0.01em',
  },
  artwork: { light: '#5fd3c4' },
});
