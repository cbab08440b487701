import { describe, expect, it } from 'vitest';
import { descriptionWords, searchKey } from './search-key.ts';

describe('searchKey', () => {
  it('folds case, spaces, dashes and dots into one key', () => {
    expect(searchKey('an3-5a')).toBe('AN35A');
    expect(searchKey('AN3 5A')).toBe('AN35A');
    expect(searchKey('AN35A')).toBe('AN35A');
    expect(searchKey(' a.n/3_5-a ')).toBe('AN35A');
  });

  it('reads the letters O and I as the digits 0 and 1 (IPC convention)', () => {
    expect(searchKey('MS2O995C32')).toBe('MS20995C32');
    expect(searchKey('NAS1149FO363P')).toBe('NAS1149F0363P');
    expect(searchKey('ms21042l3')).toBe('MS21042L3');
    expect(searchKey('io-360')).toBe('10360');
  });

  it('gives the same key for a query and the part number it means', () => {
    expect(searchKey('MS20995-C32')).toBe(searchKey('MS20995C32'));
    expect(searchKey('u1-10-3')).toBe(searchKey('U1-10-3'));
  });

  it('drops SQL metacharacters and folds unicode', () => {
    expect(searchKey("%_';--")).toBe('');
    expect(searchKey("AN3-5A'; DROP TABLE parts; --")).toBe('AN35ADR0PTABLEPARTS');
    expect(searchKey('ＡＮ３－５Ａ')).toBe('AN35A');
    expect(searchKey('Ärger')).toBe('ARGER');
    expect(searchKey('飛行機')).toBe('');
  });
});

describe('descriptionWords', () => {
  it('splits words, keeps I and O, in the order typed, without repeats', () => {
    expect(descriptionWords('tail wheel spring')).toEqual(['TAIL', 'WHEEL', 'SPRING']);
    expect(descriptionWords('oil, OIL; cooler')).toEqual(['OIL', 'COOLER']);
  });

  it('ignores punctuation and caps the number of words', () => {
    expect(descriptionWords("%_'; --")).toEqual([]);
    expect(descriptionWords('a b c d e f g h')).toHaveLength(6);
    // The longest six are kept, still in the order typed.
    expect(descriptionWords('nut aa bolt b washer c spring dd fitting')).toEqual([
      'NUT',
      'AA',
      'BOLT',
      'WASHER',
      'SPRING',
      'FITTING',
    ]);
  });
});
