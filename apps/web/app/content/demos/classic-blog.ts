import { ebGaramond, sourceSerif4 } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-classic-blog: a long-running personal blog of essays. Slate on white, EB Garamond and Source Serif 4. */
export default /* @__PURE__ */ defineDemo({
  route: '/home-classic-blog',
  title: 'Classic blog',
  category: 'Other',
  description:
    'A classic serif blog in slate: recent essays beside a sidebar, popular posts, readers’ choice and a newsletter.',
  thumbnailSeed: 37,
  fonts: { display: ebGaramond, body: sourceSerif4 },
  theme: {
    designed: 'light',
    light: {
      brand: '#2f3e46',
      brandStrong: '#1f2a30',
      brandSoft: '#e3ebe7',
      accent: '#84a98c',
      ink: '#1f2528',
      muted: '#515c61',
      surface: '#ffffff',
      surfaceAlt: '#f3f5f4',
      card: '#ffffff',
      line: '#d9dfdc',
      inverse: '#1f2a30',
      onBrand: '#ffffff',
    },
    dark: {
      brand: '#8ba4b1',
      brandStrong: '#a3b7c1',
      brandSoft: '#27333a',
      accent: '#87ab8f',
      ink: '#eaeef1',
      muted: '#a2b1b9',
      surface: '#111415',
      surfaceAlt: '#181c1e',
      card: '#1e2225',
      line: '#333a3e',
      inverse: '#0a0c0d',
      onBrand: '#111415',
    },
    radius: '0.25rem',
    headingCase: 'none',
    headingTracking: '0em',
  },
  artwork: { light: 'accent', pale: '#eef2ef', pop: '#c9a66b' },
});
