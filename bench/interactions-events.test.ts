import { describe, expect, it } from 'vitest';
import { interactionsOf, type TimedEvent } from './interactions-events.ts';

const event = (
  name: string,
  interactionId: number,
  startTime: number,
  duration: number,
  type = 'event',
): TimedEvent => ({
  type,
  name,
  interactionId,
  startTime,
  duration,
  processingStart: startTime + 10,
  processingEnd: startTime + 30,
});

describe('interactionsOf', () => {
  it('times an interaction by its longest event and breaks the longest one down across its events', () => {
    const result = interactionsOf(
      [
        event('pointermove', 0, 90, 200),
        event('pointerdown', 7, 100, 40),
        event('pointerdown', 7, 100, 40, 'first-input'),
        event('click', 7, 110, 64),
        event('keydown', 9, 500, 24),
      ],
      2,
      16,
    );
    expect(result.durations).toEqual([64, 24]);
    // From the pointerdown (100) to its handler (110), handlers until the click's end (140), paint at 174.
    expect(result.worst).toEqual({ delay: 10, processing: 30, presentation: 34 });
  });

  it('counts interactions Event Timing left out (under its threshold) as the threshold', () => {
    const result = interactionsOf([event('keydown', 3, 100, 48)], 3, 16);
    expect(result.durations).toEqual([48, 16, 16]);
    expect(interactionsOf([], 1, 16)).toEqual({
      durations: [16],
      worst: { delay: 0, processing: 0, presentation: 16 },
    });
  });
});
