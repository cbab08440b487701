import { describe, expect, it } from 'vitest';
import { afterFirstPaint, median, withSection, type TraceEvent } from './support.ts';

describe('median', () => {
  it('takes the middle value, the upper one of an even count, NaN of none', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(3);
    expect(median([])).toBeNaN();
  });
});

describe('afterFirstPaint', () => {
  const at = (name: string, ts: number, tid = 7, ph = 'X'): TraceEvent => ({
    name,
    ph,
    ts,
    dur: 1000,
    pid: 1,
    tid,
  });
  const events = [
    at('RunTask', 100),
    at('firstContentfulPaint', 500, 7, 'R'),
    at('RunTask', 500),
    at('RunTask', 900),
    at('RunTask', 900, 9),
    at('TracingStartedInBrowser', 950, 7, 'I'),
  ];

  it("keeps the complete events of the paint's thread from the paint on", () => {
    expect(afterFirstPaint(events).map((e) => e.ts)).toEqual([500, 900]);
  });

  it('names the load when the trace has no first paint', () => {
    expect(() => afterFirstPaint(events.slice(0, 1), '/parts')).toThrow(
      '/parts: no first contentful paint in the trace',
    );
  });
});

describe('withSection', () => {
  const document = [
    '# Benchmarks',
    '## Current',
    '### API load (issue 3)',
    'old table',
    '### First searches',
    'kept',
    '## History',
    'kept too',
    '',
  ].join('\n');

  it('replaces its own subsection only: the ones after it and the next chapter stay', () => {
    const next = withSection(document, '### API load (issue 3)\nnew table');
    expect(next).toContain('### API load (issue 3)\nnew table\n');
    expect(next).not.toContain('old table');
    expect(next).toContain('### First searches\nkept');
    expect(next).toContain('## History\nkept too');
    expect(next.indexOf('new table')).toBeLessThan(next.indexOf('### First searches'));
  });

  it('matches the heading as a whole line (### is not ##) and appends a section it lacks', () => {
    const next = withSection(document, '## API load (issue 3)\nnew table');
    expect(next).toContain('### API load (issue 3)\nold table');
    expect(next.trimEnd().endsWith('## API load (issue 3)\nnew table')).toBe(true);
  });
});
