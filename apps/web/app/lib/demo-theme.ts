import type { CSSProperties } from 'react';

/**
 * A home demo's theme: one object beside the demo's content file (content/home/<name>.ts). PageLayout
 * renders it as CSS custom properties on the page's wrapper, so a page ships its own theme and no other,
 * and every section re-colours through the design tokens of app.css (never by restyling sections).
 */
export interface DemoTheme {
  /** Stable name, used as `data-theme` (tests and per-demo CSS hooks). */
  name: string;
  /** Colours as CSS colour strings (hex). */
  brand: string;
  brandStrong: string;
  brandSoft: string;
  accent: string;
  ink: string;
  muted: string;
  surface: string;
  surfaceAlt: string;
  /** Background of cards and form inputs (white on light themes, a lifted tone on dark ones). */
  card: string;
  line: string;
  inverse: string;
  onBrand: string;
  /** Corner radius of cards and images (a CSS length). */
  radius: string;
  scheme: 'light' | 'dark';
  /** CSS font-family lists, web font first, its metric-matched fallback next, generic last. */
  displayFamily: string;
  bodyFamily: string;
  headingCase: 'none' | 'uppercase';
  /** Letter spacing of headings (a CSS length, e.g. `-0.02em`). */
  headingTracking: string;
  /**
   * Colours of form errors and confirmations on the theme's surface, alt surface and cards; by default
   * `statusColours[scheme]`.
   */
  danger?: string;
  success?: string;
  /** A display family with one static weight: bold headings keep it instead of a synthesised bold. */
  noFauxBold?: true;
}

/**
 * Form error and confirmation colours by scheme: a deep red and green on light pages, light ones on dark pages.
 * app.css has the light pair as its default and the dark pair in `status-on-dark` (dark sections in any theme).
 */
export const statusColours = {
  light: { danger: '#b42318', success: '#05603a' },
  dark: { danger: '#ffa39b', success: '#6fe0ad' },
} as const satisfies Record<DemoTheme['scheme'], { danger: string; success: string }>;

/** The theme's form error and confirmation colours. */
export function themeStatus(theme: DemoTheme): { danger: string; success: string } {
  const byScheme = statusColours[theme.scheme];
  return { danger: theme.danger ?? byScheme.danger, success: theme.success ?? byScheme.success };
}

/** The theme as the custom properties app.css's tokens read. */
export function themeStyle(theme: DemoTheme): CSSProperties {
  const vars: Record<string, string> = {
    '--brand': theme.brand,
    '--brand-strong': theme.brandStrong,
    '--brand-soft': theme.brandSoft,
    '--accent': theme.accent,
    '--ink': theme.ink,
    '--muted': theme.muted,
    '--surface': theme.surface,
    '--surface-alt': theme.surfaceAlt,
    '--card': theme.card,
    '--line': theme.line,
    '--inverse': theme.inverse,
    '--on-brand': theme.onBrand,
    '--theme-danger': themeStatus(theme).danger,
    '--theme-success': themeStatus(theme).success,
    // Set here too: var() in :root's --danger resolved there, with the site's colours.
    '--danger': themeStatus(theme).danger,
    '--success': themeStatus(theme).success,
    '--radius': theme.radius,
    '--display-family': theme.displayFamily,
    '--body-family': theme.bodyFamily,
    '--heading-case': theme.headingCase,
    '--heading-tracking': theme.headingTracking,
    colorScheme: theme.scheme,
  };
  if (theme.noFauxBold) vars.fontSynthesisWeight = 'none';
  return vars as CSSProperties;
}
