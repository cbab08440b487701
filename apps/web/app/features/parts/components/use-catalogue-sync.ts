import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useInitialHydrationDone } from '~/shell/hydration.tsx';
import {
  fuzzySearchParts,
  loadAssemblies,
  loadModels,
  loadParts,
  setCatalog,
} from '~/features/parts/state/catalogue-slice.ts';
import { usePartsDispatch, usePartsSelector } from '~/features/parts/state/store.ts';
import { storage, storageKeys } from '~/features/parts/state/storage.ts';
import type { CatalogueUrlState } from './use-catalogue-url.ts';

/** Runs `task` once the next frame is painted (after the results are on screen). */
export function afterPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}

/**
 * The search: only the latest query's answer is shown. A new query or an edit in the box aborts the
 * request on its way (AbortController via the thunk); the slice ignores any answer but the latest.
 * The query typed here is shown at once; the URL follows after the results are painted (a URL change
 * re-renders the page, which must not sit between the answer and the results).
 */
export function usePartSearch(urlQuery: string, setSearchQuery: (q: string) => void) {
  const dispatch = usePartsDispatch();
  const searchingRef = useRef<{ q: string; abort: () => void } | null>(null);
  const [typed, setTyped] = useState<string | null>(null);

  // A visitor's navigation (a link, back/forward) replaces the typed query; the URL catching up with
  // it (our own replace) makes it redundant.
  const location = useLocation();
  const navigationType = useNavigationType();
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (typed !== null && (navigationType !== 'REPLACE' || urlQuery === typed)) setTyped(null);
  }
  const q = typed ?? urlQuery;

  const start = useCallback(
    (query: string) => {
      searchingRef.current?.abort();
      const request = dispatch(fuzzySearchParts(query));
      searchingRef.current = { q: query, abort: () => request.abort() };
      return request;
    },
    [dispatch],
  );

  /** The box is being edited: the answer on its way is for an old query. */
  const cancel = useCallback(() => {
    searchingRef.current?.abort();
    searchingRef.current = null;
  }, []);

  const search = useCallback(
    (query: string) => {
      setTyped(query);
      if (!query) {
        cancel();
        setSearchQuery('');
        return;
      }
      void start(query).then((action) => {
        const aborted = fuzzySearchParts.rejected.match(action) && action.meta.aborted;
        if (aborted) return;
        afterPaint(() => {
          if (searchingRef.current?.q === query) setSearchQuery(query);
        });
      });
    },
    [cancel, start, setSearchQuery],
  );

  return { q, search, cancel, start, searchingRef };
}

/**
 * Loads what the URL asks for: models once, the model's assemblies, the assembly's parts or the search.
 * Answers the query shown (`q`), and `search` / `cancel` for the search box.
 */
export function useCatalogueSync(url: CatalogueUrlState & { setSearchQuery: (q: string) => void }) {
  const dispatch = usePartsDispatch();
  const modelsStatus = usePartsSelector((state) => state.catalogue.status.models);
  const modelLine = usePartsSelector((state) =>
    url.model ? state.catalogue.modelInfo[url.model]?.line : undefined,
  );
  const line = url.line ?? modelLine;
  // A model the catalogue does not know (a bad deep link): nothing to load for it; a request already on
  // its way is cancelled once the models say so.
  const modelUnknown = usePartsSelector(
    (state) =>
      url.model !== null &&
      state.catalogue.status.models === 'succeeded' &&
      !state.catalogue.modelInfo[url.model],
  );
  const { q, search, cancel, start, searchingRef } = usePartSearch(url.q, url.setSearchQuery);
  // Nothing loads while the page hydrates: every part, code-split ones included, must meet the state it
  // was prerendered with (shell/hydration).
  const ready = useInitialHydrationDone();

  // The line in the URL, else the one a line page (/husky, /pitts, /eagle) set on an earlier visit.
  useEffect(() => {
    if (!ready) return;
    const next = line ?? storage.get(storageKeys.catalog);
    if (next) void dispatch(setCatalog(next));
  }, [ready, dispatch, line]);

  useEffect(() => {
    if (ready && modelsStatus === 'idle') void dispatch(loadModels());
  }, [ready, dispatch, modelsStatus]);

  useEffect(() => {
    if (!ready || !url.model || modelUnknown) return;
    const request = dispatch(loadAssemblies(url.model));
    return () => request.abort();
  }, [ready, dispatch, url.model, modelUnknown]);

  useEffect(() => {
    if (!ready) return;
    if (q) {
      // Already on its way when typed here; a deep link or back/forward starts it now.
      if (searchingRef.current?.q !== q) start(q);
      return;
    }
    searchingRef.current?.abort();
    searchingRef.current = null;
    if (url.model && url.assembly && !modelUnknown) {
      const request = dispatch(loadParts({ modelId: url.model, assembly: url.assembly }));
      return () => request.abort();
    }
  }, [ready, dispatch, start, searchingRef, q, url.model, url.assembly, modelUnknown]);

  return { q, search, cancel };
}
