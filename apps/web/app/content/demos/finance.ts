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
    radius: '0.25rem',
    scheme: 'light',
    headingCase: 'none',
    headingTracking: '0',
  },
  artwork: { light: '#a9c79a' },
});
