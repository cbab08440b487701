import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  countSearchMisses,
  keptMiss,
  type SearchMissCount,
} from '../../catalogue/search-misses.ts';

export interface SearchMisses {
  /** Counts a search that found no part (in memory; written within `flushMs`). */
  record(query: string, at?: Date): void;
  /** Writes what was counted so far (the desk's list does, before it reads). */
  flush(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    searchMisses: SearchMisses;
  }
}

export interface SearchMissesOptions {
  /** How often the counts are written; 5 s by default. */
  flushMs?: number;
}

/** Distinct searches held before they are written at once, whatever the time. */
const heldMax = 500;

/**
 * The searches that found no part, counted in memory and written every few seconds in one transaction (a
 * visitor typing misses at every key: a write each would halve a worker's searches per second on a flood of
 * them) and when the app closes. A failed write is logged and its counts dropped.
 */
async function searchMissesPlugin(app: FastifyInstance, options: SearchMissesOptions) {
  let held = new Map<string, SearchMissCount>();
  let writing: Promise<void> = Promise.resolve();
  const flush = () => {
    const counts = [...held.values()];
    held = new Map();
    writing = writing
      .then(() => countSearchMisses(app.database, counts))
      .catch((error: unknown) => app.log.warn({ err: error }, 'search misses not counted'));
    return writing;
  };
  const timer = setInterval(() => void flush(), options.flushMs ?? 5_000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });
  app.decorate('searchMisses', {
    record(query: string, at = new Date()) {
      const kept = keptMiss(query);
      if (!kept) return;
      const key = `${at.toISOString().slice(0, 10)}\u0000${kept}`;
      const count = held.get(key);
      if (count) {
        count.n += 1;
        count.at = at;
      } else held.set(key, { query: kept, n: 1, at });
      if (held.size >= heldMax) void flush();
    },
    flush,
  });
}

export default fp(searchMissesPlugin, { name: 'search-misses', dependencies: ['database'] });
