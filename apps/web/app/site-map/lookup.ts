import { matchPath } from 'react-router';
import type { RouteGroup, SiteLink } from './types.ts';

/** What the path lookups read of a row: its path and, for a parameterised one, the values it serves. */
export type LinkPaths = Pick<SiteLink, 'path' | 'samples' | 'paths'>;

// Lookups over a list of site-map rows, shared by the full site map (index.ts: the build, the server's
// manifest, the pages that show descriptions) and the lean one every page loads (links.ts).

export const isParameterised = (path: string) => /[:*]/.test(path);

/** matchPath's view of a static path: letter case and trailing slashes do not matter. */
const lookupKey = (path: string) => (path.replace(/\/+$/, '') || '/').toLowerCase();

/** Concrete paths of every row: static paths as they are, parameterised ones by their samples. */
export function concretePathsOf(routes: readonly LinkPaths[]): string[] {
  return routes.flatMap((route) =>
    isParameterised(route.path) ? [...(route.samples ?? [])] : [route.path],
  );
}

/**
 * Every concrete path a parameterised row serves (its `paths`, else its samples), by pattern: the build
 * writes this for the server (scripts/route-values.ts), which answers 404 for any other value.
 */
export function servedPathsOf(routes: readonly LinkPaths[]): Record<string, string[]> {
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

/** Link target for a registered route (samples for parameterised rows). */
export function hrefOf(route: LinkPaths): string {
  return isParameterised(route.path) ? (route.samples?.[0] ?? '/') : route.path;
}

interface IndexedRoute<T> {
  route: T;
  order: number;
}

/** findRoute, isLiveHref and routesInGroup over `rows`, their indexes built on first use. */
export function lookupsOf<T extends LinkPaths & { group?: RouteGroup }>(rows: readonly T[]) {
  // Static paths are looked up in a map: pages call findRoute for every link they show (the footer checks
  // each of its links), and matching each against every row compiled a regular expression per row and call.
  let index: { exact: Map<string, IndexedRoute<T>>; patterns: IndexedRoute<T>[] } | undefined;
  function routeIndex() {
    if (!index) {
      const exact = new Map<string, IndexedRoute<T>>();
      const patterns: IndexedRoute<T>[] = [];
      rows.forEach((route, order) => {
        if (isParameterised(route.path)) patterns.push({ route, order });
        else if (!exact.has(lookupKey(route.path)))
          exact.set(lookupKey(route.path), { route, order });
      });
      index = { exact, patterns };
    }
    return index;
  }

  /** The registry row that renders a pathname, if any. */
  function findRoute(pathname: string): T | undefined {
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

  let servedKeys: Set<string> | undefined;
  /** Every concrete path of the parameterised rows, as lookup keys (built on first use). */
  const servedParameterisedPaths = () =>
    (servedKeys ??= new Set(Object.values(servedPathsOf(rows)).flat().map(lookupKey)));

  /**
   * True when an internal link leads to a registered page (query and hash ignored): a static row, or a value
   * a parameterised row serves (no link to /blogs/category/knitting, which the server answers with a 404).
   * External links are live.
   */
  function isLiveHref(href: string): boolean {
    if (!href.startsWith('/')) return true;
    const pathname = href.split(/[?#]/)[0] ?? '/';
    const route = findRoute(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
    if (!route) return false;
    return !isParameterised(route.path) || servedParameterisedPaths().has(lookupKey(pathname));
  }

  function routesInGroup(group: RouteGroup): T[] {
    return rows.filter((route) => route.group === group);
  }

  return { findRoute, isLiveHref, routesInGroup };
}
