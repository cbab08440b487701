import { anton, inter } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-personal-portfolio: Kofi Mensah, an independent designer. Signal yellow on black, Anton headings. */
export default /* @__PURE__ */ defineDemo({
  route: '/home-personal-portfolio',
  title: 'Personal portfolio',
  category: 'Portfolio',
  description:
    'A designer’s own site in yellow on black: hello, about, skills, case studies, numbers and a contact split.',
  thumbnailSeed: 14,
  fonts: { display: anton, body: inter },
  theme: {
    designed: 'dark',
    only: {
      scheme: 'dark',
      // For developers: the hero statement's eyebrow is brand text on the always-dark inverse colour; light can be
      // offered once that section takes the on-dark tone.
      reason:
        'Designed as a dark page: its yellow headline and glow are made to sit on near-black and lose their contrast on white.',
    },
    light: {
      brand: '#685f08',
      brandStrong: '#474006',
      brandSoft: '#f8f6e2',
      accent: '#cb3d10',
      ink: '#212012',
      muted: '#6e6c53',
      surface: '#fcfcfa',
      surfaceAlt: '#f7f6f0',
      card: '#ffffff',
      line: '#e8e7d9',
      inverse: '#050505',
      onBrand: '#ffffff',
    },
    dark: {
      brand: '#ffe600',
      brandStrong: '#fff066',
      brandSoft: '#2a2608',
      accent: '#ff6b3d',
      ink: '#f5f5f0',
      muted: '#a8a8a0',
      surface: '#111111',
      surfaceAlt: '#1a1a1a',
      card: '#1e1e1e',
      line: '#2e2e2e',
      inverse: '#050505',
      onBrand: '#111111',
    },
    radius: '0rem',
    headingCase: 'uppercase',
    headingTracking: '0.01em',
  },
  artwork: { light: '#fff27a', pale: '#262626' },
});
