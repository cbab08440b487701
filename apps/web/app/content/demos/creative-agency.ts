import { inter, unbounded } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-creative-agency: burnt orange on warm grey, round corners, the wide Unbounded over Inter. */
export default /* @__PURE__ */ defineDemo({
  route: '/home-creative-agency',
  title: 'Creative agency',
  category: 'Corporate',
  description:
    'A creative studio in warm tones: campaigns in a masonry wall, capabilities as banners and a journal.',
  thumbnailSeed: 4,
  fonts: { display: unbounded, body: inter },
  theme: {
    designed: 'light',
    light: {
      brand: '#a04518',
      brandStrong: '#7f3612',
      brandSoft: '#f7e4d8',
      accent: '#3a6ea5',
      ink: '#1f1a17',
      muted: '#5e554e',
      surface: '#f4f1ec',
      surfaceAlt: '#ebe5dc',
      card: '#fffdfa',
      line: '#ddd4c8',
      inverse: '#1f1a17',
      onBrand: '#ffffff',
    },
    dark: {
      brand: '#e58352',
      brandStrong: '#ea9c75',
      brandSoft: '#4b2716',
      accent: '#6898ca',
      ink: '#f2ece9',
      muted: '#b9aaa2',
      surface: '#18120e',
      surfaceAlt: '#211914',
      card: '#291e19',
      line: '#45342c',
      inverse: '#0e0b09',
      onBrand: '#18120e',
    },
    radius: '1.5rem',
    headingCase: 'none',
    headingTracking: '-0.02em',
  },
  artwork: { deep: '#2a1d17', mid: '#b4501f', light: '#f0a57c', pale: 'surface' },
});
