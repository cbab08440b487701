import { describe, expect, it } from 'vitest';
import { chooseEncoding, type Encoding } from './accept-encoding.ts';

/** Each header and the coding it gets (`none`: the bytes as they are). */
const expectChoices = (cases: Record<string, Encoding | 'none'>) => {
  for (const [header, expected] of Object.entries(cases)) {
    expect(chooseEncoding(header) ?? 'none', header).toBe(expected);
  }
};

describe('chooseEncoding', () => {
  it('sends nothing encoded without a header or an acceptable coding', () => {
    expect(chooseEncoding(undefined)).toBeUndefined();
    expectChoices({ '': 'none', deflate: 'none', identity: 'none' });
  });

  it('prefers brotli, then gzip, at equal weight', () => {
    expectChoices({
      'gzip, deflate, br': 'br',
      gzip: 'gzip',
      'x-gzip': 'gzip',
      ' GZIP ; Q=1 , BR ': 'br',
    });
  });

  it('honours q-values, and q=0 refuses', () => {
    expectChoices({
      'br;q=0, gzip': 'gzip',
      'br;q=0.5, gzip;q=0.8': 'gzip',
      'br;q=0.8, gzip;q=0.5': 'br',
      'br; q=0.001': 'br',
      'br;q=0, gzip;q=0': 'none',
      'gzip;q=0.000': 'none',
    });
  });

  it('refuses a coding whose weight is not a q-value', () => {
    expectChoices({
      'br;q=abc, gzip': 'gzip',
      'br;q=2, gzip;q=0.1': 'gzip',
      'br;q=0.5.1': 'none',
      'br;q=': 'none',
    });
  });

  it('gives codings the header does not name the weight of *', () => {
    expectChoices({
      '*': 'br',
      '*;q=0': 'none',
      'br;q=0, *': 'gzip',
      '*;q=0.5, gzip': 'gzip',
      'gzip;q=0, *;q=0.2': 'br',
    });
  });

  it('lets identity compete by its weight', () => {
    expectChoices({
      'gzip;q=0.5, identity': 'none',
      'identity;q=0.5, gzip': 'gzip',
      'br;q=0.4, identity;q=0.4': 'br',
      'identity;q=0, gzip;q=0.1': 'gzip',
      '*;q=0.5, identity': 'none',
      'identity, *;q=0': 'none',
    });
  });
});
