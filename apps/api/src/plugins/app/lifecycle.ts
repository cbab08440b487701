import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface Lifecycle {
  /** Set on SIGTERM (shutdown.ts): health answers 503 so load balancers look away. */
  draining: boolean;
  /** When the process must be gone (epoch ms), once shutting down; what is left is shared out. */
  deadline: number | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/**
 * The process's shutdown state: decorates `lifecycle`. While draining, every answer closes its
 * connection, so keep-alive clients reconnect elsewhere.
 */
async function lifecyclePlugin(app: FastifyInstance) {
  const lifecycle: Lifecycle = { draining: false, deadline: null };
  app.decorate('lifecycle', lifecycle);
  app.addHook('onRequest', async (_request, reply) => {
    if (lifecycle.draining) reply.header('connection', 'close');
  });
}

export default fp(lifecyclePlugin, { name: 'lifecycle' });
