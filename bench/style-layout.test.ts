import { describe, expect, it } from 'vitest';
import { figuresOf } from './style-layout.ts';

const main = { pid: 1, tid: 7 };
const event = (name: string, ts: number, ms: number, args?: object) => ({
  name,
  ph: 'X',
  ts,
  dur: ms * 1000,
  ...main,
  args,
});

describe('figuresOf', () => {
  const events = [
    // Before the first paint: not counted.
    event('UpdateLayoutTree', 100, 30, { elementCount: 150 }),
    event('Layout', 200, 20),
    { name: 'firstContentfulPaint', ph: 'R', ts: 1000, ...main },
    event('ParseAuthorStyleSheet', 2000, 9, {
      data: { styleSheetUrl: 'http://127.0.0.1/assets/root-abc.css' },
    }),
    event('UpdateLayoutTree', 2100, 68, { elementCount: 157 }),
    event('UpdateLayoutTree', 3000, 4, { elementCount: 12 }),
    event('Layout', 3100, 57),
    event('Layout', 3200, 3),
    // Another thread (a worker): not counted.
    { ...event('UpdateLayoutTree', 4000, 500), tid: 9 },
  ];

  it('sums style, layout and stylesheet parses on the first paint thread after it', () => {
    expect(figuresOf(events)).toEqual({
      style: 72,
      largestStyle: 68,
      largestStyleElements: 157,
      layout: 60,
      largestLayout: 57,
      sheetParse: 9,
      sheets: ['root-abc.css'],
    });
  });

  it('reports none when nothing happens after the first paint', () => {
    expect(figuresOf(events.slice(0, 3))).toMatchObject({ style: 0, layout: 0, sheets: [] });
  });

  it('refuses a trace without a first paint', () => {
    expect(() => figuresOf(events.slice(0, 2))).toThrow(/first contentful paint/);
  });
});
