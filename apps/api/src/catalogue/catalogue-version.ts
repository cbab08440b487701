/**
 * The catalogue version (table catalogue_state, bumped by every catalogue write) as the answer cache
 * reads it. A write by this process is noticed at once; one by another process (the import CLI,
 * another worker) when the stored version is next read.
 */
let localWrites = 0;

/** Called by catalogue-writer.ts after a write commits. */
export function noteLocalCatalogueWrite(): void {
  localWrites += 1;
}

/** Catalogue writes committed by this process so far. */
export const localCatalogueWrites = (): number => localWrites;

/**
 * A reader of the stored version that asks the database at most every `maxAgeMs` (and at once after
 * a write by this process): even on SQLite a read costs more than answering from the cache, and on
 * PostgreSQL it is a round trip. Concurrent callers share one read. `maxAgeMs` 0 reads every time.
 */
export function throttledVersion(
  read: () => Promise<number>,
  maxAgeMs: number,
  now: () => number = Date.now,
): () => Promise<number> {
  let known: { version: number; at: number; writes: number } | undefined;
  let pending: { read: Promise<number>; writes: number } | undefined;
  return async () => {
    if (known && known.writes === localWrites && now() - known.at < maxAgeMs) return known.version;
    // A read started before this process's last write may not see it: start another.
    if (!pending || pending.writes !== localWrites) {
      const at = now();
      const writes = localWrites;
      const started = read();
      pending = { read: started, writes };
      const settle = () => {
        if (pending?.read === started) pending = undefined;
      };
      started.then((version) => {
        if (!known || known.at <= at) known = { version, at, writes };
        settle();
      }, settle);
    }
    return pending.read;
  };
}
