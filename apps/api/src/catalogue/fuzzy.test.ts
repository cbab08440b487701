import { describe, expect, it } from 'vitest';
import { allowedEdits, editDistance, trigramSimilarity, typoPieces } from './fuzzy.ts';

describe('editDistance', () => {
  it('counts substitutions, insertions, deletions and transpositions as one edit', () => {
    expect(editDistance('MS20995C32', 'MS20995C32', 2)).toBe(0);
    expect(editDistance('MS20995C32', 'MS20995C33', 2)).toBe(1);
    expect(editDistance('MS20995C32', 'MS20995C3', 2)).toBe(1);
    expect(editDistance('MS20995C32', 'MS209953C32', 2)).toBe(1);
    expect(editDistance('MS20995C32', 'MS20995C23', 2)).toBe(1);
    expect(editDistance('TAIL', 'TIAL', 1)).toBe(1);
  });

  it('stops above the allowed number of edits', () => {
    expect(editDistance('AN35A', 'MS21042L3', 1)).toBe(2);
    expect(editDistance('ABCDEF', 'ABXYEF', 1)).toBe(2);
  });
});

describe('trigramSimilarity', () => {
  it('is 1 for equal strings and falls with differences', () => {
    expect(trigramSimilarity('AN35A', 'AN35A')).toBe(1);
    expect(trigramSimilarity('AN35A', 'AN36A')).toBeLessThan(trigramSimilarity('AN35A', 'AN35'));
    expect(trigramSimilarity('AN35A', 'XYZ')).toBe(0);
  });
});

describe('typoPieces', () => {
  it('splits a key so that one piece survives any allowed typo', () => {
    expect(allowedEdits(3)).toBe(0);
    expect(allowedEdits(6)).toBe(1);
    expect(allowedEdits(10)).toBe(2);
    expect(typoPieces('U1103A', 1)).toEqual({ prefix: 'U11', inner: ['03A'] });
    expect(typoPieces('MS20995C32', 2)).toEqual({ prefix: 'MS20', inner: ['995', 'C32'] });
    expect(typoPieces('AN35A', 1)).toEqual({ prefix: 'AN', inner: ['35A'] });
  });
});
