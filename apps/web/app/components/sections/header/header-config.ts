/** The header's configuration vocabulary: every header demo is one combination of these props. */

/** Ids of the header's shell modals (dialog elements in header-panels.tsx). */
export const modalIds = { search: 'site-search', side: 'side-panel', menu: 'site-menu' } as const;

export type HeaderTheme = 'light' | 'dark' | 'transparent';

/**
 * How the header behaves while the page scrolls:
 * - always-fixed: stays at the top at every width;
 * - disable-fixed: scrolls away with the page;
 * - reverse-scroll: hides while scrolling down, returns as soon as the visitor scrolls up;
 * - responsive-sticky: stays at the top only below 992 px (phones and tablets).
 */
export type HeaderPosition =
  'always-fixed' | 'disable-fixed' | 'reverse-scroll' | 'responsive-sticky';

/** Legacy names of the first header's `sticky` prop; `position` replaces it. */
export type HeaderSticky = 'always' | 'none' | 'on-scroll';

export type HeaderLayout =
  | 'standard'
  | 'center-navigation'
  | 'center-logo'
  | 'top-logo'
  | 'left-menu-classic'
  | 'left-menu-modern'
  | 'one-page';

/** How the menu opens below 1280 px (behind the menu button): a sheet under the bar, a side drawer, or a full-screen overlay. */
export type MobileMenuStyle = 'classic' | 'modern' | 'full-screen';

/** Off-canvas menu that replaces the inline menu at every width. */
export type HamburgerStyle = 'full' | 'modern' | 'half';

/** A section of a one-page layout: the menu links to `#id`. */
export interface OnePageSection {
  id: string;
  label: string;
}

export type Tone = 'default' | 'inverse';

/** The site's contact details, shown by the top bar, the menu panels and the footer. */
export interface ContactDetails {
  address: string;
  phone: string;
  /** The phone number as a tel: target. */
  phoneHref: string;
  email: string;
  hours: string;
}

export const stickyToPosition: Record<HeaderSticky, HeaderPosition> = {
  always: 'always-fixed',
  none: 'disable-fixed',
  'on-scroll': 'reverse-scroll',
};

/** Positioning classes by behaviour; `overlay` headers sit over the page top instead of pushing it down. */
export const positionClasses: Record<HeaderPosition, { push: string; overlay: string }> = {
  'always-fixed': { push: 'sticky top-0', overlay: 'fixed inset-x-0 top-0' },
  'reverse-scroll': { push: 'sticky top-0', overlay: 'fixed inset-x-0 top-0' },
  'disable-fixed': { push: 'relative', overlay: 'absolute inset-x-0 top-0' },
  'responsive-sticky': {
    push: 'relative max-lg:sticky max-lg:top-0',
    overlay: 'absolute inset-x-0 top-0 max-lg:fixed',
  },
};

export const themeClasses: Record<
  HeaderTheme,
  { bar: string; solid: string; tone: Tone; topBar: string }
> = {
  light: {
    bar: 'bg-surface text-ink border-b border-line',
    solid: 'shadow-md',
    tone: 'default',
    topBar: 'bg-surface-alt text-ink border-b border-line',
  },
  dark: {
    bar: 'bg-inverse text-white',
    solid: 'shadow-lg',
    tone: 'inverse',
    topBar: 'bg-black text-white border-b border-white/10',
  },
  transparent: {
    bar: 'bg-transparent text-white',
    solid: 'bg-inverse! shadow-lg',
    tone: 'inverse',
    topBar: 'text-white border-b border-white/20',
  },
};

/** Left-menu layouts put a fixed vertical bar on the left from 992 px up; the page is offset by its width. */
export const isSideLayout = (layout: HeaderLayout) =>
  layout === 'left-menu-classic' || layout === 'left-menu-modern';
