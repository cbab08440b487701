import type { DemoTheme } from '~/lib/demo-theme.ts';

/** /home-startup's theme: violet brand, warm accent, softly tinted surfaces and rounder cards (the site's type pair). */
export const theme: DemoTheme = {
  name: 'startup',
  brand: '#5b34d6',
  brandStrong: '#4521b8',
  brandSoft: '#f1ecff',
  accent: '#c2410c',
  ink: '#1b1530',
  muted: '#575170',
  surface: '#ffffff',
  surfaceAlt: '#f7f5fc',
  card: '#ffffff',
  line: '#e6e1f2',
  inverse: '#171127',
  onBrand: '#ffffff',
  radius: '1rem',
  scheme: 'light',
  displayFamily:
    "'Plus Jakarta Sans Variable', 'Plus Jakarta Sans Fallback', ui-sans-serif, system-ui, sans-serif",
  bodyFamily: "'Inter Variable', 'Inter Fallback', ui-sans-serif, system-ui, sans-serif",
  headingCase: 'none',
  headingTracking: '-0.025em',
};
