import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SessionPruningOptions {
  /** Prune now and then (server); tests leave it off. */
  run?: boolean;
  intervalMs?: number;
}

/** Deletes sessions no browser can present any more, every six hours; stops on close. */
async function sessionPruningPlugin(app: FastifyInstance, options: SessionPruningOptions) {
  if (!options.run) return;
  const prune = () =>
    app.repositories.sessions
      .prune()
      .catch((error: unknown) => app.log.warn({ err: error }, 'pruning sessions failed'));
  const pruner = setInterval(prune, options.intervalMs ?? 6 * 60 * 60 * 1000);
  pruner.unref();
  app.addHook('onClose', async () => clearInterval(pruner));
}

export default fp(sessionPruningPlugin, {
  name: 'session-pruning',
  dependencies: ['repositories'],
});
