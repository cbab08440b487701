import cluster, { type Worker } from 'node:cluster';
import type { Config } from '../config.ts';
import { createDb, migrate } from '../db/index.ts';

/** Tells a parent that started us with an IPC channel (benchmarks, process managers) that we serve. */
export function announceReady() {
  process.send?.('ready');
}

/**
 * WORKERS > 1: this process migrates once, then starts that many workers (node:cluster), which share
 * the port; a worker that dies after it started listening is replaced. SIGINT/SIGTERM stop every
 * worker gracefully, then this process. Started with an IPC channel, it sends 'ready' once every
 * worker serves (a single process sends it once it serves).
 */
export async function runPrimary(config: Config) {
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
