import { dmSans, lora } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-lifestyle-blog: a personal blog of food, slow travel and small habits. Peach and coral, Lora and DM Sans. */
export default /* @__PURE__ */ defineDemo({
  route: '/home-lifestyle-blog',
  title: 'Lifestyle blog',
  category: 'Other',
  description:
    'A lifestyle journal in peach and coral: featured stories in a slider, topics, the most-read posts and a letter.',
  thumbnailSeed: 36,
  fonts: { display: lora, body: dmSans },
  theme: {
    designed: 'light',
    light: {
      brand: '#b5402a',
      brandStrong: '#8f2f1d',
      brandSoft: '#ffe6dc',
      accent: '#fe7a56',
      ink: '#2b1b17',
      muted: '#6b4f47',
      surface: '#fff7f2',
      surfaceAlt: '#ffeee5',
      card: '#ffffff',
      line: '#f3d9cc',
      inverse: '#3a231d',
      onBrand: '#ffffff',
    },
    dark: {
      brand: '#dd806e',
      brandStrong: '#e59c8f',
      brandSoft: '#4b1e16',
      accent: '#f28162',
      ink: '#f2eae9',
      muted: '#b9a6a2',
      surface: '#18100e',
      surfaceAlt: '#211614',
      card: '#291c19',
      line: '#45302c',
      inverse: '#0e0a09',
      onBrand: '#18100e',
    },
    radius: '1.5rem',
    headingCase: 'none',
    headingTracking: '0em',
  },
  artwork: { mid: 'accent', light: '#ffc2ad', pale: '#fff1ea', pop: '#5aa39a' },
});
