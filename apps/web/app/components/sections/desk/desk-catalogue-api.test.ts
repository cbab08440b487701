import { describe, expect, it } from 'vitest';
import { parsePrice, priceText } from './desk-catalogue-api.ts';

describe('the catalogue page’s price field', () => {
  it('reads an amount in dollars as cents, empty or "quote" as quote on request', () => {
    expect(parsePrice('12.50')).toBe(1250);
    expect(parsePrice(' 12.5 ')).toBe(1250);
    expect(parsePrice('$7')).toBe(700);
    expect(parsePrice('0.05')).toBe(5);
    expect(parsePrice('9999999.99')).toBe(999_999_999);
    expect(parsePrice('')).toBeNull();
    expect(parsePrice('Quote')).toBeNull();
  });

  it('refuses what is not an amount with at most two decimals', () => {
    for (const text of ['12,50', 'abc', '1.234', '-1', '10000000', '1e3', '.5'])
      expect(parsePrice(text), text).toBeUndefined();
  });

  it('shows cents as the field holds them', () => {
    expect(priceText(1250)).toBe('12.50');
    expect(priceText(5)).toBe('0.05');
    expect(priceText(null)).toBe('');
  });
});
