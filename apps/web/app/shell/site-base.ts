// Where the site lives and where its API is, both fixed when the site is built (docs/deploy.md):
// CONTRAIL_BASE (`/site/`: the site served under a sub-path, Vite's `base` and React Router's `basename`)
// and CONTRAIL_API_ORIGIN (`https://api.example.com`: the forms and the parts catalogue call the API
// there instead of on the site's own origin). vite.config.ts reads both; this module is what the app uses.

/** The sub-path the site is served under, with both slashes (`/` at a domain's root, `/site/` under one). */
export const siteBase: string = import.meta.env.BASE_URL || '/';

/**
 * A site-absolute path (`/artwork/x.svg`, `/media/y.webm`, `/contact-classic`) as the browser must ask for it
 * under the base (`/site/artwork/x.svg`). Anything else passes unchanged: a full URL, a protocol-relative
 * one, `mailto:`/`tel:`/`data:`, a `#fragment` or a relative path. React Router's links and forms add the
 * base themselves: this is for what they do not carry (images, media, plain anchors, backgrounds).
 */
export function withBase(path: string, base: string = siteBase): string {
  if (base === '/' || !path.startsWith('/') || path.startsWith('//')) return path;
  return base + path.slice(1);
}

/** The router's pathname of a browser pathname (`/site/about` → `/about`); unchanged outside the base. */
export function withoutBase(pathname: string, base: string = siteBase): string {
  if (base === '/') return pathname;
  if (pathname === base.slice(0, -1)) return '/';
  return pathname.startsWith(base) ? pathname.slice(base.length - 1) : pathname;
}

/**
 * The API's origin when it is not the site's own (`https://api.example.com`, no slash at the end); empty: the
 * API is on the site's origin, at `/api/` (one server, or a proxy in front of both).
 */
export const apiOrigin: string = (import.meta.env.CONTRAIL_API_ORIGIN ?? '').replace(/\/+$/, '');
