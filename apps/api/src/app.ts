import { readFileSync } from 'node:fs';
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database, DbHandle } from './db/index.ts';
import { clientErrorHandler } from './http/client-errors.ts';
import { errorHandler, HttpError } from './http/errors.ts';
import { healthRoutes } from './http/health-routes.ts';
import { openApiRoutes, useOpenApi } from './http/openapi.ts';
import { useSecurityHeaders } from './http/security.ts';
import {
  createMailCaps,
  noopOutbox,
  redisCapCounter,
  type MailCaps,
  type OutboxNotifier,
} from './mail/index.ts';
import { routes } from './routes.ts';
import { sendRoutes } from './send/send-routes.ts';
import { sessionRoutes } from './session/session-routes.ts';
import { createSite } from './site/site.ts';

const apiVersion = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

export interface RouteRateLimit {
  max: number;
  /** Milliseconds, or a string such as '1 minute'. */
  timeWindow: number | string;
}

/** Per-IP limits; use one on a route with `{ config: { rateLimit: app.rateLimits.send } }`. */
export interface RateLimits {
  send: RouteRateLimit;
  inquiry: RouteRateLimit;
  session: RouteRateLimit;
  booking: RouteRateLimit;
  /** Each route that changes a cart (add, quantity, the two removes), counted per route. */
  cart: RouteRateLimit;
}

export const defaultRateLimits: RateLimits = {
  send: { max: 10, timeWindow: '1 minute' },
  inquiry: { max: 5, timeWindow: '1 minute' },
  session: { max: 60, timeWindow: '1 minute' },
  booking: { max: 5, timeWindow: '1 minute' },
  cart: { max: 120, timeWindow: '1 minute' },
};

/** The default limits with every `max` multiplied (RATE_LIMIT_MULTIPLIER). */
export function scaleRateLimits(multiplier: number): RateLimits {
  const scale = (limit: RouteRateLimit): RouteRateLimit => ({
    ...limit,
    max: limit.max * multiplier,
  });
  return {
    send: scale(defaultRateLimits.send),
    inquiry: scale(defaultRateLimits.inquiry),
    session: scale(defaultRateLimits.session),
    booking: scale(defaultRateLimits.booking),
    cart: scale(defaultRateLimits.cart),
  };
}

export const defaultBodyLimit = 64 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The typed query builder (same as `database.db`). */
    db: Kysely<Database>;
    /** dialect, transaction(fn) and the query builder. */
    database: DbHandle;
    /** Call `poke()` after committing queued mail so the worker sends it now. */
    outbox: OutboxNotifier;
    rateLimits: RateLimits;
    /** The caps on visitor mail: pass to `enqueueMail(trx, visitorMail, app.mailCaps)`. */
    mailCaps: MailCaps;
    /** draining: set on SIGTERM (server.ts); health answers 503 so load balancers look away. */
    lifecycle: { draining: boolean };
  }
}

export interface AppOptions {
  config: Config;
  database: DbHandle;
  /** The outbox worker (server.ts); tests leave it out and run processOutbox themselves. */
  outbox?: OutboxNotifier;
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
  const { config, database } = options;
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
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('outbox', options.outbox ?? noopOutbox);
  app.decorate('rateLimits', { ...defaultRateLimits, ...options.rateLimits });
  app.decorate('lifecycle', { draining: false });

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

  await useSecurityHeaders(app);
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Dynamic responses: fast brotli; the site handler pre-compresses files at full quality.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Parsed on demand (session.ts requestCookies), not by a hook on every request.
  await app.register(cookie, { hook: false });

  let redis: Redis | null = null;
  if (config.redisUrl) {
    // A command waits at most 300 ms (also while connecting); then the limit is skipped, not the request.
    redis = new Redis(config.redisUrl, {
      connectTimeout: 2000,
      commandTimeout: 300,
      maxRetriesPerRequest: 1,
    });
    redis.on('error', (error: Error) =>
      app.log.warn({ err: error }, 'redis (rate limits) unavailable'),
    );
    app.addHook('onClose', async () => {
      redis?.disconnect();
    });
  }
  const counterPrefix = options.rateLimitNamespace ?? config.rateLimitPrefix;
  app.decorate(
    'mailCaps',
    createMailCaps({
      limits: { perRecipientPerDay: config.mailCapPerRecipient, perHour: config.mailCapPerHour },
      // Shared by the replicas either way: Redis when set (no row lock in the request's
      // transaction), else the database; Redis failing falls back to the database.
      ...(redis ? { counter: redisCapCounter(redis, counterPrefix) } : {}),
      log: app.log,
    }),
  );
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: counterPrefix } : {}),
    // When Redis is down, serve rather than fail every limited route.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, 'rate_limited', `Too many requests; try again in ${context.after}.`),
  });

  await app.register(healthRoutes);
  await app.register(sessionRoutes);
  await app.register(sendRoutes);
  for (const plugin of routes) await app.register(plugin);
  await app.register(openApiRoutes);

  const site = createSite({ buildDir: config.webBuildDir });
  app.setNotFoundHandler(async (request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url)) {
      return site.handle(request, reply);
    }
    throw new HttpError(404, 'not_found', 'Not found.');
  });

  return app;
}
