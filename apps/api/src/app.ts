import { readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { DbHandle } from './db/index.ts';
import { clientErrorHandler } from './http/client-errors.ts';
import { errorHandler, HttpError } from './http/errors.ts';
import { healthRoutes } from './http/health-routes.ts';
import { openApiRoutes, useOpenApi } from './http/openapi.ts';
import { useSecurityHeaders } from './http/security.ts';
import catalogue from './plugins/app/catalogue.ts';
import lifecycle from './plugins/app/lifecycle.ts';
import mailCaps from './plugins/app/mail-caps.ts';
import outbox from './plugins/app/outbox.ts';
import repositories from './plugins/app/repositories.ts';
import searchMisses from './plugins/app/search-misses.ts';
import sessionPruning from './plugins/app/session-pruning.ts';
import compress from './plugins/external/compress.ts';
import cookie from './plugins/external/cookie.ts';
import cors from './plugins/external/cors.ts';
import database from './plugins/external/database.ts';
import rateLimit, { type RateLimits } from './plugins/external/rate-limit.ts';
import redis from './plugins/external/redis.ts';
import { routes } from './routes.ts';
import { sendRoutes } from './send/send-routes.ts';
import { sessionRoutes } from './session/session-routes.ts';
import { quotePageRoute } from './site/quote-page.ts';
import { createSite } from './site/site.ts';

const apiVersion = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

export {
  defaultRateLimits,
  scaleRateLimits,
  type RateLimits,
  type RouteRateLimit,
} from './plugins/external/rate-limit.ts';

export const defaultBodyLimit = 64 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface AppOptions {
  config: Config;
  /** A database the caller opened and closes (tests); without it the app opens one from the config. */
  database?: DbHandle;
  /** Migrate the database first (a single server process; a cluster's primary migrates for its workers). */
  migrate?: boolean;
  /** Run the background work: the mail outbox worker and session pruning (the server; not tests). */
  background?: boolean;
  rateLimits?: Partial<RateLimits>;
  /** Key prefix of the shared (Redis) rate-limit counters (default: config.rateLimitPrefix). */
  rateLimitNamespace?: string;
  bodyLimit?: number;
  /** Defaults to logging at config.logLevel; tests pass false. */
  logger?: boolean;
}

const isApiPath = (url: string) => /^\/api(\/|\?|$)/i.test(url);

/** Builds the Fastify application (no listening): infrastructure, then core routes, then `routes`, then the site. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    // A hop count becomes the function Fastify would build from it (its types omit numbers).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, index: number) =>
              index < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: options.bodyLimit ?? defaultBodyLimit,
    // Slow clients (a body trickled or stalled, headers never finished) lose their connection
    // instead of holding it: the whole request within requestTimeoutMs (a 408), the headers sooner;
    // a silent socket is dropped shortly after (the 408 goes first).
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs + 1000,
    clientErrorHandler,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: config.headersTimeoutMs,
      // Node checks those two limits on this period (30 s by default), which would let a stalled
      // request outlive its limit by that much.
      connectionsCheckingInterval: Math.max(50, Math.min(1000, config.headersTimeoutMs / 2)),
    },
    // On SIGTERM a request that arrives on an open keep-alive connection is still served (with
    // Connection: close, server.ts), not answered 503: only new connections are refused.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // A malformed URL is the client's error, answered in the API's error shape.
    frameworkErrors: (error, request, reply) => {
      errorHandler(error, request, reply);
    },
  });

  app.decorate('config', config);
  const namespace = options.rateLimitNamespace ?? config.rateLimitPrefix;
  // Infrastructure (plugins/external), then the app's own plugins (plugins/app); each closes what
  // it opened in an onClose hook, in the reverse order (the database last).
  await app.register(database, { database: options.database, migrate: options.migrate });
  await app.register(redis);
  await app.register(lifecycle);
  await app.register(repositories);
  await app.register(catalogue);
  await app.register(searchMisses);
  await app.register(outbox, { run: options.background });
  await app.register(sessionPruning, { run: options.background });

  app.setErrorHandler(errorHandler);
  // Zod validation and serialisation, and the OpenAPI document's route list: before any route.
  await useOpenApi(app, apiVersion);

  // An empty JSON body counts as no body (clients send the JSON header on every call); the routes
  // decide whether they need one. Anything else goes through Fastify's safe JSON parser.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  // The API takes JSON only: anything else (text, forms) is a 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    jsonParser(request, text, done);
  });

  // CORS_ORIGINS: the site's pages on other origins (a static host) may call the API, with the session cookie.
  await app.register(cors);
  await useSecurityHeaders(app);
  await app.register(compress);
  await app.register(cookie);
  await app.register(rateLimit, { rateLimits: options.rateLimits, namespace });
  await app.register(mailCaps, { namespace });

  await app.register(healthRoutes);
  await app.register(sessionRoutes);
  await app.register(sendRoutes);
  for (const plugin of routes) await app.register(plugin);
  await app.register(openApiRoutes);

  const site = createSite({ buildDir: config.webBuildDir });
  quotePageRoute(app, site);
  app.setNotFoundHandler(async (request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url)) {
      return site.handle(request, reply);
    }
    throw new HttpError(404, 'not_found', 'Not found.');
  });

  return app;
}
