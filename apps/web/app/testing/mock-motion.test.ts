import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockMotion } from './mock-motion.ts';

describe('mockMotion', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers every media query with the given value', () => {
    mockMotion(true);
    expect(window.matchMedia('(min-width: 768px)').matches).toBe(true);
    mockMotion(false);
    const list = window.matchMedia('(prefers-reduced-motion: no-preference)');
    expect(list.matches).toBe(false);
    expect(list.media).toBe('(prefers-reduced-motion: no-preference)');
  });
});
