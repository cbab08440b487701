// The build's deployment settings from the environment, checked once (vite.config.ts,
// react-router.config.ts and post-build.ts read them; docs/deploy.md documents them).

/**
 * CONTRAIL_BASE → the sub-path the site is served under, with both slashes: unset or `/` → `/`;
 * `site`, `/site`, `/site/` → `/site/`; `/a/b` → `/a/b/`. Throws on anything that is not a plain path
 * (a full URL, `..`, spaces, query or fragment), so a typo fails the build instead of every link.
 */
export function siteBaseOf(value: string | undefined): string {
  const text = (value ?? '').trim();
  if (text === '' || text === '/') return '/';
  const segments = text.split('/').filter(Boolean);
  if (segments.length === 0 || !segments.every((s) => /^[\w.~-]+$/.test(s) && !/^\.\.?$/.test(s)))
    throw new Error(
      `CONTRAIL_BASE must be a path such as /site/ (letters, digits, - _ . ~ between slashes), not ${JSON.stringify(value)}`,
    );
  return `/${segments.join('/')}/`;
}

/**
 * CONTRAIL_API_ORIGIN → the API's origin (`https://api.example.com`), or '' for the site's own origin.
 * Throws unless it is an http(s) origin with nothing after it.
 */
export function apiOriginOf(value: string | undefined): string {
  const text = (value ?? '').trim();
  if (text === '') return '';
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (
    !url ||
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    url.pathname !== '/'
  )
    throw new Error(
      `CONTRAIL_API_ORIGIN must be an http(s) origin such as https://api.example.com (no path), not ${JSON.stringify(value)}`,
    );
  return url.origin;
}

/**
 * CONTRAIL_PRERENDER_ONLY → the site-map paths to prerender (comma-separated), or undefined for all of them.
 * For a quick build of a few pages (the static-hosting browser test builds five under /site/ this way); a
 * site built so is not a whole site: the route manifest still lists every route.
 */
export function prerenderOnlyOf(value: string | undefined): string[] | undefined {
  const list = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list.length > 0 ? list : undefined;
}

export const siteBase = siteBaseOf(process.env.CONTRAIL_BASE);
export const apiOrigin = apiOriginOf(process.env.CONTRAIL_API_ORIGIN);
export const prerenderOnly = prerenderOnlyOf(process.env.CONTRAIL_PRERENDER_ONLY);
