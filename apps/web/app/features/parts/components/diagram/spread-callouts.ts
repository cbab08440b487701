import type { DiagramCallout } from '@contrail/contracts';

/**
 * The callouts moved apart until no two balloons closer than `gap` (drawing units) remain, as far as a
 * few rounds of pairwise pushes get them; each keeps its leader to the same target. A narrow screen
 * draws the sheet small, so balloons laid out for a wide one would overlap (issue 42 §4).
 */
export function spreadCallouts<T extends Pick<DiagramCallout, 'x' | 'y'>>(
  callouts: readonly T[],
  gap: number,
  rounds = 40,
): T[] {
  const points = callouts.map((callout) => ({ ...callout }));
  if (!(gap > 0)) return points;
  for (let round = 0; round < rounds; round++) {
    let moved = false;
    for (let i = 0; i < points.length; i++) {
      for (let j = i + 1; j < points.length; j++) {
        const a = points[i]!;
        const b = points[j]!;
        let dx = b.x - a.x;
        let dy = b.y - a.y;
        let distance = Math.hypot(dx, dy);
        if (distance >= gap) continue;
        if (distance < 1e-6) {
          // Same spot: part them vertically.
          dx = 0;
          dy = 1;
          distance = 1;
        }
        const push = (gap - distance) / 2 + gap * 0.01;
        a.x -= (dx / distance) * push;
        a.y -= (dy / distance) * push;
        b.x += (dx / distance) * push;
        b.y += (dy / distance) * push;
        moved = true;
      }
    }
    if (!moved) break;
  }
  return points;
}
