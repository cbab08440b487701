import siteLinks from 'virtual:site-links';
import { hrefOf, lookupsOf } from './lookup.ts';
import { demosByCategory, routeGroups, type RouteGroup, type SiteLink } from './types.ts';

// The lean site map every page loads: each row's path, title, group, samples, menu flags and thumbnail, and
// no page module or description (made from the full site map at build time: scripts/site-map-modules.ts).
// The header's menus, page titles and the footer's live-link checks read this; descriptions load later
// (descriptions.ts), and a page that shows them reads the full site map (index.ts) in its own chunk.

export { demosByCategory, hrefOf, routeGroups, siteLinks, type RouteGroup, type SiteLink };

const lookups = lookupsOf(siteLinks);

/** The row that renders a pathname, if any. */
export const findRoute = lookups.findRoute;
/** True when an internal link leads to a registered page (index.ts's isLiveHref, on the lean rows). */
export const isLiveHref = lookups.isLiveHref;
export const routesInGroup = lookups.routesInGroup;
