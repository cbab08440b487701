import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { testDatabases, useTestDatabase } from '../../../test/databases.ts';
import searchMisses from './search-misses.ts';

describe.each(testDatabases())('search misses plugin ($dialect)', (database) => {
  const getDb = useTestDatabase(database);

  /** An app with the plugin on the test database, counts written every `flushMs`. */
  async function appWith(flushMs: number) {
    const app = Fastify();
    await app.register(
      fp(
        async (instance) => {
          instance.decorate('database', getDb());
        },
        { name: 'database' },
      ),
    );
    await app.register(searchMisses, { flushMs });
    await app.ready();
    return app;
  }
  const counted = async () =>
    (
      await getDb().db.selectFrom('search_misses').select(['query', 'n']).orderBy('query').execute()
    ).map((row) => [row.query, Number(row.n)]);

  it('holds the counts in memory, writes them every flushMs and when the app closes', async () => {
    await getDb().db.deleteFrom('search_misses').execute();
    const app = await appWith(50);
    app.searchMisses.record('Hubcap');
    app.searchMisses.record('hubcap ');
    app.searchMisses.record('hb'); // typing, not a search: not kept
    expect(await counted()).toEqual([]);
    await expect.poll(counted, { timeout: 2_000 }).toEqual([['hubcap', 2]]);
    app.searchMisses.record('hubcap');
    app.searchMisses.record('gudgeon pin');
    await app.close();
    expect(await counted()).toEqual([
      ['gudgeon pin', 1],
      ['hubcap', 3],
    ]);
  });
});
