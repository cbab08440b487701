import { localizedPath } from '../i18n/locales.ts';
import type { SiteRoute } from './types.ts';

// The translated pages (i18n/locales.ts `translatedPaths`), one row per page and language: `/de/<page>` and
// `/ar/<page>`, each with a route module of its own that loads only its language (`<module>.<locale>.tsx`).
// Titles and descriptions are in the page's language (its <title> and meta description). Not in the menus:
// a visitor reaches them by the language switch on the English page, search engines by `hreflang`.

interface Translation {
  title: string;
  description: string;
}

interface TranslatedPage {
  path: string;
  module: string;
  thumbnail?: string;
  de: Translation;
  ar: Translation;
}

const pages: readonly TranslatedPage[] = [
  {
    path: '/home-restaurant',
    module: 'pages/home/home-restaurant',
    de: {
      title: 'Restaurant Aurelia',
      description:
        'Ein Restaurant mit Holzfeuer in Edinburgh: die Speisekarte nach Gängen, die Küchenchefin, kulinarische Abende, Tischreservierung und Anfahrt.',
    },
    ar: {
      title: 'مطعم أوريليا',
      description:
        'مطعم على نار الحطب في إدنبرة: قائمة الطعام بأقسامها، ورئيسة الطهاة، وأمسيات الطعام، وحجز الطاولات، وكيف تصل إلينا.',
    },
  },
];

export const translatedRoutes: readonly SiteRoute[] = pages.flatMap((page) =>
  (['de', 'ar'] as const).map((locale) => ({
    path: localizedPath(page.path, locale),
    title: page[locale].title,
    group: 'translations' as const,
    module: `${page.module}.${locale}.tsx`,
    description: page[locale].description,
    inMenu: false,
  })),
);
