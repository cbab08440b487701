import type { ProblemTranslations } from '@contrail/contracts/i18n/problems';
import type { BookingKind } from '@contrail/contracts';
import type { Locale } from './locales.ts';
import type { FooterColumnKey } from '~/components/sections/footer/footer-config.ts';
import type { HomeCategory, RouteGroup } from '~/site-map/types.ts';
import type { PartsMessages, PartsPanelMessages } from './messages.parts.ts';
import type { ShopMessages } from './messages.shop.ts';

// The keys and texts the catalogue names for the sections it translates. They live here, not in the sections
// (which re-export them), so that this module, which every section's texts reach, imports no section: a
// section taken into another project (npm run add-section) then brings no other section with it.
/** The main menu's top-level entries (mega-menu-data.ts). */
export type MainMenuKey =
  'home' | 'pages' | 'elements' | 'portfolio' | 'blog' | 'shop' | 'layouts' | 'parts';
/** A dish's tags on a menu (menu-list.tsx). */
export type DishTag = 'vegetarian' | 'spicy' | 'new';
/** A price's term under a pricing plan (pricing-table.tsx). */
export type PricingTerm = 'monthly' | 'yearly' | 'PER MONTH' | 'PER YEAR' | 'per ticket';
/** The opening-hours section's texts (opening-hours.tsx). */
export interface OpeningHoursTexts {
  title: string;
  closed: string;
  today: string;
  openNow: string;
  closedNow: string;
  closesAt: (time: string) => string;
  opensAt: (time: string) => string;
  opensOn: (day: string, time: string) => string;
  phone: string;
  address: string;
  call: string;
  directions: string;
}

// What the site's shell and shared sections say, in English: the catalogue every other locale's follows
// (messages.de.ts, messages.ar.ts are typed by it, so a missing or extra message fails the typecheck). A
// translated page's route module imports its own locale's catalogue and hands it to I18nProvider; every other
// page renders these.

export interface ShellMessages {
  locale: Locale;
  /** Intl's tag for numbers, dates and prices (`en-GB`, `de-DE`, `ar-EG`…): the page's content may override. */
  intlTag: string;
  skipToContent: string;
  search: { label: string; placeholder: string; submit: string; open: string };
  openMenu: string;
  openSidePanel: string;
  languages: string;
  /**
   * The carousels', testimonials' and maps' texts, and the 404 page's, in this language; English leaves them
   * out (each component has its English as its defaults). A translated page adds them where it shows them:
   * messages.sections.*.ts for the demos, messages.not-found.*.ts for the 404 page.
   */
  carousel?: CarouselTexts;
  /** A testimonial's stars. */
  rated?: (stars: number) => string;
  map?: MapTexts;
  notFound?: NotFoundTexts;
  /** The booking form (absent: its English, booking-form-fields.ts). */
  booking?: {
    failed: string;
    fields: string;
    success: (reference: string) => string;
    choose: string;
    noTimes: string;
    /** The submit button and the form's accessible name by kind (English: booking-form-looks.ts). */
    buttons?: Record<BookingKind, string>;
    formLabels?: Record<BookingKind, string>;
    /** Visible field labels by name (English: booking-form-fields.ts). */
    labels?: Record<string, string>;
  };
  /**
   * Shared sections' texts in this language; English leaves them out (each section has its English as its
   * defaults, so English pages carry no second copy). Weekday names come from Intl (i18n/format.ts).
   */
  openingHours?: OpeningHoursTexts;
  menu?: { tags: Record<DishTag, string>; notes: (dish: string) => string };
  /**
   * The font-family list of the language's script, for body and headings alike (lib/typefaces.ts), when
   * the page's own faces lack it (Arabic); undefined: the page's theme's faces.
   */
  typeface?: string;
  /**
   * The contracts' validation messages in this language (undefined: English as they are): loaded after the
   * page is up (I18nProvider starts it), not with the page, as no message shows before the visitor acts.
   */
  problems?: () => Promise<ProblemTranslations>;

  // ── The shell's header and footer, the newsletter form and the shared sections (issue 41 §2) ──
  // English leaves these out: each component has its English as its defaults, so English pages carry no
  // second copy. The pages the menus and the footer link to stay English: their titles do too (lang="en").
  /** The header's menus (main menu, mobile tree, off-canvas) and its panels. */
  header?: HeaderTexts;
  /** The footer's link columns, brand block and legal line. */
  footer?: FooterTexts;
  /** The newsletter form (call to action, footer, side panel). */
  subscribe?: SubscribeTexts;
  /** Section controls that say something (the banner slider, process steps, pricing, blog cards). */
  sections?: SectionTexts;
  /** The 404 page's document title. */
  notFoundTitle?: string;

