/** How a grid of cards lays out at its widest: columns, and whether the first card spans two. */
export interface BalancedColumns {
  columns: number;
  /** The first card takes two columns (a lead card), so the last row is never one card alone. */
  spanFirst: boolean;
}

/** Whether `count` cards in `columns` columns fill their last row at least two cards deep (or wholly). */
const balanced = (count: number, columns: number) =>
  count <= columns || count % columns === 0 || count % columns >= 2;

/**
 * The column count for `count` cards that leaves no card alone on the last row, as close to `preferred` as
 * the section allows (`min`–`max`): `preferred` itself when it divides well, else one more column, else one
 * fewer, never below three (4 steps: four across, not three and a lone fourth; 7 demos: 4 + 3; 10: 4 + 4 + 2). When no count in reach
 * balances (13 cards in 2–4 columns), the first card leads across two columns instead. Fewer cards than
 * columns take one column each.
 */
export function balancedColumns(
  count: number,
  preferred: number,
  { min = 2, max = 4 }: { min?: number; max?: number } = {},
): BalancedColumns {
  const wanted = Math.min(max, Math.max(min, preferred));
  if (count <= wanted) return { columns: Math.max(1, count), spanFirst: false };
  // One fewer column only down to three: a wide section dropping to two columns reads as half empty.
  const fewer = wanted - 1 >= 3 || count <= 4 ? [wanted - 1] : [];
  const candidates = [wanted, wanted + 1, ...fewer].filter((c) => c >= min && c <= max);
  const exact = candidates.find((c) => count % c === 0);
  if (exact !== undefined) return { columns: exact, spanFirst: false };
  const even = candidates.find((c) => balanced(count, c));
  if (even !== undefined) return { columns: even, spanFirst: false };
  return { columns: wanted, spanFirst: balanced(count + 1, wanted) };
}
