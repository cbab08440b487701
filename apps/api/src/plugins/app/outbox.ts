import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createMailer,
  startOutboxWorker,
  type Mailer,
  type OutboxNotifier,
  type OutboxWorker,
} from '../../mail/index.ts';

export interface Outbox extends OutboxNotifier {
  /** How mail leaves: SMTP, .eml files, or null when this app runs no worker (tests). */
  readonly transport: Mailer['kind'] | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Call `poke()` after committing queued mail so the worker sends it now. */
    outbox: Outbox;
  }
}

export interface OutboxPluginOptions {
  /** Run the worker (server); tests leave it off and run processOutbox themselves. */
  run?: boolean;
}

/**
 * The mail outbox worker (src/mail/worker.ts): every process runs one (mails are claimed one by
 * one, so none goes twice); it starts when the app is ready. On close it claims no more mail at once
 * (preClose, while the requests in flight finish), lets the current send finish until shortly
 * before the shutdown deadline, gives back what it still holds, then closes the transport.
 */
async function outboxPlugin(app: FastifyInstance, options: OutboxPluginOptions) {
  if (!options.run) {
    app.decorate('outbox', { poke: () => {}, transport: null });
    return;
  }
  const { config } = app;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: config.outboxDir,
    log: app.log,
  });
  let worker: OutboxWorker | null = null;
  app.decorate('outbox', { poke: () => worker?.poke(), transport: mailer.kind });
  app.addHook('onReady', async () => {
    worker = startOutboxWorker({
      db: app.db,
      mailer,
      from: config.mailFrom,
      log: app.log,
      intervalMs: config.outboxIntervalMs,
      retry: { leaseMs: config.outboxLeaseMs },
    });
  });
  let stopping: Promise<void> | null = null;
  const stop = () => {
    const deadline = app.lifecycle.deadline ?? Date.now() + config.shutdownTimeoutMs;
    stopping ??= worker?.stop(Math.max(50, deadline - Date.now() - 1_000)) ?? Promise.resolve();
    return stopping;
  };
  // Not awaited here: the server stops accepting and finishes its requests meanwhile.
  app.addHook('preClose', async () => {
    stop().catch(() => {});
  });
  app.addHook('onClose', async () => {
    try {
      await stop();
    } finally {
      mailer.close();
    }
  });
}

export default fp(outboxPlugin, { name: 'outbox', dependencies: ['database', 'lifecycle'] });
