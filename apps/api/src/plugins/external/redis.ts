import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared counters' connection (rate limits, mail caps) when REDIS_URL is set, else null. */
    redis: Redis | null;
  }
}

/** Redis when `config.redisUrl` is set: decorates `redis` (or null) and disconnects on close. */
async function redisPlugin(app: FastifyInstance) {
  if (!app.config.redisUrl) {
    app.decorate('redis', null);
    return;
  }
  // A command waits at most 300 ms (also while connecting); then the limit is skipped, not the request.
  const redis = new Redis(app.config.redisUrl, {
    connectTimeout: 2000,
    commandTimeout: 300,
    maxRetriesPerRequest: 1,
  });
  redis.on('error', (error: Error) =>
    app.log.warn({ err: error }, 'redis (rate limits) unavailable'),
  );
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  app.decorate('redis', redis);
}

export default fp(redisPlugin, { name: 'redis' });
