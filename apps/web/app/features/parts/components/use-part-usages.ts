import type { Part, PartSummary } from '@contrail/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { withApi } from '~/features/parts/state/api.ts';
import { isAbort, logFailure } from '~/features/parts/state/log-failure.ts';

const none: Part[] = [];

export type UsagesStatus = 'idle' | 'loading' | 'failed';

interface Loaded {
  /** The search result these rows continue; another one (a new search) starts again. */
  group: PartSummary;
  rows: Part[];
  /** Usages on the server (X-Total-Count), once a page has answered. */
  total: number | null;
  status: UsagesStatus;
}

/**
 * Every usage of a grouped search's part: its first usages as the search answered them, and the rest
 * a page at a time on demand (GET parts/{partNumber}/usages, continuing the search's order). Local
 * to the part's row: only an opened row that asks for more ever loads any.
 */
export function usePartUsages(group: PartSummary) {
  const [loaded, setLoaded] = useState<Loaded>({ group, rows: [], total: null, status: 'idle' });
  const current = loaded.group === group ? loaded : null;
  const rows = current ? current.rows : none;
  const usages = rows.length === 0 ? group.usages : [...group.usages, ...rows];
  const total = Math.max(current?.total ?? group.usageCount, group.usages.length);
  const status = current?.status ?? 'idle';
  const request = useRef<AbortController | null>(null);

  // A new search result for this row (or the row gone): the request on its way is no longer wanted.
  useEffect(() => () => request.current?.abort(), [group]);

  /** Loads the next page; resolves to the index of its first new usage, or null (failed, or none). */
  const loadMore = useCallback(async (): Promise<number | null> => {
    if (status === 'loading') return null;
    const have = group.usages.length + rows.length;
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setLoaded({ group, rows, total: current?.total ?? null, status: 'loading' });
    try {
      const page = await withApi((client) =>
        client.usages(group.partNumber, have, group.description, controller.signal),
      );
      const known = new Set([...group.usages, ...rows].map((usage) => usage.id));
      const fresh = page.parts.filter((usage) => !known.has(usage.id));
      const next = [...rows, ...fresh];
      // An empty page means the catalogue holds fewer than it said: what is listed is all there is.
      const count = fresh.length === 0 ? group.usages.length + next.length : page.total;
      setLoaded({ group, rows: next, total: count, status: 'idle' });
      return fresh.length === 0 ? null : have;
    } catch (error) {
      if (isAbort(error)) return null;
      logFailure('loadUsages', error);
      setLoaded({ group, rows, total: current?.total ?? null, status: 'failed' });
      return null;
    }
  }, [current?.total, group, rows, status]);

  return { usages, total, status, loadMore };
}
