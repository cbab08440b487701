import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import {
  openTestDatabase,
  testDatabases,
  type OpenedTestDatabase,
} from '../../../test/databases.ts';
import { loadMigrations, migrate } from '../../db/index.ts';

// Drawings stored before the importer rebuilt them are rebuilt by migration 0050, or removed.

const rebuild = '0050-rebuild-imported-drawings';

describe.each(testDatabases())('migration 0050, imported drawings ($dialect)', (database) => {
  const opened: OpenedTestDatabase[] = [];
  afterAll(async () => {
    for (const handle of opened) await handle.cleanup();
  });

  it('rebuilds drawings stored as slices of their files, and removes one that is not XML', async () => {
    const handle = await openTestDatabase(database, { migrate: false });
    opened.push(handle);
    const all = await loadMigrations();
    const index = all.findIndex((m) => m.name === rebuild);
    expect(index).toBeGreaterThan(0);
    await migrate(handle, { migrations: all.slice(0, index) });
    const row = (assembly: string, svg: string) => ({
      model_id: 'A-1C-180',
      assembly_id: assembly,
      view_box: '0 0 400 300',
      svg,
      callouts: '[]',
      imported_at: '2026-01-01T00:00:00.000Z',
    });
    await handle.db
      .insertInto('assembly_diagrams')
      .values([
        row(
          '32-10',
          '<defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs>' +
            '<circle r="4" fill="url(#g)" class="x"/><text>A &amp; B</text>',
        ),
        // What the old checker kept of the review's input: live in a browser.
        row('32-50', '<g id=""/><image href="x" onerror="alert(1)"/>\'/>'),
        // Accepted by the old checker, not XML.
        row('32-60', '<g id="a<b"/><path d="M0 0"/>'),
      ])
      .execute();
    const version = async () =>
      Number(
        (await sql<{ version: number }>`select version from catalogue_state`.execute(handle.db))
          .rows[0]?.version,
      );
    const before = await version();
    expect(await migrate(handle, { migrations: all })).toContain(rebuild);
    const rows = await handle.db
      .selectFrom('assembly_diagrams')
      .select(['assembly_id', 'svg'])
      .orderBy('assembly_id')
      .execute();
    expect(rows).toEqual([
      {
        assembly_id: '32-10',
        svg:
          '<defs><linearGradient id="ipc-g"><stop offset="0"/></linearGradient></defs>' +
          '<circle r="4" fill="url(#ipc-g)"/><text>A &amp; B</text>',
      },
      { assembly_id: '32-50', svg: '<g/>' },
    ]);
    expect(await version()).toBe(before + 1);
  });
});
