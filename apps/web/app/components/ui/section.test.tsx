import { describe, expect, it } from 'vitest';
import { isInverseTone } from './section.tsx';

describe('isInverseTone', () => {
  it('is true for the dark backgrounds (brand, dark) only', () => {
    expect(isInverseTone('dark')).toBe(true);
    expect(isInverseTone('brand')).toBe(true);
    expect(isInverseTone('alt')).toBe(false);
    expect(isInverseTone('default')).toBe(false);
    expect(isInverseTone(undefined)).toBe(false);
  });
});
