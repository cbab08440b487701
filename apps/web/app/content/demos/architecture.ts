import { archivo, inter } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-architecture: Graft Architects, a practice for civic and reused buildings. Lime on graphite, Archivo. */
export default /* @__PURE__ */ defineDemo({
  route: '/home-architecture',
  title: 'Architecture',
  category: 'Specialized',
  description:
    'An architecture practice for reused buildings: project slides, the studio since 1997, selected work, notes.',
  thumbnailSeed: 13,
  fonts: { display: archivo, body: inter },
  theme: {
    designed: 'dark',
    light: {
      brand: '#5b6408',
      brandStrong: '#3d4305',
      brandSoft: '#f6f8e2',
      accent: '#4563a1',
      ink: '#202112',
      muted: '#6c6e53',
      surface: '#fcfcfa',
      surfaceAlt: '#f6f7f0',
      card: '#ffffff',
      line: '#e7e8d9',
      inverse: '#16181c',
      onBrand: '#ffffff',
    },
    dark: {
      brand: '#c8dc00',
      brandStrong: '#dcef3a',
      brandSoft: '#2c3118',
      accent: '#e9eaec',
      ink: '#f1f2ee',
      muted: '#a9adb3',
      surface: '#202328',
      surfaceAlt: '#272a30',
      card: '#2d3037',
      line: '#3a3e46',
      inverse: '#16181c',
      onBrand: '#111111',
    },
    radius: '0',
    headingCase: 'none',
    headingTracking: '-0.025em',
  },
  artwork: { deep: 'inverse', mid: '#4a5059', light: '#c9ccd1', pale: 'accent', pop: 'brand' },
  // In light, the same concrete greys under a pale sky (the light brand's olive made the facade muddy).
  artworkOther: { mid: '#4a5059', light: '#c9ccd1', pale: '#e6e9ec' },
});
