/** One Event Timing entry (`event` or `first-input`), as the page hands it over. */
export interface TimedEvent {
  type: string;
  name: string;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
  /** 0 for events that are not part of an interaction (pointermove, scroll…). */
  interactionId: number;
}

/** The parts of an interaction, ms: waiting for the main thread, the handlers, and then up to the paint. */
export interface EventParts {
  delay: number;
  processing: number;
  presentation: number;
}

interface Interaction {
  start: number;
  duration: number;
  parts: EventParts;
}

/** One interaction from its events (pointerdown, pointerup and click of one tap, say): INP's reading. */
function interactionOf(events: readonly TimedEvent[]): Interaction {
  const longest = events.reduce((max, event) => (event.duration > max.duration ? event : max));
  const first = events.reduce((min, event) => (event.startTime < min.startTime ? event : min));
  const processingStart = Math.min(...events.map((event) => event.processingStart));
  const processingEnd = Math.max(...events.map((event) => event.processingEnd));
  const end = longest.startTime + longest.duration;
  return {
    start: first.startTime,
    duration: longest.duration,
    parts: {
      delay: processingStart - first.startTime,
      processing: processingEnd - processingStart,
      presentation: Math.max(0, end - processingEnd),
    },
  };
}

/**
 * The durations of `count` interactions from their Event Timing entries: an interaction lasts as long as its
 * longest event (INP's rule). Event Timing leaves out events shorter than its threshold, so an interaction
 * with no entry counts as `threshold` (an upper bound). `worst` breaks the longest one down: from its first
 * input to the first handler, the handlers of all its events, and from the last handler to the paint.
 */
export function interactionsOf(
  events: readonly TimedEvent[],
  count: number,
  threshold: number,
): { durations: number[]; worst: EventParts } {
  const byId = new Map<number, TimedEvent[]>();
  for (const event of events)
    if (event.interactionId > 0)
      byId.set(event.interactionId, [...(byId.get(event.interactionId) ?? []), event]);
  const found = [...byId.values()].map(interactionOf).sort((a, b) => a.start - b.start);
  const durations = found.map((interaction) => interaction.duration);
  while (durations.length < count) durations.push(threshold);
  const worst = found.reduce<Interaction | undefined>(
    (max, interaction) => (!max || interaction.duration > max.duration ? interaction : max),
    undefined,
  );
  return {
    durations,
    worst: worst?.parts ?? { delay: 0, processing: 0, presentation: threshold },
  };
}
