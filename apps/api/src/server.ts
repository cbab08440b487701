import { buildApp, scaleRateLimits } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDb, migrate } from './db/index.ts';
import { createMailer, startOutboxWorker } from './mail/index.ts';
import { pruneSessions } from './session/session.ts';

/** Migrates, listens and runs the outbox worker; stops gracefully on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig();
  const database = createDb({ url: config.databaseUrl, sqliteFile: config.sqliteFile });
  await migrate(database);
  const outbox = { poke: () => {} };
  const app = await buildApp({
    config,
    database,
    outbox,
    rateLimits: scaleRateLimits(config.rateLimitMultiplier),
  });
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
  });
  outbox.poke = () => worker.poke();
  const prune = () =>
    pruneSessions(database.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'pruning sessions failed'),
    );
  const pruner = setInterval(prune, 6 * 60 * 60 * 1000);
  pruner.unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      clearInterval(pruner);
      await app.close();
      await worker.stop();
      mailer.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exitCode = 1;
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.dialect, mail: mailer.kind, site: config.webBuildDir },
    `Contrail is serving on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
