import { describe, expect, it } from 'vitest';
import { searchQueriesFrom } from './search-queries.ts';

const sample = {
  partNumbers: Array.from({ length: 400 }, (_, i) =>
    i % 3 === 0 ? `AN${3 + (i % 5)}-${i}A` : i % 3 === 1 ? `MS20995-C${i}` : `E2-${5710000 + i}-1`,
  ),
  descriptions: [
    'BOLT',
    'WASHER, FLAT',
    'SPRING, TAIL WHEEL',
    'VALVE, FUEL SELECTOR',
    'SPAR, REAR',
  ],
};

describe('first-search queries', () => {
  it('gives the number asked for, all distinct once normalised, and the same list for the same seed', () => {
    const queries = searchQueriesFrom(sample, 1000);
    expect(queries).toHaveLength(1000);
    expect(new Set(queries.map((q) => q.query.toUpperCase())).size).toBe(1000);
    expect(searchQueriesFrom(sample, 1000)).toEqual(queries);
    expect(searchQueriesFrom(sample, 1000, 'another seed')).not.toEqual(queries);
  });

  it('mixes every kind: numbers, spellings, prefixes, typos, description words', () => {
    const queries = searchQueriesFrom(sample, 1000);
    const kinds = new Set(queries.map((q) => q.kind));
    for (const kind of [
      'number',
      'spelling',
      'prefix',
      'typo',
      'two typos',
      'description',
      'misspelt word',
      'word and size',
      'own word',
    ]) {
      expect(kinds, kind).toContain(kind);
    }
    const numbers = new Set(sample.partNumbers);
    const typos = queries.filter((q) => q.kind === 'typo');
    // A typo differs from every printed number, and is within a couple of characters of one.
    expect(typos.every((q) => !numbers.has(q.query))).toBe(true);
    const prefixes = queries.filter((q) => q.kind === 'prefix');
    expect(
      prefixes.every((q) =>
        sample.partNumbers.some((n) => n.replace(/-/g, '').toLowerCase().startsWith(q.query)),
      ),
    ).toBe(true);
    // A word of the visitor's own: no description holds all of that query's words.
    const own = queries.filter((q) => q.kind === 'own word');
    expect(
      own.every(
        (q) =>
          !sample.descriptions.some((d) =>
            q.query.split(' ').every((w) => d.toLowerCase().includes(w)),
          ),
      ),
    ).toBe(true);
    const words = queries.filter((q) => q.kind === 'description');
    expect(
      words.every((q) =>
        q.query
          .split(' ')
          .every((w) => sample.descriptions.some((d) => d.toLowerCase().includes(w))),
      ),
    ).toBe(true);
  });

  it('stops short rather than repeating when the catalogue is too small', () => {
    const tiny = { partNumbers: ['AN3-5A'], descriptions: ['BOLT'] };
    const queries = searchQueriesFrom(tiny, 500);
    expect(queries.length).toBeLessThan(500);
    expect(new Set(queries.map((q) => q.query.toUpperCase())).size).toBe(queries.length);
  });
});
