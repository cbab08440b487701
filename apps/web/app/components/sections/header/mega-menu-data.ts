import {
  demosByCategory,
  hrefOf,
  routeGroups,
  siteLinks,
  type RouteGroup,
  type SiteLink,
} from '~/site-map/links.ts';

export interface MenuLink {
  label: string;
  href: string;
  /** A home demo's thumbnail (its row's artwork, in its palette), shown beside the link in the desktop panel. */
  thumbnail?: string;
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

const inMenu = (group: RouteGroup) =>
  siteLinks.filter((r) => r.group === group && r.inMenu !== false);
const linkOf = (r: SiteLink): MenuLink => ({ label: r.title, href: hrefOf(r) });

const columnOf = (group: RouteGroup): MenuColumn => ({
  title: routeGroups[group],
  links: inMenu(group).map(linkOf),
});

/** The Home entry: one column per demo category (Corporate, Specialized, Portfolio, Other), with thumbnails. */
export const demoColumns = (demos: readonly SiteLink[]): MenuColumn[] =>
  demosByCategory(demos).map(({ category, routes }) => ({
    title: category,
    links: routes.map((r) => ({ ...linkOf(r), thumbnail: r.thumbnail })),
  }));

/** The main menu, generated from the route registry: each entry lists only registered pages. */
export function buildMainMenu(): MenuEntry[] {
  const entries: Array<{ label: string; groups: RouteGroup[]; byCategory?: true }> = [
    { label: 'Home', groups: ['home'], byCategory: true },
    { label: 'Pages', groups: ['pages', 'page-title', 'legal'] },
    { label: 'Elements', groups: ['elements', 'icons', 'popups'] },
    { label: 'Portfolio', groups: ['portfolio'] },
    { label: 'Blog', groups: ['blog', 'blog-types'] },
    { label: 'Shop', groups: ['shop'] },
    { label: 'Layouts', groups: ['headers', 'footers'] },
  ];
  const menu: MenuEntry[] = entries
    .map(({ label, groups, byCategory }) => ({
      label,
      columns: byCategory
        ? demoColumns(inMenu('home'))
        : groups
            .map(columnOf)
            .flatMap(splitLong)
            .filter((c) => c.links.length > 0),
    }))
    .filter((entry) => entry.columns.length > 0);
  if (siteLinks.some((r) => r.group === 'parts'))
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
