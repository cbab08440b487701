import { matchPath } from 'react-router';
import { coreRoutes } from './core.ts';
import { elementsContentRoutes } from './elements-content.ts';
import { elementsInteractiveRoutes } from './elements-interactive.ts';
import { elementsStartupRoutes } from './elements-startup.ts';
import { footerRoutes } from './footers.ts';
import { headerRoutes } from './headers.ts';
import { homeRoutes } from './home.ts';
import { iconRoutes } from './icons.ts';
import { blogArchiveRoutes, blogRoutes } from './blogs.ts';
import { blogTypeRoutes } from './blog-types.ts';
import { pageRoutes } from './pages.ts';
import { shopRoutes } from './shop.ts';
import { companyPageRoutes } from './pages-company.ts';
import { portfolioRoutes } from './portfolio.ts';
import { pageTitleRoutes } from './page-titles.ts';
import { utilityPageRoutes } from './pages-utility.ts';
import { partsRoutes } from './parts.ts';
import { popupRoutes } from './popups.ts';
import {
  homeCategories,
  routeGroups,
  type HomeCategory,
  type RouteGroup,
  type SiteRoute,
} from './types.ts';

export { routeGroups, type RouteGroup, type SiteRoute };

// Plain comparison of the (English, ASCII) titles: localeCompare would build an ICU collator while the
// page boots, tens of milliseconds on a phone, for the same order.
const byTitle = (a: SiteRoute, b: SiteRoute) => {
  const x = a.title.toLowerCase();
  const y = b.title.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};

/** Every registered page, in menu order. Each group keeps its rows in its own file. */
export const siteRoutes: readonly SiteRoute[] = [
  ...coreRoutes,
  ...homeRoutes,
  ...partsRoutes,
  ...[...elementsStartupRoutes, ...elementsInteractiveRoutes, ...elementsContentRoutes].sort(
    byTitle,
  ),
  ...portfolioRoutes,
  ...pageTitleRoutes,
  ...companyPageRoutes,
  ...utilityPageRoutes,
  ...blogRoutes,
  ...blogArchiveRoutes,
  ...blogTypeRoutes,
  ...iconRoutes,
  ...pageRoutes,
  ...shopRoutes,
  ...popupRoutes,
  ...headerRoutes,
  ...footerRoutes,
];

const isParameterised = (path: string) => /[:*]/.test(path);

/** Concrete paths of every route: static paths as they are, parameterised ones by their samples. */
export function concretePaths(routes: readonly SiteRoute[] = siteRoutes): string[] {
  return routes.flatMap((route) =>
    isParameterised(route.path) ? [...(route.samples ?? [])] : [route.path],
  );
}

/**
 * Every concrete path a parameterised row serves (its `paths`, else its samples), by pattern: the build
 * writes this for the server (scripts/route-values.ts), which answers 404 for any other value.
 */
export function servedPathsByPattern(
  routes: readonly SiteRoute[] = siteRoutes,
): Record<string, string[]> {
  const byPattern: Record<string, string[]> = {};
  for (const route of routes) {
    if (!isParameterised(route.path)) continue;
    byPattern[route.path] = [
      ...(byPattern[route.path] ?? []),
      ...(route.paths ?? route.samples ?? []),
    ];
  }
  return byPattern;
}

/** Paths prerendered to HTML at build time (trailing slashes dropped). */
export function prerenderPaths(): string[] {
  return [...new Set(concretePaths().map((p) => (p.length > 1 ? p.replace(/\/$/, '') : p)))];
}

/** The registry row that renders a pathname, if any. */
export function findRoute(pathname: string): SiteRoute | undefined {
  const { exact, patterns } = routeIndex();
  const hit = exact.get(lookupKey(pathname));
  // The first row in registry order wins, as a linear scan would have it: a parameterised row listed
  // before the static one may claim the path.
  const pattern = patterns.find(
    ({ route, order }) =>
      (!hit || order < hit.order) &&
      matchPath({ path: route.path, caseSensitive: false, end: true }, pathname),
  );
  return (pattern ?? hit)?.route;
}

// Static paths are looked up in a map: pages call findRoute for every link they show (the footer checks
// each of its links), and matching each against every row compiled a regular expression per row and call.
interface IndexedRoute {
  route: SiteRoute;
  order: number;
}
let index: { exact: Map<string, IndexedRoute>; patterns: IndexedRoute[] } | undefined;
/** matchPath's view of a static path: letter case and trailing slashes do not matter. */
const lookupKey = (path: string) => (path.replace(/\/+$/, '') || '/').toLowerCase();
function routeIndex() {
  if (!index) {
    const exact = new Map<string, IndexedRoute>();
    const patterns: IndexedRoute[] = [];
    siteRoutes.forEach((route, order) => {
      if (isParameterised(route.path)) patterns.push({ route, order });
      else if (!exact.has(lookupKey(route.path)))
        exact.set(lookupKey(route.path), { route, order });
    });
    index = { exact, patterns };
  }
  return index;
}

export function routesInGroup(group: RouteGroup): SiteRoute[] {
  return siteRoutes.filter((route) => route.group === group);
}

/**
 * Home demos by category, in the Home menu's column order (the landing gallery and the Home mega-menu both read
 * this); a demo without a category is under Other, and an empty category is left out.
 */
export function demosByCategory(
  routes: readonly SiteRoute[],
): { category: HomeCategory; routes: SiteRoute[] }[] {
  return homeCategories
    .map((category) => ({
      category,
      routes: routes.filter((route) => (route.category ?? 'Other') === category),
    }))
    .filter((group) => group.routes.length > 0);
}

/** Link target for a registered route (samples for parameterised rows). */
export function hrefOf(route: SiteRoute): string {
  return isParameterised(route.path) ? (route.samples?.[0] ?? '/') : route.path;
}

let servedKeys: Set<string> | undefined;
/** Every concrete path of the parameterised rows, as lookup keys (built on first use). */
const servedParameterisedPaths = () =>
  (servedKeys ??= new Set(Object.values(servedPathsByPattern()).flat().map(lookupKey)));

/**
 * True when an internal link leads to a registered page (query and hash ignored): a static row, or a value
 * a parameterised row serves (no link to /blogs/category/knitting, which the server answers with a 404).
 * External links are live.
 */
export function isLiveHref(href: string): boolean {
  if (!href.startsWith('/')) return true;
  const pathname = href.split(/[?#]/)[0] ?? '/';
  const route = findRoute(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
  if (!route) return false;
  return !isParameterised(route.path) || servedParameterisedPaths().has(lookupKey(pathname));
}
