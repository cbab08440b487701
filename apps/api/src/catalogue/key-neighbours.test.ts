import { describe, expect, it } from 'vitest';
import type { CatalogueStore, Term } from './catalogue-store.ts';
import { deletions, maxVariantKeyLength } from './fuzzy.ts';
import { buildKeyIndex, keysNear, keysWithinOneEdit, withKeyIndex } from './key-index.ts';

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/** A small deterministic generator (mulberry32). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Keys made of few letters, so many lie one or two edits from each other. */
function keysFrom(next: () => number, count: number, letters: string) {
  const keys = new Set<string>();
  while (keys.size < count) {
    const length = 3 + Math.floor(next() * 8);
    let key = '';
    for (let at = 0; at < length; at += 1) key += letters[Math.floor(next() * letters.length)];
    keys.add(key);
  }
  return [...keys];
}

/** Every way of changing `key` by one edit, and some by two. */
function edited(next: () => number, key: string): string[] {
  const pick = () => alphabet[Math.floor(next() * alphabet.length)]!;
  const at = Math.floor(next() * key.length);
  const substituted = key.slice(0, at) + pick() + key.slice(at + 1);
  const inserted = key.slice(0, at) + pick() + key.slice(at);
  const swapped = key.slice(0, at) + (key[at + 1] ?? '') + key[at] + key.slice(at + 2);
  const twice = substituted.slice(0, 1) + pick() + substituted.slice(2);
  return [key, substituted, inserted, swapped, twice, ...deletions(key)];
}

const termsOf = (keys: readonly string[]): Term[] =>
  keys.flatMap((key, index) => [
    { id: 2 * index + 1, search_key: key, description: 'BOLT', n: 1 },
    ...(index % 3 === 0 ? [{ id: 2 * index + 2, search_key: key, description: 'NUT', n: 2 }] : []),
  ]);

describe('keys within one edit, found through deletion hashes', () => {
  it('finds exactly the keys that generating every edit finds', () => {
    const next = random(25);
    // Few letters: dense neighbourhoods (substitutions, transpositions, two-edit look-alikes).
    const keys = [...keysFrom(next, 2000, 'AB12'), ...keysFrom(next, 2000, alphabet)];
    const index = buildKeyIndex(1, termsOf(keys), new Map());
    let compared = 0;
    let neighbours = 0;
    for (const key of keys.filter((_, at) => at % 8 === 0)) {
      for (const query of edited(next, key)) {
        if (query.length === 0 || query.length > maxVariantKeyLength) continue;
        const fast = keysWithinOneEdit(index, query);
        const slow = keysNear(index, query).sort((a, b) => a - b);
        expect(fast, query).toEqual(slow);
        compared += 1;
        neighbours += slow.length;
      }
    }
    expect(compared).toBeGreaterThan(4_000);
    // The comparison covered crowded neighbourhoods, not just empty ones.
    expect(neighbours / compared).toBeGreaterThan(2);
  }, 60_000);

  it('covers keys one character longer than the longest query it is asked about', () => {
    const long = 'A'.repeat(maxVariantKeyLength + 1);
    const longer = 'A'.repeat(maxVariantKeyLength + 2);
    const index = buildKeyIndex(
      1,
      termsOf([long, longer, 'B'.repeat(maxVariantKeyLength)]),
      new Map(),
    );
    const query = 'A'.repeat(maxVariantKeyLength);
    expect(keysWithinOneEdit(index, query)?.map((k) => index.keys[k])).toEqual([long]);
    expect(keysNear(index, query).map((k) => index.keys[k])).toEqual([long]);
  });

  it('keeps the order of generated edits when the neighbours hold more terms than asked for', async () => {
    const keys = ['AN35A', 'AN36A', 'AN37A', 'AN3A', 'AN335A', 'BN35A', 'AN35B'];
    const terms = termsOf(keys);
    const store = {
      allTerms: async () => terms,
      partNumbersPerKey: async () => new Map(),
    } as unknown as CatalogueStore;
    const keyed = withKeyIndex(store, { version: async () => 1 });
    const index = buildKeyIndex(1, terms, new Map());
    const inOrder = (list: readonly number[]) =>
      list.flatMap((k) => terms.filter((term) => term.search_key === index.keys[k]));
    const all = await keyed.termsNear('AN35A', 1000);
    expect(all).toEqual(inOrder(keysWithinOneEdit(index, 'AN35A') ?? []));
    expect(new Set(all.map((term) => term.search_key))).toEqual(new Set(keys));
    // Three of the ten terms: the first three keysNear lists, as before the hashes.
    expect(await keyed.termsNear('AN35A', 3)).toEqual(
      inOrder(keysNear(index, 'AN35A')).slice(0, 3),
    );
  });
});
