import { dmSerifDisplay, workSans } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-finance: an independent wealth and tax practice. Forest green and gold on warm paper, serif headings. */
export default /* @__PURE__ */ defineDemo({
  route: '/home-finance',
  title: 'Finance',
  category: 'Corporate',
  description:
    'An independent wealth practice: a call-back form hero, client questions, industries, letters from clients.',
  thumbnailSeed: 9,
  fonts: { display: dmSerifDisplay, body: workSans },
  theme: {
    designed: 'light',
    light: {
      brand: '#3f6b35',
      brandStrong: '#2f5227',
      brandSoft: '#e9efe3',
      accent: '#c99a2e',
      ink: '#1f2a1c',
      muted: '#5a6255',
      surface: '#fbfaf6',
      surfaceAlt: '#f2efe6',
      card: '#ffffff',
      line: '#e2ddd0',
      inverse: '#1c2a19',
      onBrand: '#ffffff',
    },
    dark: {
      brand: '#83bb77',
      brandStrong: '#9cc992',
      brandSoft: '#264120',
      accent: '#d9b259',
      ink: '#eaf2e9',
      muted: '#a6b9a2',
      surface: '#111710',
      surfaceAlt: '#182016',
      card: '#1d271b',
      line: '#32412f',
      inverse: '#0a0e09',
      onBrand: '#111710',
    },
    radius: '0.25rem',
    headingCase: 'none',
    headingTracking: '0',
  },
  artwork: { light: '#a9c79a' },
});
