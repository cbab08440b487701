import type { SearchMiss } from '@contrail/contracts';
import { useState } from 'react';
import { deskCatalogueApi } from './desk-catalogue-api.ts';
import { useDeskLoad } from './use-desk-load.ts';

/** The periods offered, in days. */
export const searchMissPeriods = [7, 30, 90, 365] as const;
export type SearchMissPeriod = (typeof searchMissPeriods)[number];

/**
 * The searches that found nothing over the chosen period. `reload` is a count that changes after each
 * word taught or removed: the list is asked again (the one shown stays until the answer comes).
 */
export function useDeskSearchMisses(reload: number) {
  const [days, setDays] = useState<SearchMissPeriod>(30);
  const {
    shown: list,
    reset,
    retry,
  } = useDeskLoad<{ misses: SearchMiss[] }>(
    async (signal) => ({ misses: (await deskCatalogueApi.searchMisses(days, signal)).misses }),
    `${days} ${reload}`,
  );
  const choose = (next: SearchMissPeriod) => {
    reset();
    setDays(next);
  };
  return { days, choose, list, retry };
}
