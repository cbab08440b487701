import { hrefOf, routeGroups, siteRoutes, type RouteGroup } from '~/site-map/index.ts';

export interface MenuLink {
  label: string;
  href: string;
}
export interface MenuColumn {
  title: string;
  links: MenuLink[];
}
export interface MenuEntry {
  label: string;
  /** A plain link, or a mega-menu of columns. */
  href?: string;
  columns?: MenuColumn[];
}

const columnOf = (group: RouteGroup): MenuColumn => ({
  title: routeGroups[group],
  links: siteRoutes
    .filter((r) => r.group === group && r.inMenu !== false)
    .map((r) => ({ label: r.title, href: hrefOf(r) })),
});

/** The main menu, generated from the route registry: each entry lists only registered pages. */
export function buildMainMenu(): MenuEntry[] {
  const entries: Array<{ label: string; groups: RouteGroup[] }> = [
    { label: 'Home', groups: ['home'] },
    { label: 'Pages', groups: ['pages', 'page-title', 'legal'] },
    { label: 'Elements', groups: ['elements', 'icons', 'popups'] },
    { label: 'Portfolio', groups: ['portfolio'] },
    { label: 'Blog', groups: ['blog', 'blog-types'] },
    { label: 'Shop', groups: ['shop'] },
    { label: 'Layouts', groups: ['headers', 'footers'] },
  ];
  const menu: MenuEntry[] = entries
    .map(({ label, groups }) => ({
      label,
      columns: groups
        .map(columnOf)
        .flatMap(splitLong)
        .filter((c) => c.links.length > 0),
    }))
    .filter((entry) => entry.columns.length > 0);
  if (siteRoutes.some((r) => r.group === 'parts'))
    menu.push({ label: 'Aircraft parts', href: '/parts' });
  return menu;
}

/** Long groups are split into columns of at most 12 links so the panel stays readable. */
function splitLong(column: MenuColumn): MenuColumn[] {
  const size = 12;
  if (column.links.length <= size) return [column];
  const parts: MenuColumn[] = [];
  for (let i = 0; i < column.links.length; i += size)
    parts.push({
      title: i === 0 ? column.title : `${column.title} (cont.)`,
      links: column.links.slice(i, i + size),
    });
  return parts;
}

/** Whether one of the entry's links is the page at `pathname` (its group then shows as current). */
export const holdsPage = (entry: MenuEntry, pathname: string) =>
  (entry.columns ?? []).some((column) => column.links.some((link) => link.href === pathname));
