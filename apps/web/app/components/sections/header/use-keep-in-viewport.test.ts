import { describe, expect, it } from 'vitest';
import { viewportShift } from './use-keep-in-viewport.ts';

describe('mega-menu viewport shift', () => {
  it('leaves a panel that fits where it is', () => {
    expect(viewportShift(100, 700, 1200)).toBe(0);
  });
  it('moves a panel that overflows the right edge back inside', () => {
    expect(viewportShift(600, 1300, 1200)).toBe(-116);
  });
  it('never pushes a panel past the left edge', () => {
    expect(viewportShift(10, 1500, 1000)).toBe(6);
  });
});