  // ── Feature catalogues (issue 41 §2: parts, cart, shop) ─────────────────────────────────────────────────
  // Each in modules of its own per language (messages.parts*.ts, messages.shop*.ts), so no other page carries
  // them: the page's route module adds its language's to the catalogue it hands to I18nProvider.
  /** The parts catalogue's UI (/parts, /de/parts, /ar/parts): required there, absent elsewhere. */
  parts?: PartsMessages;
  /**
   * The parts panel's texts (its table, part groups and exploded view), loaded with the panel's chunk, not with
   * the page (messages.parts-panel*.ts): required with `parts`.
   */
  partsPanel?: () => Promise<PartsPanelMessages>;
  /** The shop's cart and checkout (absent: the shop's English defaults, messages.shop.ts). */
  shop?: ShopMessages;
}

/**
 * The booking form, opening hours and the menu's dish tags in a language other than English: a module of
 * their own per language (messages.restaurant.de.ts, messages.restaurant.ar.ts) that only the translated
 * restaurant pages add to their catalogue, so /de/parts and the other translated pages do not carry them.
 */
export type RestaurantMessages = Required<Pick<ShellMessages, 'booking' | 'openingHours' | 'menu'>>;

export interface HeaderTexts {
  /** The main menu's accessible name ("Main") and the mobile tree's ("Menu"). */
  mainLabel: string;
  treeLabel: string;
  /** Top-level entries (Home, Pages…) by key (mega-menu-data.ts). */
  entries: Record<MainMenuKey, string>;
  /** Column titles: the site map's groups and the home demos' categories. */
  groups: Record<RouteGroup, string>;
  categories: Record<HomeCategory, string>;
  closeMenu: string;
  /** A dialog's close button. */
  close: string;
  searchTitle: string;
  sidePanel: { title: string; text: string; follow: string };
  scheme: {
    legend: string;
    system: string;
    light: string;
    dark: string;
    hint: (option: string) => string;
  };
  direction: { toRtl: string; toLtr: string };
  /** After a social network's name: its link opens a new tab. */
  newTab: string;
}

export interface FooterTexts {
  columns: Record<FooterColumnKey, string>;
  /** Link labels by their English (content/footer.ts; a test checks every label has one). */
  links: Readonly<Record<string, string>>;
  tagline: string;
  newsletter: string;
  newsletterText: string;
  bandTitle: string;
  statement: string;
  /** After "© <year>". */
  rights: string;
  credit: string;
  /** The bottom bar's copy of a column, named apart from the main row's. */
  bottomBar: (title: string) => string;
}

export interface SubscribeTexts {
  formLabel: string;
  label: string;
  placeholder: string;
  button: string;
  sending: string;
  success: string;
}

export interface SectionTexts {
  /** A process step's place, for screen readers before its title. */
  step: (index: number) => string;
  pricing: {
    tabs: string;
    popular: string;
    terms: Record<PricingTerm, string>;
    /** The plan button's accessible name. */
    choose: (button: string, plan: string) => string;
  };
  blog: { likes: string; comments: string };
}

export interface CarouselTexts {
  carousel: string;
  slide: string;
  /** "2 of 5": a slide's place. */
  position: (index: number, count: number) => string;
  previous: string;
  next: string;
  goTo: (index: number) => string;
  start: string;
  stop: string;
}

export interface MapTexts {
  title: (place: string) => string;
  directions: string;
  /** After "Get directions", for screen readers. */
  directionsNote: string;
  show: string;
  /** After "Show map", for screen readers. */
  showNote: (place: string) => string;
}

export interface NotFoundTexts {
  title: string;
  text: string;
  home: string;
  popular: string;
}

/**
 * The shared sections' texts in a language other than English (carousels, testimonials' stars, maps, and the
 * process, pricing and blog cards' controls): a module of their own per language
 * (messages.sections.de.ts, messages.sections.ar.ts) that the translated demos add to their catalogue, so the
 * translated parts and confirmation pages do not carry them.
 */
export type SectionMessages = Required<
  Pick<ShellMessages, 'carousel' | 'rated' | 'map' | 'sections'>
>;

export const en: ShellMessages = {
  locale: 'en',
  intlTag: 'en-GB',
  skipToContent: 'Skip to content',
  search: {
    label: 'Search the site',
    placeholder: 'What are you looking for?',
    submit: 'Search',
    open: 'Open search',
  },
  openMenu: 'Open menu',
  openSidePanel: 'Open side panel',
  languages: 'Language',
};
