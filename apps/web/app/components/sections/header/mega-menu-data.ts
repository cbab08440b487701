import {
  demosByCategory,
  hrefOf,
  routeGroups,
  siteLinks,
  type RouteGroup,
  type SiteLink,
} from '~/site-map/links.ts';
import type { HomeCategory } from '~/site-map/types.ts';
import type { HeaderTexts, MainMenuKey } from '~/i18n/messages.ts';

export interface MenuLink {
  label: string;
  href: string;
  /** A home demo's thumbnail (its row's artwork, in its palette), shown beside the link in the desktop panel. */
  thumbnail?: string;
}
export interface MenuColumn {
  /** What the title names (a site-map group or a home demos' category), for its translation. */
  key: RouteGroup | HomeCategory;
  title: string;
  links: MenuLink[];
}
export type { MainMenuKey };

export interface MenuEntry {
  key: MainMenuKey;
  label: string;
  /** A plain link, or a mega-menu of columns. */
  href?: string;
  columns?: MenuColumn[];
}

const inMenu = (group: RouteGroup) =>
  siteLinks.filter((r) => r.group === group && r.inMenu !== false);
const linkOf = (r: SiteLink): MenuLink => ({ label: r.title, href: hrefOf(r) });

const columnOf = (group: RouteGroup): MenuColumn => ({
  key: group,
  title: routeGroups[group],
  links: inMenu(group).map(linkOf),
});

/** The Home entry: one column per demo category (Corporate, Specialized, Portfolio, Other), with thumbnails. */
export const demoColumns = (demos: readonly SiteLink[]): MenuColumn[] =>
  demosByCategory(demos).map(({ category, routes }) => ({
    key: category,
    title: category,
    links: routes.map((r) => ({ ...linkOf(r), thumbnail: r.thumbnail })),
  }));

/**
 * A menu entry of these columns: none when they hold no link, a plain link when they hold one (a site made
 * from one demo: its Home is `/`, not a panel of one thumbnail), else a panel.
 */
export function menuEntry(
  key: MainMenuKey,
  label: string,
  columns: MenuColumn[],
): MenuEntry | undefined {
  const [first, ...more] = columns.flatMap((column) => column.links);
  if (!first) return undefined;
  return more.length === 0 ? { key, label, href: first.href } : { key, label, columns };
}

/** The main menu, generated from the route registry: each entry lists only registered pages. */
export function buildMainMenu(): MenuEntry[] {
  const entries: Array<{
    key: MainMenuKey;
    label: string;
    groups: RouteGroup[];
    byCategory?: true;
  }> = [
    { key: 'home', label: 'Home', groups: ['home'], byCategory: true },
    { key: 'pages', label: 'Pages', groups: ['pages', 'page-title', 'legal'] },
    { key: 'elements', label: 'Elements', groups: ['elements', 'icons', 'popups'] },
    { key: 'portfolio', label: 'Portfolio', groups: ['portfolio'] },
    { key: 'blog', label: 'Blog', groups: ['blog', 'blog-types'] },
    { key: 'shop', label: 'Shop', groups: ['shop'] },
    { key: 'layouts', label: 'Layouts', groups: ['headers', 'footers'] },
  ];
  const menu: MenuEntry[] = entries
    .map(({ key, label, groups, byCategory }) =>
      menuEntry(
        key,
        label,
        byCategory
          ? demoColumns(inMenu('home'))
          : groups.map(columnOf).filter((c) => c.links.length > 0),
      ),
    )
    .filter((entry): entry is MenuEntry => entry !== undefined);
  if (siteLinks.some((r) => r.group === 'parts'))
    menu.push({ key: 'parts', label: 'Aircraft parts', href: '/parts' });
  return menu;
}

/** How a panel lays out its groups: rows per sub-column, and sub-columns per group. */
export interface PanelLayout {
  /** Per group: its links in `columns` sub-columns of at most `rows` links, filled top to bottom. */
  groups: Array<{ columns: number; rows: number }>;
}

/**
 * Lays a panel's groups out in at most `maxColumns` sub-columns, as short as that allows (never under
 * `minRows` rows, so small panels stay tall and narrow rather than one long line): the smallest row
 * count whose sub-columns fit, then each group's links spread evenly over its sub-columns (12 links in
 * two columns are 6 + 6, not 10 + 2). A group longer than one column splits under its one heading.
 */
export function panelLayout(
  columns: readonly MenuColumn[],
  maxColumns: number,
  minRows: number,
): PanelLayout {
  const sizes = columns.map((column) => Math.max(1, column.links.length));
  const longest = Math.max(1, ...sizes);
  const widthAt = (rows: number) => sizes.reduce((sum, n) => sum + Math.ceil(n / rows), 0);
  let rows = Math.min(Math.max(1, minRows), longest);
  while (rows < longest && widthAt(rows) > Math.max(maxColumns, sizes.length)) rows++;
  return {
    groups: sizes.map((n) => {
      const split = Math.ceil(n / rows);
      return { columns: split, rows: Math.ceil(n / split) };
    }),
  };
}

/** Whether one of the entry's links is the page at `pathname` (its group then shows as current). */
export const holdsPage = (entry: MenuEntry, pathname: string) =>
  (entry.columns ?? []).some((column) => column.links.some((link) => link.href === pathname));

/**
 * The menu's words in the page's language (`texts`: its catalogue's header texts; undefined on English
 * pages, which show the registry's English). The links' own labels are page titles and stay as the registry
 * writes them: `linksLang` marks them English on a translated page.
 */
export function menuLabels(texts: HeaderTexts | undefined) {
  return {
    entry: (entry: MenuEntry) => texts?.entries[entry.key] ?? entry.label,
    column: (column: MenuColumn) =>
      (texts &&
        ((texts.groups as Record<string, string>)[column.key] ??
          (texts.categories as Record<string, string>)[column.key])) ??
      column.title,
    linksLang: texts ? 'en' : undefined,
  };
}
