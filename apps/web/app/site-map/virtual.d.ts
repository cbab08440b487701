// Made from the site map at build time (scripts/site-map-modules.ts).
declare module 'virtual:site-links' {
  import type { SiteLink } from '~/site-map/types.ts';

  const links: readonly SiteLink[];
  export default links;
}
declare module 'virtual:site-live' {
  import type { LinkPaths } from '~/site-map/lookup.ts';

  /** Every row's path, and the values a parameterised row serves, in the site map's order. */
  const rows: readonly LinkPaths[];
  export default rows;
}
declare module 'virtual:site-links/prerender' {
  import type { SiteLink } from '~/site-map/types.ts';

  /** The site map's findRoute (site-map/links.ts) in the prerender; undefined in the browser. */
  const findRoute: ((pathname: string) => SiteLink | undefined) | undefined;
  export default findRoute;
}
declare module 'virtual:site-descriptions' {
  const descriptions: Readonly<Record<string, string>>;
  export default descriptions;
}
declare module 'virtual:site-descriptions/prerender' {
  /** Every description in the prerender; undefined in the browser. */
  const descriptions: Readonly<Record<string, string>> | undefined;
  export default descriptions;
}
declare module 'virtual:site-descriptions/*' {
  /** One site-map group's descriptions, by path. */
  const descriptions: Readonly<Record<string, string>>;
  export default descriptions;
}
