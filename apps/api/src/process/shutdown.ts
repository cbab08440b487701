import type { FastifyInstance } from 'fastify';

/**
 * Stops the app gracefully on SIGINT/SIGTERM. SIGTERM (a container or process manager) first
 * drains: the app keeps serving while /api/health answers 503 draining (and every answer closes its
 * connection), so the load balancer stops sending before the port closes; a connection still waiting
 * to be accepted when it closes would be reset. Ctrl-C (SIGINT) stops at once. Then `app.close()`:
 * no new connections, the requests in flight finish, and each plugin closes what it opened (the
 * outbox worker gives back a mail it could not finish, the database closes last). Past
 * SHUTDOWN_TIMEOUT_MS the process goes, whatever is still running.
 */
export function stopOnSignals(app: FastifyInstance): void {
  const { config } = app;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    app.lifecycle.deadline = Date.now() + config.shutdownTimeoutMs;
    try {
      app.lifecycle.draining = true;
      const drainMs = Math.min(config.shutdownDrainMs, config.shutdownTimeoutMs / 2);
      if (signal === 'SIGTERM' && drainMs > 0) await new Promise((r) => setTimeout(r, drainMs));
      // A connection accepted just before the port closes has its request on the way: Node would
      // close it as idle, resetting that request. Idle connections get a moment to deliver one
      // (answered with Connection: close) before the rest are closed (docs/deploy.md).
      const deadline = Date.now() + config.shutdownTimeoutMs - drainMs;
      const closeIdle = app.server.closeIdleConnections.bind(app.server);
      app.server.closeIdleConnections = () => {
        setTimeout(closeIdle, Math.min(1_000, Math.max(0, deadline - Date.now() - 2_000))).unref();
      };
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exitCode = 1;
    }
    // An IPC channel (to the cluster primary, or a parent that started us) would keep us alive.
    if (process.connected) process.disconnect();
    // So would a mail connection that never answered (its mail was given back on close).
    setTimeout(() => process.exit(), 200).unref();
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}
