import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabases, type OpenedTestDatabase } from '../../test/databases.ts';
import { loadMigrations, migrate, nowIso, type NamedMigration } from './index.ts';

describe.each(testDatabases())('database layer ($dialect)', (database) => {
  const opened: OpenedTestDatabase[] = [];
  const open = async (options?: { migrate?: boolean }) => {
    const handle = await openTestDatabase(database, options);
    opened.push(handle);
    return handle;
  };
  afterAll(async () => {
    for (const handle of opened) await handle.cleanup();
  });

  it('applies every migration once and records it', async () => {
    const handle = await open({ migrate: false });
    const all = await loadMigrations();
    expect(all.map((m) => m.name)).toContain('0001-core');
    expect(await migrate(handle)).toEqual(all.map((m) => m.name));
    expect(await migrate(handle)).toEqual([]);
    const rows = await sql<{
      name: string;
    }>`select name from schema_migrations order by name`.execute(handle.db);
    expect(rows.rows.map((r) => r.name)).toEqual(all.map((m) => m.name));
  });

  it('runs portable, dialect-specific and code parts in order', async () => {
    const handle = await open();
    const extra: NamedMigration[] = [
      {
        name: '9001-test',
        migration: {
          sql: ['create table t_extra (id integer primary key, label text not null)'],
          sqlite: ["insert into t_extra (id, label) values (1, 'sqlite')"],
          postgres: ["insert into t_extra (id, label) values (1, 'postgres')"],
          up: async ({ db, dialect }) => {
            await sql`insert into t_extra (id, label) values (2, ${`code-${dialect}`})`.execute(db);
          },
        },
      },
    ];
    expect(await migrate(handle, { migrations: extra })).toEqual(['9001-test']);
    const rows = await sql<{ label: string }>`select label from t_extra order by id`.execute(
      handle.db,
    );
    expect(rows.rows.map((r) => r.label)).toEqual([database.dialect, `code-${database.dialect}`]);
  });

  it('rolls a failing migration back completely', async () => {
    const handle = await open();
    const bad: NamedMigration[] = [
      {
        name: '9002-bad',
        migration: { sql: ['create table t_half (id integer)', 'this is not sql'] },
      },
    ];
    await expect(migrate(handle, { migrations: bad })).rejects.toThrow(/Migration 9002-bad failed/);
    const left = await sql<{
      n: number;
    }>`select count(*) as n from schema_migrations where name = '9002-bad'`.execute(handle.db);
    expect(Number(left.rows[0]?.n)).toBe(0);
    await expect(sql`select * from t_half`.execute(handle.db)).rejects.toThrow();
  });

  it('lets concurrent runners apply each migration once', async () => {
    const handle = await open({ migrate: false });
    const results = await Promise.all([migrate(handle), migrate(handle), migrate(handle)]);
    expect(results.flat().sort()).toEqual((await loadMigrations()).map((m) => m.name));
  });

  it('commits and rolls back transactions, and keeps e-mails unique', async () => {
    const handle = await open();
    await handle.transaction(async (trx) => {
      await trx
        .insertInto('subscribers')
        .values({ email: 'a@example.com', created_at: nowIso() })
        .execute();
    });
    await expect(
      handle.transaction(async (trx) => {
        await trx
          .insertInto('subscribers')
          .values({ email: 'b@example.com', created_at: nowIso() })
          .execute();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await expect(
      handle.db
        .insertInto('subscribers')
        .values({ email: 'a@example.com', created_at: nowIso() })
        .execute(),
    ).rejects.toThrow();
    const emails = await handle.db.selectFrom('subscribers').select('email').execute();
    expect(emails.map((r) => r.email)).toEqual(['a@example.com']);
    const count = await handle.db
      .selectFrom('subscribers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(1);
  });
});
