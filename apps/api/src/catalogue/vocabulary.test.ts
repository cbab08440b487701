import { describe, expect, it } from 'vitest';
import { testDatabases, useTestDatabase } from '../../test/databases.ts';
import { createCatalogueStore, type CatalogueStore } from './catalogue-store.ts';
import { writeCatalogue } from './catalogue-writer.ts';
import { probeCatalogue, useSeededCatalogue } from './testing.ts';
import { withVocabulary } from './vocabulary.ts';

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

const byDescription = (list: Array<{ description: string; n: number }>) =>
  [...list].sort((a, b) => a.description.localeCompare(b.description));

describe.each(testDatabases())('search vocabulary in memory ($dialect)', (database) => {
  const getDb = useTestDatabase(database);
  useSeededCatalogue(getDb);

  it('answers words and descriptions as the database does, reading them once per version', async () => {
    const store = await createCatalogueStore(getDb());
    const { store: watched, calls } = counted(store);
    const vocabulary = withVocabulary(watched, { version: () => store.catalogueVersion() });
    for (const words of [
      ['BOLT'],
      ['SPRING', 'TAIL'],
      ['VALVE', 'FUEL'],
      ['NOSUCHWORD'],
      ['ASHER'],
    ]) {
      expect(byDescription(await vocabulary.describedBy(words, 20_000)), words.join(' ')).toEqual(
        byDescription(await store.describedBy(words, 20_000)),
      );
    }
    expect(await vocabulary.knownWords(['BOLT', 'BLOT', 'WASHER'])).toEqual(
      await store.knownWords(['BOLT', 'BLOT', 'WASHER']),
    );
    const near = (list: Array<{ word: string; n: number }>) =>
      list.map((entry) => `${entry.word}:${Number(entry.n)}`).sort();
    expect(near(await vocabulary.wordsOfLength(4, 6))).toEqual(
      near(await store.wordsOfLength(4, 6)),
    );
    // One read of each table, however many questions.
    expect(calls.get('descriptions')).toBe(1);
    expect(calls.get('wordsOfLength')).toBe(1);
    expect(calls.get('describedBy')).toBeUndefined();
    expect(calls.get('knownWords')).toBeUndefined();
    store.close();
  });

  it('reads them again when the catalogue changes, so a new word is known at once', async () => {
    const store = await createCatalogueStore(getDb());
    const vocabulary = withVocabulary(store, { version: () => store.catalogueVersion() });
    expect(await vocabulary.knownWords(['ZEPPELIN'])).toEqual(new Set());
    expect(await vocabulary.describedBy(['ZEPPELIN'], 10)).toEqual([]);
    await writeCatalogue(
      getDb(),
      probeCatalogue('VOCAB-1', 'Vocabulary probe', 'ZP-100', 'ZEPPELIN MOORING CLAMP'),
    );
    expect(await vocabulary.knownWords(['ZEPPELIN'])).toEqual(new Set(['ZEPPELIN']));
    expect(await vocabulary.describedBy(['ZEPPELIN', 'CLAMP'], 10)).toEqual([
      { description: 'ZEPPELIN MOORING CLAMP', n: 1 },
    ]);
    store.close();
  });

  it('answers from the lists of the words asked before, in description order, within their bound', async () => {
    const store = await createCatalogueStore(getDb());
    const every = await store.descriptions(1_000_000);
    const upper = every.map((entry) => entry.description.toUpperCase());
    for (const maxHeld of [undefined, 40]) {
      const vocabulary = withVocabulary(store, {
        version: () => store.catalogueVersion(),
        ...(maxHeld ? { maxHeld } : {}),
      });
      // Twice: the second time from the lists kept (or, with a small bound, read again).
      for (let round = 0; round < 2; round += 1) {
        for (const words of [
          ['BOLT'],
          ['SPRING', 'TAIL'],
          ['TAIL', 'SPRING'],
          ['AN', 'BOLT'],
          ['NOSUCHWORD', 'BOLT'],
          ['E'],
          [],
        ]) {
          for (const limit of [1, 3, 20_000]) {
            const expected = every
              .filter((_, at) => words.every((word) => upper[at]!.includes(word)))
              .slice(0, limit)
              .map((entry) => ({ description: entry.description, n: Number(entry.n) }));
            expect(
              await vocabulary.describedBy(words, limit),
              `${words.join(' ')} ${limit}`,
            ).toEqual(expected);
          }
        }
      }
    }
    store.close();
  });

  it('leaves a catalogue with more descriptions than it keeps to the database', async () => {
    const store = await createCatalogueStore(getDb());
    const { store: watched, calls } = counted(store);
    const vocabulary = withVocabulary(watched, {
      version: () => store.catalogueVersion(),
      maxDescriptions: 3,
    });
    const found = await vocabulary.describedBy(['BOLT'], 20_000);
    expect(found.length).toBeGreaterThan(0);
    expect(calls.get('describedBy')).toBe(1);
    store.close();
  });
});
