import { quoteShellPath } from '@contrail/contracts/quote-link';
import type { FastifyInstance } from 'fastify';
import type { Site } from './site.ts';

/**
 * A page whose address is a secret (the quote link's token): no search engine lists it, no browser or
 * proxy keeps a copy, and no link or resource on it is told the address it came from.
 */
export const privatePageHeaders = {
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex, nofollow',
} as const;

/**
 * The customer's quote page (issue 42 §2): every `/quote/<token>` is answered with the one prerendered
 * page `/quote/link`, which reads the token from the address once it runs and asks the API
 * (GET /api/quote/:token). The build lists no quote (a token is a secret made when the desk sends it), so
 * the site's table of prerendered paths would answer 404. One segment only: `/quote/a/b` stays a 404.
 */
export function quotePageRoute(app: FastifyInstance, site: Site) {
  app.get('/quote/:token', { schema: { hide: true } }, (request, reply) =>
    site.page(request, reply, quoteShellPath, privatePageHeaders),
  );
}
