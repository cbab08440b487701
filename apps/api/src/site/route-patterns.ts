/**
 * Matching of React Router style path patterns (`/blog/:id`, `/docs/:slug?`, `/files/*`) from the
 * web build's route-manifest.json, narrowed to the values of route-values.json. Matching is
 * case-insensitive like React Router's. A bare `*` (the not-found route) is ignored: unknown paths get
 * the 404 page.
 */
export type RoutePattern = RegExp;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function compilePattern(pattern: string): RoutePattern | null {
  const segments = pattern.split('/').filter(Boolean);
  if (segments.length === 1 && segments[0] === '*') return null;
  const parts = segments.map((segment, i) => {
    if (segment === '*') return i === segments.length - 1 ? '(?:/.*)?' : '/[^/]+';
    const optional = segment.endsWith('?');
    const core = optional ? segment.slice(0, -1) : segment;
    const body = core.startsWith(':') ? '/[^/]+' : `/${escape(core)}`;
    return optional ? `(?:${body})?` : body;
  });
  return new RegExp(`^${parts.join('')}/?$`, 'i');
}

/** A path as route-values.json lists it: lower case (matching is case-insensitive), no trailing slash. */
const canonical = (pathname: string) => (pathname.replace(/\/+$/, '') || '/').toLowerCase();

const isParameterised = (pattern: string) =>
  pattern.split('/').some((segment) => segment.startsWith(':') || segment === '*');

/**
 * Whether the site serves a pathname: it fits a static pattern, or it fits a parameterised one and is
 * among the concrete paths the build listed for that pattern (route-values.json: every post, category,
 * author… the build knows). Without such a list (a build made before it existed) any value fits.
 */
export function compileRouteTable(
  patterns: readonly unknown[],
  values?: Readonly<Record<string, unknown>>,
): (pathname: string) => boolean {
  const rows = patterns
    .filter((p): p is string => typeof p === 'string')
    .flatMap((source): Array<{ regex: RegExp; served: Set<string> | null }> => {
      const regex = compilePattern(source);
      if (!regex) return [];
      if (!values || !isParameterised(source)) return [{ regex, served: null }];
      const listed = values[source];
      const served = new Set(
        (Array.isArray(listed) ? listed : [])
          .filter((p): p is string => typeof p === 'string')
          .map(canonical),
      );
      return [{ regex, served }];
    });
  return (pathname) => {
    const path = pathname === '' ? '/' : pathname;
    return rows.some(
      ({ regex, served }) => regex.test(path) && (served === null || served.has(canonical(path))),
    );
  };
}

/** React Router's ranking of a pattern: static segments above parameters, a splat below both. */
function score(pattern: string): number {
  return pattern
    .split('/')
    .filter(Boolean)
    .reduce((sum, segment) => {
      if (segment === '*') return sum - 2;
      if (segment.startsWith(':')) return sum + 3;
      return sum + 10;
    }, 0);
}

/**
 * The not-found page to answer an unknown pathname with: the prerendered page of the parameterised route
 * the browser's router will match for it (not-found-pages.json, from apps/web/app/not-found-pages.ts), so
 * the browser hydrates the same route's tree, or undefined (the `*` route's page, /404). `pages` maps a
 * pattern to its page's path; the highest-ranked matching pattern wins, as in React Router.
 */
export function compileNotFoundTable(
  pages: Readonly<Record<string, unknown>>,
): (pathname: string) => string | undefined {
  const rows = Object.entries(pages)
    .flatMap(([pattern, page]) => {
      const regex =
        typeof page === 'string' && page.startsWith('/') ? compilePattern(pattern) : null;
      return regex && typeof page === 'string' ? [{ regex, page, rank: score(pattern) }] : [];
    })
    .sort((a, b) => b.rank - a.rank);
  return (pathname) => rows.find(({ regex }) => regex.test(pathname === '' ? '/' : pathname))?.page;
}
