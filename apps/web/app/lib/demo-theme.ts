import type { CSSProperties } from 'react';

/** A colour scheme: a page's light or dark set of colours. */
export type Scheme = 'light' | 'dark';
export const schemes = ['light', 'dark'] as const satisfies readonly Scheme[];

/** A theme colour's name: the tokens of app.css each scheme gives a colour. */
export type ThemeColour =
  | 'brand'
  | 'brandStrong'
  | 'brandSoft'
  | 'accent'
  | 'ink'
  | 'muted'
  | 'surface'
  | 'surfaceAlt'
  | 'card'
  | 'line'
  | 'inverse'
  | 'onBrand';

export const themeColours = [
  'brand',
  'brandStrong',
  'brandSoft',
  'accent',
  'ink',
  'muted',
  'surface',
  'surfaceAlt',
  'card',
  'line',
  'inverse',
  'onBrand',
] as const satisfies readonly ThemeColour[];

/**
 * One scheme's colours, as #rrggbb strings. `card` is the background of cards and form inputs (white on a light
 * scheme, a lifted tone on a dark one); `inverse` is the dark sections' and footers' background in both schemes.
 */
export type SchemeColours = Record<ThemeColour, string> & {
  /** Form errors and confirmations on surface, alt surface and cards; by default `statusColours[scheme]`. */
  danger?: string;
  success?: string;
};

/**
 * A home demo's theme: one object made from the demo's recipe (content/demos/<name>.ts). PageLayout renders
 * it as CSS custom properties on the page's wrapper, each colour as `light-dark(<light>, <dark>)`, so a page
 * ships its own theme and no other, the visitor's scheme (system, light or dark: the root's color-scheme)
 * picks the set, and every section re-colours through the design tokens of app.css.
 */
export interface DemoTheme {
  /** Stable name, used as `data-theme` (tests and per-demo CSS hooks). */
  name: string;
  /** The colours of its light scheme and of its dark scheme: each designed, neither an inversion. */
  light: SchemeColours;
  dark: SchemeColours;
  /** The scheme it was designed in first (its thumbnail and artwork are drawn from that one). */
  designed: Scheme;
  /**
   * Shown in one scheme whatever the visitor chooses, and why (at most a handful of demos). The other set is
   * kept, so removing this line is all it takes to offer both.
   */
  only?: { scheme: Scheme; reason: string };
  /** Corner radius of cards and images (a CSS length). */
  radius: string;
  /** CSS font-family lists, web font first, its metric-matched fallback next, generic last. */
  displayFamily: string;
  bodyFamily: string;
  headingCase: 'none' | 'uppercase';
  /** Letter spacing of headings (a CSS length, e.g. `-0.02em`). */
  headingTracking: string;
  /** A display family with one static weight: bold headings keep it instead of a synthesised bold. */
  noFauxBold?: true;
}

/**
 * Form error and confirmation colours by scheme: a deep red and green on light pages, light ones on dark pages.
 * app.css has the pairs in :root (light-dark) and the dark pair in `status-on-dark` (dark sections in any theme).
 */
export const statusColours = {
  light: { danger: '#b42318', success: '#05603a' },
  dark: { danger: '#ffa39b', success: '#6fe0ad' },
} as const satisfies Record<Scheme, { danger: string; success: string }>;

/**
 * The site's own colours (every page that is not a home demo: blog, shop, portfolio, company pages), light and
 * dark. app.css declares the same in :root (a test compares them).
 */
export const siteColours: Record<Scheme, SchemeColours> = {
  light: {
    brand: '#4338ca',
    brandStrong: '#3730a3',
    brandSoft: '#eef0ff',
    accent: '#d9460f',
    ink: '#1b1d29',
    muted: '#585c6e',
    surface: '#ffffff',
    surfaceAlt: '#f5f6fa',
    card: '#ffffff',
    line: '#e3e5ee',
    inverse: '#12131c',
    onBrand: '#ffffff',
  },
  dark: {
    brand: '#a5b4fc',
    brandStrong: '#c7d2fe',
    brandSoft: '#23264a',
    accent: '#fb923c',
    ink: '#eceef6',
    muted: '#a3a8bd',
    surface: '#111320',
    surfaceAlt: '#171a2a',
    card: '#1c2032',
    line: '#2c3148',
    inverse: '#0a0b12',
    onBrand: '#111320',
  },
};

