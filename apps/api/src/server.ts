import cluster, { type Worker } from 'node:cluster';
import { buildApp, scaleRateLimits } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { createDb, migrate } from './db/index.ts';
import { createMailer, startOutboxWorker } from './mail/index.ts';
import { pruneSessions } from './session/session.ts';

/**
 * Serves in this process: migrates (unless the cluster's primary did), listens and runs the outbox
 * worker; stops gracefully on SIGINT/SIGTERM.
 */
async function serve(config: Config, options: { migrate: boolean }) {
  const database = createDb({
    url: config.databaseUrl,
    sqliteFile: config.sqliteFile,
    poolSize: config.dbPoolSize,
  });
  if (options.migrate) await migrate(database);
  const outbox = { poke: () => {} };
  const app = await buildApp({
    config,
    database,
    outbox,
    rateLimits: scaleRateLimits(config.rateLimitMultiplier),
  });
  // Every worker runs the outbox: mails are claimed one by one, so none is sent twice.
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: config.outboxDir,
    log: app.log,
  });
  const worker = startOutboxWorker({
    db: database.db,
    mailer,
    from: config.mailFrom,
    log: app.log,
    intervalMs: config.outboxIntervalMs,
    retry: { leaseMs: config.outboxLeaseMs },
  });
  outbox.poke = () => worker.poke();
  const prune = () =>
    pruneSessions(database.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'pruning sessions failed'),
    );
  const pruner = setInterval(prune, 6 * 60 * 60 * 1000);
  pruner.unref();

  let stopping = false;
  // While draining, every answer closes its connection: keep-alive clients reconnect elsewhere.
  app.addHook('onRequest', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close');
  });
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Past SHUTDOWN_TIMEOUT_MS the process goes, whatever is still running.
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    const deadline = Date.now() + config.shutdownTimeoutMs;
    try {
      clearInterval(pruner);
      // SIGTERM (a container or process manager): keep serving while /api/health answers 503
      // draining, so the load balancer stops sending before the port closes; a connection still
      // waiting to be accepted when it closes would be reset. Ctrl-C (SIGINT) stops at once.
      app.lifecycle.draining = true;
      const drainMs = Math.min(config.shutdownDrainMs, config.shutdownTimeoutMs / 2);
      if (signal === 'SIGTERM' && drainMs > 0) await new Promise((r) => setTimeout(r, drainMs));
      // Stop accepting and finish the requests in flight, meanwhile let the current mail send
      // finish (no new claims); a send still running near the deadline gives its mail back.
      // A connection accepted just before the port closes has its request on the way: Node would
      // close it as idle (a reset for that request). Idle connections get a moment to deliver one
      // (answered with Connection: close) before the rest are closed.
      const closeIdle = app.server.closeIdleConnections.bind(app.server);
      app.server.closeIdleConnections = () => {
        setTimeout(closeIdle, Math.min(1_000, Math.max(0, deadline - Date.now() - 2_000))).unref();
      };
      await Promise.all([app.close(), worker.stop(Math.max(50, deadline - Date.now() - 1_000))]);
      mailer.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exitCode = 1;
    }
    // An IPC channel (to the cluster primary, or a parent that started us) would keep us alive.
    if (process.connected) process.disconnect();
    // So would a mail connection that never answered (its mail was given back above).
    setTimeout(() => process.exit(), 200).unref();
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: database.dialect,
      mail: mailer.kind,
      site: config.webBuildDir,
      ...(cluster.isWorker ? { worker: cluster.worker?.id, workers: config.workers } : {}),
    },
    `Contrail is serving on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
  );
  if (cluster.isPrimary) announceReady();
}

/** Tells a parent that started us with an IPC channel (benchmarks, process managers) that we serve. */
function announceReady() {
  process.send?.('ready');
}

/**
 * WORKERS > 1: this process migrates once, then starts that many workers (node:cluster), which share
 * the port; a worker that dies after it started listening is replaced. SIGINT/SIGTERM stop every
 * worker gracefully, then this process. Started with an IPC channel, it sends 'ready' once every
 * worker serves (a single process sends it once it serves).
 */
async function runPrimary(config: Config) {
  const database = createDb({
    url: config.databaseUrl,
    sqliteFile: config.sqliteFile,
    poolSize: config.dbPoolSize,
  });
  try {
    await migrate(database);
  } finally {
    await database.close();
  }

  const listening = new Set<number>();
  let stopping = false;
  let announced = false;
  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', () => {
      listening.add(worker.id);
      if (!announced && listening.size === config.workers) {
        announced = true;
        announceReady();
      }
    });
  };
  const workers = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of workers()) worker.process.kill('SIGTERM');
    const force = setTimeout(() => {
      for (const worker of workers()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, config.shutdownTimeoutMs + 2_000);
    force.unref();
  };

  // Once every worker is gone (removed from cluster.workers before its last 'exit' or 'disconnect').
  const releaseParent = () => {
    if (stopping && workers().length === 0 && process.connected) process.disconnect();
  };
  cluster.on('disconnect', releaseParent);
  cluster.on('exit', (worker, code, signal) => {
    const started = listening.delete(worker.id);
    if (stopping) {
      if (code !== 0 && signal !== 'SIGTERM' && signal !== 'SIGINT') process.exitCode = 1;
      releaseParent();
      return;
    }
    if (!started) {
      // It failed while starting (a port in use, a bad database): another would fail the same way.
      console.error(
        `Worker ${worker.process.pid} exited (${signal ?? code}) before it started serving; stopping.`,
      );
      process.exitCode = 1;
      stop();
      return;
    }
    console.error(`Worker ${worker.process.pid} exited (${signal ?? code}); starting another.`);
    fork();
  });
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  for (let index = 0; index < config.workers; index += 1) fork();
}

async function main() {
  const config = loadConfig();
  if (cluster.isPrimary && config.workers > 1) return runPrimary(config);
  return serve(config, { migrate: cluster.isPrimary });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
