import { inter, newsreader } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-magazine: a weekly general-interest magazine. Brick red on paper, Newsreader headlines, Inter text. */
export default /* @__PURE__ */ defineDemo({
  route: '/home-magazine',
  title: 'Magazine',
  category: 'Other',
  description:
    'A weekly magazine in brick red on paper: a lead story with side stories, editors’ picks in tiles, sections and the latest.',
  thumbnailSeed: 35,
  fonts: { display: newsreader, body: inter },
  theme: {
    brand: '#a3341f',
    brandStrong: '#7f2816',
    brandSoft: '#f6e4dc',
    accent: '#2f5d62',
    ink: '#1c1917',
    muted: '#57534e',
    surface: '#fafaf7',
    surfaceAlt: '#f1efe8',
    card: '#ffffff',
    line: '#dcd8cd',
    inverse: '#1c1917',
    onBrand: '#ffffff',
    radius: '0.125rem',
    scheme: 'light',
    headingCase: 'none',
    headingTracking: '-0.015em',
  },
  artwork: { light: '#e8a48f', pale: '#f3efe6' },
});
