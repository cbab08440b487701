import { describe, expect, it } from 'vitest';
import { balancedColumns } from './balanced-columns.ts';

/** The cards per row, first to last, for a layout. */
function rows(count: number, preferred: number, max = 4): number[] {
  const { columns, spanFirst } = balancedColumns(count, preferred, { max });
  const slots = count + (spanFirst ? 1 : 0);
  const out: number[] = [];
  for (let left = slots; left > 0; left -= columns) out.push(Math.min(columns, left));
  if (spanFirst && out[0]) out[0] -= 1;
  return out;
}

describe('balancedColumns', () => {
  it('keeps the preferred columns when the cards divide well', () => {
    expect(balancedColumns(6, 3)).toEqual({ columns: 3, spanFirst: false });
    expect(balancedColumns(5, 3)).toEqual({ columns: 3, spanFirst: false });
    expect(balancedColumns(8, 4)).toEqual({ columns: 4, spanFirst: false });
  });

  it('never leaves a card alone on the last row when another count balances', () => {
    expect(balancedColumns(4, 3)).toEqual({ columns: 4, spanFirst: false });
    expect(balancedColumns(7, 3)).toEqual({ columns: 4, spanFirst: false });
    expect(balancedColumns(10, 3)).toEqual({ columns: 4, spanFirst: false });
    expect(balancedColumns(6, 4)).toEqual({ columns: 3, spanFirst: false });
    for (let count = 2; count <= 40; count++)
      for (const preferred of [2, 3, 4]) {
        const shape = rows(count, preferred);
        if (shape.length > 1)
          expect(shape.at(-1), `${count} cards, ${preferred}`).toBeGreaterThan(1);
      }
  });

  it('lets the first card lead across two columns when no count balances', () => {
    expect(balancedColumns(13, 3)).toEqual({ columns: 3, spanFirst: true });
    expect(rows(13, 3)).toEqual([2, 3, 3, 3, 2]);
  });

  it('gives fewer cards than columns one column each', () => {
    expect(balancedColumns(2, 3)).toEqual({ columns: 2, spanFirst: false });
    expect(balancedColumns(1, 3)).toEqual({ columns: 1, spanFirst: false });
  });
});
