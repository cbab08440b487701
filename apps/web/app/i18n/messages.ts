import type { ProblemTranslations } from '@contrail/contracts/i18n/problems';
import type { BookingKind } from '@contrail/contracts';
import type { DishTag } from '~/components/sections/menu-list/menu-list.tsx';
import type { OpeningHoursTexts } from '~/components/sections/opening-hours/opening-hours.tsx';
import type { Locale } from './locales.ts';

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
  carousel: {
    carousel: string;
    slide: string;
    /** "2 of 5": a slide's place. */
    position: (index: number, count: number) => string;
    previous: string;
    next: string;
    goTo: (index: number) => string;
    start: string;
    stop: string;
  };
  /** A testimonial's stars. */
  rated: (stars: number) => string;
  map: {
    title: (place: string) => string;
    directions: string;
    /** After "Get directions", for screen readers. */
    directionsNote: string;
    show: string;
    /** After "Show map", for screen readers. */
    showNote: (place: string) => string;
  };
  notFound: { title: string; text: string; home: string; popular: string };
  forms: {
    invalidPhone: string;
    sendFailed: string;
    contactSent: string;
  };
  booking: {
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
  /** The contracts' validation messages in this language (undefined: English as they are). */
  problems?: ProblemTranslations;
}

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
  carousel: {
    carousel: 'carousel',
    slide: 'slide',
    position: (index, count) => `${index} of ${count}`,
    previous: 'Previous slide',
    next: 'Next slide',
    goTo: (index) => `Go to slide ${index}`,
    start: 'Start automatic sliding',
    stop: 'Stop automatic sliding',
  },
  rated: (stars) => `Rated ${stars} out of 5`,
  map: {
    title: (place) => `Map of ${place}`,
    directions: 'Get directions',
    directionsNote: ' (opens Google Maps in a new tab)',
    show: 'Show map',
    showNote: (place) => ` of ${place} (loads Google Maps)`,
  },
  notFound: {
    title: 'This page is off the map',
    text: 'The address may be mistyped, or the page has moved. Search the site or head back home.',
    home: 'Back to home',
    popular: 'Popular pages',
  },
  forms: {
    invalidPhone: 'Invalid phone number.',
    sendFailed: 'Sorry, your message could not be sent. Please try again in a moment.',
    contactSent: 'Thank you — your message has been sent. We will reply within one working day.',
  },
  booking: {
    failed: 'Sorry, your booking could not be sent. Please try again in a moment.',
    fields: 'Your booking was not sent: please check the marked fields.',
    success: (reference) =>
      `Thank you! Your booking request has been sent (reference ${reference}). We will confirm it by e-mail.`,
    choose: 'Choose…',
    noTimes: 'No times on this day',
  },
};
