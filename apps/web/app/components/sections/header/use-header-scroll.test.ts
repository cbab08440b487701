import { describe, expect, it } from 'vitest';
import { reverseScrollStep, type ReverseScrollState } from './use-header-scroll.ts';

const run = (positions: number[], offset = 80) =>
  positions.reduce<ReverseScrollState[]>(
    (states, y) => [
      ...states,
      reverseScrollStep(states.at(-1) ?? { y: 0, hidden: false }, y, offset),
    ],
    [],
  );

describe('reverse-scroll rule', () => {
  it('stays visible near the top of the page', () => {
    expect(run([20, 60, 80]).every((s) => !s.hidden)).toBe(true);
  });

  it('hides while scrolling down and returns on scroll up', () => {
    const states = run([200, 400, 600, 560, 900]);
    expect(states.map((s) => s.hidden)).toEqual([true, true, true, false, true]);
  });

  it('ignores jitter smaller than the tolerance', () => {
    const hidden = reverseScrollStep({ y: 500, hidden: true }, 497, 80);
    expect(hidden).toEqual({ y: 500, hidden: true });
  });

  it('shows again when back at the top', () => {
    expect(reverseScrollStep({ y: 500, hidden: true }, 40, 80).hidden).toBe(false);
  });
});
