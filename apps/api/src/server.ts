import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { announceReady, runPrimary } from './process/primary.ts';
import { stopOnSignals } from './process/shutdown.ts';

/**
 * The entry point (`npm start -w @contrail/api`): WORKERS > 1 makes this process the cluster's
 * primary (process/primary.ts); otherwise, or in a worker, it builds the app (app.ts: plugins,
 * routes), stops it gracefully on signals (process/shutdown.ts) and listens.
 */
async function serve(config: Config) {
  // A single process migrates; a cluster's workers find it done by their primary.
  const app = await buildApp({ config, migrate: cluster.isPrimary, background: true });
  stopOnSignals(app);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: app.database.dialect,
      mail: app.outbox.transport,
      site: config.webBuildDir,
      ...(cluster.isWorker ? { worker: cluster.worker?.id, workers: config.workers } : {}),
    },
    `Contrail is serving on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
  );
  if (cluster.isPrimary) announceReady();
}

async function main() {
  const config = loadConfig();
  if (cluster.isPrimary && config.workers > 1) return runPrimary(config);
  return serve(config);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