/**
 * The parts catalogue's colours (/parts and the aircraft pages: `[data-theme='aviation']` in app.css):
 * instrument-panel navy, sky blue and safety amber, light and dark.
 */
export const aviationColours: Record<Scheme, SchemeColours> = {
  light: {
    ...siteColours.light,
    brand: '#0b5cab',
    brandStrong: '#084a8c',
    brandSoft: '#e7f1fb',
    accent: '#b45309',
    ink: '#14202e',
    muted: '#4f5d6e',
    surfaceAlt: '#f3f6f9',
    line: '#dde4ec',
    inverse: '#0c1a2e',
  },
  dark: {
    brand: '#7cc0ff',
    brandStrong: '#a9d5ff',
    brandSoft: '#12304f',
    accent: '#f5a524',
    ink: '#e8eef5',
    muted: '#9fb0c3',
    surface: '#0b1522',
    surfaceAlt: '#101c2b',
    card: '#142335',
    line: '#243850',
    inverse: '#060d16',
    onBrand: '#0b1522',
  },
};

/** One scheme of a theme, flat: the colours a page shows in it, messages included. */
export interface ThemeInScheme extends Record<ThemeColour, string> {
  /** `<theme name>` in its only scheme, `<theme name> (dark)` and `<theme name> (light)` otherwise. */
  name: string;
  scheme: Scheme;
  danger: string;
  success: string;
}

/** The schemes a theme is shown in: both, or its only one. */
export function schemesOf(theme: Pick<DemoTheme, 'only'>): readonly Scheme[] {
  return theme.only ? [theme.only.scheme] : schemes;
}

/** The theme's colours in `scheme`, with its form error and confirmation colours. */
export function inScheme(
  theme: Pick<DemoTheme, 'name' | 'light' | 'dark' | 'only'>,
  scheme: Scheme,
): ThemeInScheme {
  const { danger, success, ...colours } = theme[scheme];
  return {
    ...colours,
    name: theme.only ? theme.name : `${theme.name} (${scheme})`,
    scheme,
    danger: danger ?? statusColours[scheme].danger,
    success: success ?? statusColours[scheme].success,
  };
}

/** The theme's form error and confirmation colours in a scheme. */
export function themeStatus(
  theme: Pick<DemoTheme, 'name' | 'light' | 'dark' | 'only'>,
  scheme: Scheme,
): { danger: string; success: string } {
  const { danger, success } = inScheme(theme, scheme);
  return { danger, success };
}

const cssName = (key: string) => `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/**
 * The theme as the custom properties app.css's tokens read: each colour `light-dark(<light>, <dark>)`, which
 * the root's color-scheme resolves (the scheme switch sets it); a one-scheme theme its colours and its
 * color-scheme.
 */
export function themeStyle(theme: DemoTheme): CSSProperties {
  const light = inScheme(theme, 'light');
  const dark = inScheme(theme, 'dark');
  const only = theme.only && inScheme(theme, theme.only.scheme);
  const pick = (key: ThemeColour | 'danger' | 'success') =>
    only
      ? only[key]
      : light[key] === dark[key]
        ? light[key]
        : `light-dark(${light[key]}, ${dark[key]})`;
  const vars: Record<string, string> = {};
  for (const key of themeColours) vars[cssName(key)] = pick(key);
  Object.assign(vars, {
    '--theme-danger': pick('danger'),
    '--theme-success': pick('success'),
    // Set here too: var() in :root's --danger resolved there, with the site's colours.
    '--danger': pick('danger'),
    '--success': pick('success'),
    '--radius': theme.radius,
    '--display-family': theme.displayFamily,
    '--body-family': theme.bodyFamily,
    '--heading-case': theme.headingCase,
    '--heading-tracking': theme.headingTracking,
  });
  if (theme.only) vars.colorScheme = theme.only.scheme;
  if (theme.noFauxBold) vars.fontSynthesisWeight = 'none';
  return vars as CSSProperties;
}
