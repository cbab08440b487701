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
    designed: 'light',
    light: {
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
    },
    dark: {
      brand: '#e27c69',
      brandStrong: '#e99a8b',
      brandSoft: '#4b1e16',
      accent: '#75b6bd',
      ink: '#f2eae9',
      muted: '#b9a6a2',
      surface: '#18100e',
      surfaceAlt: '#211614',
      card: '#291c19',
      line: '#45302c',
      inverse: '#0e0a09',
      onBrand: '#18100e',
    },
    radius: '0.125rem',
    headingCase: 'none',
    headingTracking: '-0.015em',
  },
  artwork: { light: '#e8a48f', pale: '#f3efe6' },
});
