import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { createDb, migrate, type Database, type DbHandle } from '../../db/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The typed query builder (same as `database.db`); for repositories, not routes. */
    db: Kysely<Database>;
    /** dialect, transaction(fn) and the query builder. */
    database: DbHandle;
  }
}

export interface DatabasePluginOptions {
  /** A database the caller opened and closes (tests); without it one is opened from the config. */
  database?: DbHandle;
  /** Run the migrations first (a single process, or a cluster's primary did not). */
  migrate?: boolean;
}

/**
 * The database (SQLite or PostgreSQL, `src/db/`): decorates `db` and `database`. A database this
 * plugin opened is closed when the app closes, after every plugin registered later (the outbox
 * worker gives its claimed mails back first).
 */
async function databasePlugin(app: FastifyInstance, options: DatabasePluginOptions) {
  const { config } = app;
  const database =
    options.database ??
    createDb({
      url: config.databaseUrl,
      sqliteFile: config.sqliteFile,
      poolSize: config.dbPoolSize,
    });
  if (!options.database) app.addHook('onClose', () => database.close());
  if (options.migrate) await migrate(database);
  app.decorate('db', database.db);
  app.decorate('database', database);
}

export default fp(databasePlugin, { name: 'database' });
