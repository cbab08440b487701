import type { SearchMiss } from '@contrail/contracts';
import { useEffect, useState } from 'react';
import { deskCatalogueApi } from './desk-catalogue-api.ts';
import { useDeskFailure } from './desk-item-parts-hooks.ts';

type MissList =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; misses: SearchMiss[] };

/** The periods offered, in days. */
export const searchMissPeriods = [7, 30, 90, 365] as const;
export type SearchMissPeriod = (typeof searchMissPeriods)[number];

/**
 * The searches that found nothing over the chosen period. `reload` is a count that changes after each
 * word taught or removed: the list is asked again (the one shown stays until the answer comes).
 */
export function useDeskSearchMisses(reload: number) {
  const fail = useDeskFailure();
  const [days, setDays] = useState<SearchMissPeriod>(30);
  const [list, setList] = useState<MissList>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    deskCatalogueApi.searchMisses(days, controller.signal).then(
      ({ misses }) => setList({ state: 'ready', misses }),
      (caught: unknown) => {
        if (!controller.signal.aborted) setList({ state: 'failed', message: fail(caught) });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fail is a fresh closure each render
  }, [days, attempt, reload]);

  const choose = (next: SearchMissPeriod) => {
    setList({ state: 'loading' });
    setDays(next);
  };
  const retry = () => {
    setList({ state: 'loading' });
    setAttempt((n) => n + 1);
  };
  return { days, choose, list, retry };
}
