/**
 * Matching of React Router style path patterns (`/blog/:id`, `/docs/:slug?`, `/files/*`) from the
 * web build's route-manifest.json. Matching is case-insensitive like React Router's. A bare `*`
 * (the not-found route) is ignored: unknown paths get the 404 page.
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

export function compilePatterns(patterns: readonly unknown[]): RoutePattern[] {
  return patterns
    .filter((p): p is string => typeof p === 'string')
    .map(compilePattern)
    .filter((p): p is RoutePattern => p !== null);
}

export const matchesAny = (patterns: readonly RoutePattern[], pathname: string): boolean =>
  patterns.some((p) => p.test(pathname === '' ? '/' : pathname));
