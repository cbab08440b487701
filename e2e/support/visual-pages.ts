import { hrefOf, siteRoutes, type SiteRoute } from '../../apps/web/app/site-map/index.ts';

/** A page the visual baselines cover, and why: a home demo (or the landing page) or one page of a family. */
export interface VisualPage {
  path: string;
  /** `home` for every home demo and the landing page; else the family the page stands for. */
  family: string;
}

/** A family: the site-map group and the page module's folder (company and utility pages are both `pages`). */
const familyOf = (route: SiteRoute) =>
  `${route.group}:${route.module.split('/').slice(0, -1).join('/')}`;

/**
 * The pages with visual baselines, derived from the site map: every home demo and the landing page, then one
 * page (the first row) of each family, plus the first row of each page module that serves several rows of a
 * family it does not stand for (the parts line pages /husky, /pitts, /eagle beside /parts; the blog archive
 * beside the blog list). A new family in the registry gets its baseline without an edit here.
 */
export function visualPages(routes: readonly SiteRoute[] = siteRoutes): VisualPage[] {
  const pages: VisualPage[] = [];
  const seen = new Set<string>();
  const add = (key: string, route: SiteRoute, family: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    pages.push({ path: hrefOf(route), family });
  };
  const rowsOfModule = new Map<string, number>();
  for (const route of routes)
    rowsOfModule.set(route.module, (rowsOfModule.get(route.module) ?? 0) + 1);
  const representedModules = new Set<string>();
  for (const route of routes) {
    if (route.group === 'home' || route.group === 'landing') {
      add(route.path, route, 'home');
      continue;
    }
    const family = familyOf(route);
    if (!seen.has(family)) {
      add(family, route, family);
      representedModules.add(route.module);
    } else if ((rowsOfModule.get(route.module) ?? 0) > 1 && !representedModules.has(route.module)) {
      add(route.module, route, `${family} (${route.module.split('/').at(-1)})`);
      representedModules.add(route.module);
    }
  }
  return pages;
}

/** File name of a page's baseline: the path with its slashes as dashes (`/` is `index`). */
export const baselineName = (path: string) =>
  path === '/' ? 'index' : path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-');
