import type { CatalogueLine } from '@contrail/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useInitialHydrationDone } from '~/shell/hydration.tsx';
import { isCatalogueLine } from '~/features/parts/state/lines.ts';

export interface CatalogueUrlState {
  line: CatalogueLine | null;
  /** `?line=` when it names no line of the catalogue (a bad deep link), else null. */
  lineAsked?: string | null;
  model: string | null;
  assembly: string | null;
  /** An IPC item of the assembly (a usage followed from a search): its row is marked and shown. */
  item: string | null;
  q: string;
}

/** Builds `?line=&model=&assembly=&item=&q=` (empty values left out). */
export function catalogueSearch(state: Partial<CatalogueUrlState>): string {
  const params = new URLSearchParams();
  if (state.line) params.set('line', state.line);
  if (state.model) params.set('model', state.model);
  if (state.assembly) params.set('assembly', state.assembly);
  if (state.item) params.set('item', state.item);
  if (state.q) params.set('q', state.q);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * The catalogue browser's state lives in the URL, so deep links and back/forward work. The page is
 * prerendered without a query, so the query is read only once the first hydration of the page, every
 * section included, is done (the HTML matches).
 */
export function useCatalogueUrl() {
  const [params, setParams] = useSearchParams();
  const hydrated = useInitialHydrationDone();
  const state = useMemo<CatalogueUrlState>(() => {
    if (!hydrated)
      return { line: null, lineAsked: null, model: null, assembly: null, item: null, q: '' };
    const line = params.get('line');
    return {
      line: isCatalogueLine(line) ? line : null,
      lineAsked: line && !isCatalogueLine(line) ? line : null,
      model: params.get('model') || null,
      assembly: params.get('assembly') || null,
      item: params.get('item') || null,
      q: params.get('q') ?? '',
    };
  }, [params, hydrated]);
  const setSearchQuery = useCallback(
    (q: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (q) next.set('q', q);
          else next.delete('q');
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return { ...state, setSearchQuery };
}
