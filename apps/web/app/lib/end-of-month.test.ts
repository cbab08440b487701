import { describe, expect, it } from 'vitest';
import { endOfMonth } from './end-of-month.ts';

describe('endOfMonth', () => {
  it('is the first moment of the next month, across a year end too', () => {
    expect(endOfMonth(new Date('2026-11-26T09:00:00Z'))).toBe(Date.UTC(2026, 11, 1));
    expect(endOfMonth(new Date('2026-12-31T23:59:59Z'))).toBe(Date.UTC(2027, 0, 1));
  });
});
