import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

const refused = () =>
  new HttpError(403, 'cross_site_request', 'This change must be made from this site.');

/**
 * Throws a 403 `cross_site_request` for a request another site made the browser send: the browser
 * says so (`Sec-Fetch-Site: cross-site` or `same-site`), or its `Origin` names another host. Requests
 * without either header (API clients, older browsers' same-origin GETs) pass, and so do requests whose
 * `Origin` is listed in CORS_ORIGINS (config.corsOrigins). Guards the state
 * change the specification puts on a GET (`cart/remove/{itemId}`), where SameSite=Lax still sends
 * the session cookie on a link followed from another site.
 */
export function refuseCrossSite(request: FastifyRequest): void {
  // A page of an origin the API lists in CORS_ORIGINS (the site on a static host) is the site itself.
  const { origin: from } = request.headers;
  if (from !== undefined && request.server.config.corsOrigins.includes(from)) return;
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') throw refused();
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw refused(); // "null" (sandboxed frames, file: pages) or junk
  }
  // The host only (default ports dropped): behind a TLS proxy the request may arrive as http while
  // the page was https.
  const plain = (value: string) => value.toLowerCase().replace(/:(?:80|443)$/, '');
  if (host === '' || plain(host) !== plain(request.host)) throw refused();
}
