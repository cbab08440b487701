// The site's languages and its translated pages: the one place both are written. Relative imports only:
// the build scripts (sitemap) and the e2e specs load this file.

/** The languages of the site: English at the root, the others under their prefix (`/de/…`, `/ar/…`). */
export const locales = ['en', 'de', 'ar'] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

export interface LocaleInfo {
  /** BCP 47 tag for `<html lang>`, `hreflang` and `Intl` (numbers, dates, prices). */
  tag: string;
  dir: 'ltr' | 'rtl';
  /** The language's own name, as the language switch shows it. */
  name: string;
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { tag: 'en', dir: 'ltr', name: 'English' },
  de: { tag: 'de', dir: 'ltr', name: 'Deutsch' },
  ar: { tag: 'ar', dir: 'rtl', name: 'العربية' },
};

/**
 * The English pages translated into every other locale, each served at `/<locale><path>` by a route module
 * of its own (`pages/<…>/<page>.<locale>.tsx`) that imports only that locale's messages.
 */
export const translatedPaths = [
  '/home-restaurant',
  '/home-startup',
  '/parts',
  // Where the newsletter's confirmation mail links to, in the language of the page it was asked from.
  '/subscribe/confirm',
] as const;

export const isLocale = (value: string): value is Locale =>
  (locales as readonly string[]).includes(value);

/** The locale of a pathname: its first segment when that is a locale other than English, else English. */
export function localeOf(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  return isLocale(first) && first !== defaultLocale ? first : defaultLocale;
}

/** A pathname without its locale prefix (`/de/home-restaurant` → `/home-restaurant`, `/de` → `/`). */
export function basePath(pathname: string): string {
  const locale = localeOf(pathname);
  if (locale === defaultLocale) return pathname;
  // The prefix as a string: in a site of one language (an extract) `locale` is `never` here.
  return pathname.slice(`/${locale}`.length) || '/';
}

/** A page's address in a locale (`/home-restaurant`, `de` → `/de/home-restaurant`). */
export function localizedPath(path: string, locale: Locale): string {
  const base = basePath(path);
  if (locale === defaultLocale) return base;
  return base === '/' ? `/${locale}` : `/${locale}${base}`;
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

/**
 * The page's address in every locale, when it is a translated page (for `hreflang` alternates, the sitemap
 * and the language switch); empty for a page in English only.
 */
export function alternatesOf(pathname: string): { locale: Locale; path: string }[] {
  const base = trimSlash(basePath(trimSlash(pathname)));
  if (!(translatedPaths as readonly string[]).includes(base)) return [];
  return locales.map((locale) => ({ locale, path: localizedPath(base, locale) }));
}

/** Every locale-prefixed address the site serves (the site map's rows for them). */
export const localizedPaths = (): string[] =>
  locales
    .filter((locale) => locale !== defaultLocale)
    .flatMap((locale) => translatedPaths.map((path) => localizedPath(path, locale)));
