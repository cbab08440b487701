import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../http/errors.ts';

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
  /** Each desk sign-in and set-up route, per address (the desk's own lockout comes on top). */
  deskSignIn: RouteRateLimit;
  /** Accepting a quote and asking about it, from its link. */
  quote: RouteRateLimit;
}

export const defaultRateLimits: RateLimits = {
  send: { max: 10, timeWindow: '1 minute' },
  inquiry: { max: 5, timeWindow: '1 minute' },
  session: { max: 60, timeWindow: '1 minute' },
  booking: { max: 5, timeWindow: '1 minute' },
  cart: { max: 120, timeWindow: '1 minute' },
  deskSignIn: { max: 30, timeWindow: '1 minute' },
  quote: { max: 20, timeWindow: '1 minute' },
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
    deskSignIn: scale(defaultRateLimits.deskSignIn),
    quote: scale(defaultRateLimits.quote),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

export interface RateLimitPluginOptions {
  /** Overrides of the configured limits (tests). */
  rateLimits?: Partial<RateLimits>;
  /** Key prefix of the shared (Redis) counters. */
  namespace: string;
}

/**
 * Per-IP rate limits (@fastify/rate-limit, no global limit): decorates `rateLimits`, the defaults
 * times RATE_LIMIT_MULTIPLIER. With Redis the counts are shared by every process; when Redis fails
 * the limit is skipped, not the request. The connection is the redis plugin's (closed there).
 */
async function rateLimitPlugin(app: FastifyInstance, options: RateLimitPluginOptions) {
  app.decorate('rateLimits', {
    ...scaleRateLimits(app.config.rateLimitMultiplier),
    ...options.rateLimits,
  });
  await app.register(rateLimit, {
    global: false,
    ...(app.redis ? { redis: app.redis, nameSpace: options.namespace } : {}),
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, 'rate_limited', `Too many requests; try again in ${context.after}.`),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['redis'] });
