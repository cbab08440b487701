import { route, type RouteConfig } from '@react-router/dev/routes';
import { siteRoutes, type SiteRoute } from './site-map/index.ts';

// The app's route table, from the site map. Nothing below the app imports this file.
//
// A family of demos that one page module renders under a prefix of its own (/headers/*, /footers/*,
// /model-popup/*) is one parameterised route: the browser's router ranks and matches every route it knows
// while the page starts, and 36 rows of the same module cost it as much as 36 pages. The page reads its demo
// from the path and shows the not-found page for a name it does not know; the server still answers only the
// site map's paths (route-manifest.json) and 404s the rest. Every other row is a route of its own.

/** `/prefix/:demo` for the rows that are the only ones under their prefix and share one module, by module. */
export function demoFamilies(rows: readonly SiteRoute[]): Map<string, string> {
  const prefixOf = (path: string) => path.replace(/\/[^/]+$/, '');
  const byPrefix = new Map<string, SiteRoute[]>();
  for (const row of rows) {
    if (/[:*]/.test(row.path) || prefixOf(row.path) === '') continue;
    byPrefix.set(prefixOf(row.path), [...(byPrefix.get(prefixOf(row.path)) ?? []), row]);
  }
  const families = new Map<string, string>();
  for (const [prefix, members] of byPrefix) {
    const modules = new Set(members.map((row) => row.module));
    const [module] = modules;
    const elsewhere = rows.some((row) => row.module === module && prefixOf(row.path) !== prefix);
    if (members.length > 1 && modules.size === 1 && module && !elsewhere)
      families.set(module, `${prefix}/:demo`);
  }
  return families;
}

const families = demoFamilies(siteRoutes);

export default [
  ...siteRoutes
    .filter((row) => !families.has(row.module))
    .map((row) => route(row.path, row.module, { id: row.path })),
  ...[...families].map(([module, path]) => route(path, module, { id: path })),
  route('*', 'pages/system/not-found-page.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
