import { describe, expect, it } from 'vitest';
import { testDatabases, useTestDatabase } from '../../test/databases.ts';
import { createCatalogueStore, type CatalogueStore, type Term } from './catalogue-store.ts';
import { writeCatalogue } from './catalogue-writer.ts';
import { editDistance } from './fuzzy.ts';
import { withKeyIndex } from './key-index.ts';
import { probeCatalogue, useSeededCatalogue } from './testing.ts';

/** The store with a count of the calls each method gets. */
function counted(store: CatalogueStore) {
  const calls = new Map<string, number>();
  const wrapped = { ...store } as Record<string, unknown>;
  for (const [name, value] of Object.entries(store)) {
    if (typeof value !== 'function') continue;
    wrapped[name] = (...args: unknown[]) => {
      calls.set(name, (calls.get(name) ?? 0) + 1);
      return (value as (...a: unknown[]) => unknown)(...args);
    };
  }
  return { store: wrapped as unknown as CatalogueStore, calls };
}

/** Terms as comparable text, in a fixed order (the database lists ties in any order). */
const pairs = (list: readonly Term[]) =>
  list.map((term) => `${term.search_key}|${term.description}|${Number(term.n)}`).sort();

describe.each(testDatabases())('part-number keys in memory ($dialect)', (database) => {
  const getDb = useTestDatabase(database);
  useSeededCatalogue(getDb);
  const everything = 1_000_000;

  it('answers every key question as the database does, reading the keys once per version', async () => {
    const store = await createCatalogueStore(getDb());
    const { store: watched, calls } = counted(store);
    const keys = withKeyIndex(watched, { version: () => store.catalogueVersion() });
    for (const fragment of ['AN3', 'AN35', 'MS2099', '3250', '5A', 'E2', 'NOSUCH']) {
      expect(await keys.containsTotal(fragment), fragment).toBe(
        await store.containsTotal(fragment),
      );
      expect(await keys.prefixTotal(fragment), fragment).toBe(await store.prefixTotal(fragment));
      expect(pairs(await keys.containsTerms(fragment, everything)), fragment).toEqual(
        pairs(await store.containsTerms(fragment, everything)),
      );
      expect(pairs(await keys.prefixTerms(fragment, everything, [4, 8])), fragment).toEqual(
        pairs(await store.prefixTerms(fragment, everything, [4, 8])),
      );
      for (const prefix of [true, false]) {
        expect(await keys.distinctPartTotal(fragment, ['BOLT'], prefix), fragment).toBe(
          await store.distinctPartTotal(fragment, ['BOLT'], prefix),
        );
      }
      expect(await keys.overlapTotal(fragment, ['BOLT']), fragment).toBe(
        await store.overlapTotal(fragment, ['BOLT']),
      );
    }
    const bolts = await store.termsOf('BOLT', everything);
    expect(bolts.length).toBeGreaterThan(0);
    expect(pairs(await keys.termsOf('BOLT', everything))).toEqual(pairs(bolts));
    const someKeys = bolts.slice(0, 5).map((term) => term.search_key);
    expect(pairs(await keys.termsOfKeys(someKeys))).toEqual(
      pairs(await store.termsOfKeys(someKeys)),
    );
    expect(await keys.partNumberTotal(someKeys)).toBe(await store.partNumberTotal(someKeys));
    // Near keys: exactly the database's candidates within one edit (it also reads a few farther).
    for (const key of ['AN35A', 'AN53A', 'MS21042L3', 'MS2104L3', 'AN960C10L']) {
      const near = (await store.termsNear(key, everything)).filter(
        (term) => editDistance(key, term.search_key, 1) <= 1,
      );
      expect(pairs(await keys.termsNear(key, everything)), key).toEqual(pairs(near));
    }
    expect(calls.get('allTerms')).toBe(1);
    expect(calls.get('containsTerms')).toBeUndefined();
    expect(calls.get('termsNear')).toBeUndefined();
    store.close();
  });

  it('lists the shortest keys first when more contain the fragment than asked for', async () => {
    const store = await createCatalogueStore(getDb());
    const keys = withKeyIndex(store, { version: () => store.catalogueVersion() });
    const all = await store.containsTerms('AN3', everything);
    const few = await keys.containsTerms('AN3', 10);
    expect(all.length).toBeGreaterThan(10);
    expect(few).toHaveLength(10);
    const shortest = Math.min(...all.map((term) => term.search_key.length));
    expect(few[0]?.search_key).toHaveLength(shortest);
    const lengths = few.map((term) => term.search_key.length);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    store.close();
  });

  it('reads the keys again when the catalogue changes, so a new number is found at once', async () => {
    const store = await createCatalogueStore(getDb());
    const keys = withKeyIndex(store, { version: () => store.catalogueVersion() });
    expect(await keys.containsTerms('ZQ7', 10)).toEqual([]);
    await writeCatalogue(getDb(), probeCatalogue('KEYS-1', 'Key probe', 'ZQ7-100', 'PROBE CLAMP'));
    expect((await keys.containsTerms('ZQ7', 10)).map((term) => term.search_key)).toEqual([
      'ZQ7100',
    ]);
    expect((await keys.termsNear('ZQ7101', 10)).map((term) => term.search_key)).toEqual(['ZQ7100']);
    store.close();
  });

  it('leaves a catalogue with more pairs than it keeps to the database', async () => {
    const store = await createCatalogueStore(getDb());
    const { store: watched, calls } = counted(store);
    const keys = withKeyIndex(watched, { version: () => store.catalogueVersion(), maxTerms: 3 });
    expect(await keys.containsTotal('AN3')).toBe(await store.containsTotal('AN3'));
    expect(calls.get('containsTotal')).toBe(1);
    store.close();
  });
});
