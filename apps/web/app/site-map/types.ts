/** The site map: every page of the site, one typed row each. It imports no page module. */
export const routeGroups = {
  landing: 'Contrail',
  home: 'Home demos',
  parts: 'Aircraft parts',
  elements: 'Elements',
  headers: 'Headers',
  footers: 'Footers',
  portfolio: 'Portfolio',
  blog: 'Blog',
  'blog-types': 'Blog post types',
  popups: 'Modal popups',
  icons: 'Icons & animation',
  'page-title': 'Page titles',
  pages: 'Pages',
  shop: 'Shop',
  legal: 'Legal',
  translations: 'Translated pages',
} as const;

export type RouteGroup = keyof typeof routeGroups;

/** The Home mega-menu's and the landing gallery's four columns of home demos. */
export const homeCategories = ['Corporate', 'Specialized', 'Portfolio', 'Other'] as const;
export type HomeCategory = (typeof homeCategories)[number];

/**
 * Home demos by category, in the Home menu's column order (the landing gallery and the Home mega-menu both read
 * this); a demo without a category is under Other, and an empty category is left out.
 */
export function demosByCategory<T extends SiteLink>(
  routes: readonly T[],
): { category: HomeCategory; routes: T[] }[] {
  return homeCategories
    .map((category) => ({
      category,
      routes: routes.filter((route) => (route.category ?? 'Other') === category),
    }))
    .filter((group) => group.routes.length > 0);
}

/**
 * What every page needs of a row (menus, titles, which links are live): the lean copy the browser loads
 * first (links.ts) carries only this.
 */
export type SiteLink = Omit<SiteRoute, 'module' | 'description'>;

export interface SiteRoute {
  /** URL pattern, React Router style (`/blog-types/standard-post/:id`). */
  path: string;
  /** Document title and menu label. */
  title: string;
  group: RouteGroup;
  /** Page module, relative to `app/` (e.g. `pages/home/home-startup.tsx`). Many rows may share one module. */
  module: string;
  /** One-line summary for the search-result page, the landing gallery and meta description. */
  description: string;
  /** Concrete paths to prerender for a parameterised pattern. */
  samples?: readonly string[];
  /**
   * Every concrete path a parameterised pattern serves, when that is more than its samples (the default).
   * The build hands this list to the server, which answers 404 for any other path fitting the pattern.
   */
  paths?: readonly string[];
  /** Shown in menus and the mega-menu (default true). */
  inMenu?: boolean;
  /**
   * For search engines (default true). false: the page says `noindex` (pageMeta) and sitemap.xml leaves it
   * out, as for a page whose address holds a secret (the customer's quote, /quote/<token>).
   */
  indexed?: boolean;
  /** Thumbnail artwork for galleries (public path). */
  thumbnail?: string;
  /** A home demo's column in the Home mega-menu and the landing gallery. */
  category?: HomeCategory;
}
