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
import { deskRoutes } from './desk.ts';
import { quoteRoutes } from './quote.ts';
import { popupRoutes } from './popups.ts';
import { translatedRoutes } from './translations.ts';
import { concretePathsOf, hrefOf, lookupsOf, servedPathsOf } from './lookup.ts';
import {
  demosByCategory,
  routeGroups,
  type RouteGroup,
  type SiteLink,
  type SiteRoute,
} from './types.ts';

// The full site map: every row with its page module and description. The build (routes, prerender, the
// server's manifest) and the pages that show descriptions read it; what every page loads (the header's
// menus, page titles, the footer's links) reads the lean copy in links.ts instead.

export { routeGroups, type RouteGroup, type SiteLink, type SiteRoute };

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
  ...deskRoutes,
  ...quoteRoutes,
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
  ...translatedRoutes,
];

const lookups = lookupsOf(siteRoutes);

/** The registry row that renders a pathname, if any. */
export const findRoute = lookups.findRoute;
/**
 * True when an internal link leads to a registered page (query and hash ignored): a static row, or a value
 * a parameterised row serves (no link to /blogs/category/knitting, which the server answers with a 404).
 * External links are live.
 */
export const isLiveHref = lookups.isLiveHref;
export const routesInGroup = lookups.routesInGroup;
export { demosByCategory, hrefOf };

/** Concrete paths of every route: static paths as they are, parameterised ones by their samples. */
export function concretePaths(routes: readonly SiteRoute[] = siteRoutes): string[] {
  return concretePathsOf(routes);
}

/**
 * Every concrete path a parameterised row serves (its `paths`, else its samples), by pattern: the build
 * writes this for the server (scripts/route-values.ts), which answers 404 for any other value.
 */
export function servedPathsByPattern(
  routes: readonly SiteRoute[] = siteRoutes,
): Record<string, string[]> {
  return servedPathsOf(routes);
}

/** The concrete paths sitemap.xml lists: every page's but those not for search engines (`indexed: false`). */
export function sitemapPaths(): string[] {
  return concretePaths(siteRoutes.filter((route) => route.indexed !== false));
}

/**
 * Paths prerendered to HTML at build time (trailing slashes dropped): every concrete path, and every value a
 * parameterised row serves beyond its samples (`/blog-types/gallery-post/2`): a static host has no server to
 * draw those from the app shell, so each is a file of its own.
 */
export function prerenderPaths(): string[] {
  const served = Object.values(servedPathsByPattern()).flat();
  return [
    ...new Set(
      [...concretePaths(), ...served].map((p) => (p.length > 1 ? p.replace(/\/$/, '') : p)),
    ),
  ];
}
