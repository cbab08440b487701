export type FooterColumnKey =
  'company' | 'customer' | 'additional' | 'services' | 'resources' | 'categories' | 'advantages';
export interface FooterLink {
  label: string;
  href: string;
}
/** A titled list of links (spec §1). */
export interface FooterColumn {
  key: FooterColumnKey;
  title: string;
  links: readonly FooterLink[];
}
/** The credit line after the copyright. */
export interface FooterCredit {
  text: string;
  href: string;
}
export type FooterTheme = 'light' | 'dark' | 'brand';
/**
 * The main row: `columns` (brand block + link columns), `centered` (everything on the centre line),
 * `inline` (logo, links and socials on one row), `split` (a large brand half and a grid of columns),
 * `mega` (a brand row above every column in a dense grid).
 */
export type FooterLayout = 'columns' | 'centered' | 'inline' | 'split' | 'mega';
/** A band above the main row: a newsletter form, contact details, or a large statement. */
export type FooterBand = 'none' | 'subscribe' | 'contact' | 'statement';
/** The copyright row: left-aligned, centred, or with legal links at the right. */
export type FooterBottom = 'simple' | 'centered' | 'links';

/** What the footer's background is: the surface, the always-dark inverse colour, or the brand colour. */
export type FooterTone = 'default' | 'inverse' | 'brand';

export const footerThemes: Record<
  FooterTheme,
  { root: string; muted: string; line: string; tone: FooterTone; card: string }
> = {
  light: {
    root: 'bg-surface-alt text-ink',
    muted: 'text-muted',
    line: 'border-line',
    tone: 'default',
    card: 'bg-surface',
  },
  dark: {
    root: 'bg-inverse text-white status-on-dark',
    muted: 'text-white/75',
    line: 'border-white/15',
    tone: 'inverse',
    card: 'bg-white/5',
  },
  // The brand colour is light in some themes: text on it is the theme's on-brand colour, never white.
  brand: {
    root: 'bg-brand-strong text-on-brand status-on-brand',
    muted: 'text-on-brand/85',
    line: 'border-on-brand/25',
    tone: 'brand',
    card: 'bg-on-brand/10',
  },
};

/**
 * Props choosing a footer style (kept in a plain .ts file so data tables and browser tests can import
 * them); SiteFooter takes these and `SiteFooterData` (footer-parts.tsx).
 */
export interface SiteFooterProps {
  theme?: FooterTheme;
  layout?: FooterLayout;
  /** Link columns, in order (keys of `SiteFooterData.columnLinks`). */
  columns?: readonly FooterColumnKey[];
  /** A line under the logo. */
  tagline?: string;
  band?: FooterBand;
  /** Newsletter form in the brand block. */
  subscribe?: boolean;
  /** The social links. */
  social?: boolean;
  /** Address, phone and e-mail in the brand block. */
  contact?: boolean;
  bottom?: FooterBottom;
}
