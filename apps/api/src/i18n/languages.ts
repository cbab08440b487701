import type { ApiLocale } from '@contrail/contracts/i18n/accept-language';
import type { ApiMessages } from './messages.ts';
import { ar } from './messages.ar.ts';
import { de } from './messages.de.ts';

// What the API says in each language beside English, one line each. To add a language: its messages module
// beside these (typed by ApiMessages, so a missing text fails the typecheck), its line here and its code in
// the contracts' apiLocales (i18n/accept-language.ts), as the site's pages add it in apps/web
// i18n/locales.ts. `npm run create-site` keeps the lines of the languages the extract has.

export const apiLanguages: Partial<Record<ApiLocale, ApiMessages>> = {
  de,
  ar,
};

/** What the API says in `locale`; undefined for English, whose texts are the code's own. */
export const messagesIn = (locale: ApiLocale): ApiMessages | undefined => apiLanguages[locale];
