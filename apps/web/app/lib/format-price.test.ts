import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price.ts';

describe('formatPrice', () => {
  it('reads cents and formats per locale and currency', () => {
    expect(formatPrice(1250, 'USD', 'en-US')).toBe('$12.50');
    expect(formatPrice(1250, 'EUR', 'de-DE')).toBe('12,50\u00a0€');
    expect(formatPrice(900, 'GBP', 'en-GB')).toBe('£9.00');
  });

  it('takes amounts of a currency without minor units as they are', () => {
    expect(formatPrice(1200, 'JPY', 'ja-JP')).toBe('￥1,200');
  });
});
