import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The answer headers the site's client reads: how long to wait (429, 503) and the parts list's total. */
export const exposedHeaders = ['Retry-After', 'X-Total-Count', 'X-Search-Words'];

/**
 * CORS for the origins in CORS_ORIGINS (config.corsOrigins): the site served by a static host calls the
 * API on another origin (docs/deploy.md). A listed origin gets `Access-Control-Allow-Origin` with its own
 * name (never `*`), `Access-Control-Allow-Credentials: true` (the cart's session cookie goes with its
 * requests) and `Vary: Origin`; its preflights are answered 204. Any other origin gets no CORS header, so
 * the browser refuses to let its page read an answer or send a JSON request (the preflight fails), and
 * the API still sees no cookie-bearing JSON request from it. Without CORS_ORIGINS the plugin is not
 * registered at all: the API answers its own origin only, as before.
 */
async function corsPlugin(app: FastifyInstance) {
  const allowed = new Set(app.config.corsOrigins);
  if (allowed.size === 0) return;
  await app.register(cors, {
    // Exact names only: a callback, so an unlisted origin gets no header at all (not `false` in one).
    origin: (origin, callback) => {
      callback(null, origin !== undefined && allowed.has(origin));
    },
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Accept'],
    exposedHeaders,
    // Browsers keep a preflight's answer this long (Chromium caps it at 2 hours).
    maxAge: 7200,
    // Headers before any other hook, so a 429 or a 4xx error answer carries them too (the page can read it).
    hook: 'onRequest',
  });
}

export default fp(corsPlugin, { name: 'cors' });
