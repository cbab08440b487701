export { createDb, isPostgresUrl, nowIso } from './create-db.ts';
export type { CreateDbOptions, DbHandle, Dialect, Executor, Trx } from './create-db.ts';
export { idPrimaryKey, loadMigrations, migrate, migrationsDir } from './migrate.ts';
export type { Migration, MigrationContext, MigrateOptions, NamedMigration } from './migrate.ts';
export type * from './schema.ts';
