import { route, type RouteConfig } from '@react-router/dev/routes';
import { defaultLocale, locales } from './i18n/locales.ts';
import { siteRoutes, type SiteRoute } from './site-map/index.ts';

// The app's route table, from the site map. Nothing below the app imports this file.
//
// A family of demos that one page module renders under a prefix of its own (/headers/*, /footers/*,
// /model-popup/*, /blog-types/*/:id) is one parameterised route: the browser's router ranks and matches every route it knows
// while the page starts, and 36 rows of the same module cost it as much as 36 pages. The page reads its demo
// from the path and shows the not-found page for a name it does not know; the server still answers only the
// site map's paths (route-manifest.json) and 404s the rest. Every other row is a route of its own.

/**
 * The family pattern of a row: its last static segment becomes `:demo` (`/headers/white-header` →
 * `/headers/:demo`, `/blog-types/gallery-post/:id` → `/blog-types/:demo/:id`); undefined for a top-level
 * path or one with no static segment after the first.
 */
function familyPattern(path: string): string | undefined {
  const segments = path.split('/');
  let last = -1;
  segments.forEach((segment, i) => {
    if (segment && !/[:*]/.test(segment)) last = i;
  });
  // `/husky` has its static segment right after the root: it is a page of its own, never a family member.
  if (last < 2 || segments.slice(last + 1).some((s) => !s.startsWith(':'))) return undefined;
  return [...segments.slice(0, last), ':demo', ...segments.slice(last + 1)].join('/');
}

/** The family pattern for the rows that are the only ones matching it and share one module, by module. */
export function demoFamilies(rows: readonly SiteRoute[]): Map<string, string> {
  const byPattern = new Map<string, SiteRoute[]>();
  for (const row of rows) {
    const pattern = familyPattern(row.path);
    if (pattern) byPattern.set(pattern, [...(byPattern.get(pattern) ?? []), row]);
  }
  const families = new Map<string, string>();
  for (const [pattern, members] of byPattern) {
    const modules = new Set(members.map((row) => row.module));
    const [module] = modules;
    const elsewhere = rows.some((row) => row.module === module && !members.includes(row));
    if (members.length > 1 && modules.size === 1 && module && !elsewhere)
      families.set(module, pattern);
  }
  return families;
}

const families = demoFamilies(siteRoutes);

const routes = [
  ...siteRoutes
    .filter((row) => !families.has(row.module))
    .map((row) => route(row.path, row.module, { id: row.path })),
  ...[...families].map(([module, path]) => route(path, module, { id: path })),
  // An unknown address under a language's prefix gets the 404 page in that language (lang and dir from
  // its path, root.tsx); the server answers it with that page's prerendered `/<locale>/~not-found`.
  ...locales
    .filter((locale) => locale !== defaultLocale)
    .map((locale) =>
      route(`/${locale}/*`, `pages/system/not-found-page.${locale}.tsx`, {
        id: `not-found-${locale}`,
      }),
    ),
  route('*', 'pages/system/not-found-page.tsx', { id: 'not-found' }),
] satisfies RouteConfig;

export default routes;

/** Every route's path pattern, as the browser's router matches them (not-found-pages.ts). */
export const routePatterns: readonly string[] = routes.map((entry) => entry.path ?? '');
