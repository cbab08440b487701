/**
 * One prerendered not-found page per parameterised route. `/portfolio/nope` matches the browser's
 * `/portfolio/:demo` route, whose page renders the not-found sections for a name it does not know. If the
 * server answered it with the `*` route's page (`/404`), the browser would hydrate a different route's tree
 * over that HTML (React error #418). So the build also prerenders each parameterised route at a reserved
 * value (`/portfolio/~not-found`), and the server answers an unknown address with the page of the route
 * the browser will match, with status 404 (apps/api/src/site/site.ts). The reserved value is never a real
 * name: no slug or id of the site map starts with `~`.
 */
export const notFoundValue = '~not-found';

/** The file, in the client build, that lists each parameterised pattern's not-found page. */
export const notFoundPagesFile = 'not-found-pages.json';

export interface NotFoundPages {
  /** Route pattern (`/blog-types/:demo/:id`) → the path of its prerendered not-found page. */
  pages: Record<string, string>;
}

const isParameter = (segment: string) => segment.startsWith(':') || segment === '*';

/** Whether a route pattern has a parameter (the `*` catch-all alone does not count: it is `/404`). */
export const isParameterised = (pattern: string) =>
  pattern !== '*' && pattern.split('/').some(isParameter);

/** The reserved path of a parameterised pattern: every parameter set to `~not-found`. */
export function notFoundPath(pattern: string): string {
  return pattern
    .split('/')
    .map((segment) => (isParameter(segment) ? notFoundValue : segment.replace(/\?$/, '')))
    .join('/');
}

export function notFoundPages(patterns: readonly string[]): NotFoundPages {
  const pages: Record<string, string> = {};
  for (const pattern of patterns.filter(isParameterised)) pages[pattern] = notFoundPath(pattern);
  return { pages };
}
