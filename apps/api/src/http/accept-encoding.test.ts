import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './accept-encoding.ts';

describe('chooseEncoding', () => {
  it('sends nothing encoded without a header or an acceptable coding', () => {
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('')).toBeUndefined();
    expect(chooseEncoding('deflate')).toBeUndefined();
    expect(chooseEncoding('identity')).toBeUndefined();
  });

  it('prefers brotli, then gzip, at equal weight', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('x-gzip')).toBe('gzip');
    expect(chooseEncoding(' GZIP ; Q=1 , BR ')).toBe('br');
  });

  it('honours q-values, and q=0 refuses', () => {
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('br;q=0.8, gzip;q=0.5')).toBe('br');
    expect(chooseEncoding('br; q=0.001')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(chooseEncoding('gzip;q=0.000')).toBeUndefined();
  });

  it('refuses a coding whose weight is not a q-value', () => {
    expect(chooseEncoding('br;q=abc, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=2, gzip;q=0.1')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5.1')).toBeUndefined();
    expect(chooseEncoding('br;q=')).toBeUndefined();
  });

  it('gives codings the header does not name the weight of *', () => {
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0')).toBeUndefined();
    expect(chooseEncoding('br;q=0, *')).toBe('gzip');
    expect(chooseEncoding('*;q=0.5, gzip')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0, *;q=0.2')).toBe('br');
  });

  it('lets identity compete by its weight', () => {
    expect(chooseEncoding('gzip;q=0.5, identity')).toBeUndefined();
    expect(chooseEncoding('identity;q=0.5, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0.4, identity;q=0.4')).toBe('br');
    expect(chooseEncoding('identity;q=0, gzip;q=0.1')).toBe('gzip');
    expect(chooseEncoding('*;q=0.5, identity')).toBeUndefined();
    expect(chooseEncoding('identity, *;q=0')).toBeUndefined();
  });
});
