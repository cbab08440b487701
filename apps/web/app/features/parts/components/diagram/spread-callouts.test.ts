import { describe, expect, it } from 'vitest';
import { spreadCallouts } from './spread-callouts.ts';

const closest = (points: { x: number; y: number }[]) => {
  let best = Infinity;
  for (const [i, a] of points.entries())
    for (const b of points.slice(i + 1)) best = Math.min(best, Math.hypot(a.x - b.x, a.y - b.y));
  return best;
};

describe('spreadCallouts', () => {
  it('moves crowded balloons apart until none is closer than the gap', () => {
    const crowded = Array.from({ length: 20 }, (_, i) => ({
      item: String(i),
      x: 100 + (i % 5) * 8,
      y: 50 + Math.floor(i / 5) * 8,
    }));
    expect(closest(crowded)).toBeLessThan(30);
    const spread = spreadCallouts(crowded, 30);
    expect(closest(spread)).toBeGreaterThanOrEqual(30 * 0.98);
    // Each keeps what it was (the item, for its leader) and the input is left as it was.
    expect(spread.map((point) => point.item)).toEqual(crowded.map((point) => point.item));
    expect(crowded[0]).toEqual({ item: '0', x: 100, y: 50 });
  });

  it('leaves balloons already apart where they are, and parts two on the same spot', () => {
    const apart = [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
    ];
    expect(spreadCallouts(apart, 30)).toEqual(apart);
    const same = spreadCallouts(
      [
        { x: 10, y: 10 },
        { x: 10, y: 10 },
      ],
      20,
    );
    expect(closest(same)).toBeGreaterThanOrEqual(20);
  });
});
