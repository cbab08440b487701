import { useCallback, useEffect, useRef } from 'react';
import {
  fuzzySearchParts,
  loadAssemblies,
  loadModels,
  loadParts,
  setCatalog,
} from '../state/catalogue-slice.ts';
import { usePartsDispatch, usePartsSelector } from '../state/store.ts';
import { storage, storageKeys } from '../state/storage.ts';
import type { CatalogueUrlState } from './use-catalogue-url.ts';

/**
 * Loads what the URL asks for: models once, the model's assemblies, the assembly's parts or the search.
 * Answers `search`, which starts the request at once and then puts the query in the URL (the URL
 * round trip would otherwise delay the results).
 */
export function useCatalogueSync(url: CatalogueUrlState & { setSearchQuery: (q: string) => void }) {
  const dispatch = usePartsDispatch();
  const modelsStatus = usePartsSelector((state) => state.catalogue.status.models);
  const modelLine = usePartsSelector((state) =>
    url.model ? state.catalogue.modelInfo[url.model]?.line : undefined,
  );
  const line = url.line ?? modelLine;
  const searching = useRef<{ q: string; abort: () => void } | null>(null);
  const { setSearchQuery } = url;

  const startSearch = useCallback(
    (q: string) => {
      searching.current?.abort();
      const request = dispatch(fuzzySearchParts(q));
      searching.current = { q, abort: () => request.abort() };
    },
    [dispatch],
  );

  const search = useCallback(
    (q: string) => {
      if (q) startSearch(q);
      else searching.current = null;
      setSearchQuery(q);
    },
    [startSearch, setSearchQuery],
  );

  // The line in the URL, else the one a line page (/husky, /pitts, /eagle) set on an earlier visit.
  useEffect(() => {
    const next = line ?? storage.get(storageKeys.catalog);
    if (next) void dispatch(setCatalog(next));
  }, [dispatch, line]);

  useEffect(() => {
    if (modelsStatus === 'idle') void dispatch(loadModels());
  }, [dispatch, modelsStatus]);

  useEffect(() => {
    if (!url.model) return;
    const request = dispatch(loadAssemblies(url.model));
    return () => request.abort();
  }, [dispatch, url.model]);

  useEffect(() => {
    if (url.q) {
      // Already on its way when typed here; a deep link or back/forward starts it now.
      if (searching.current?.q !== url.q) startSearch(url.q);
      return;
    }
    searching.current?.abort();
    searching.current = null;
    if (url.model && url.assembly) {
      const request = dispatch(loadParts({ modelId: url.model, assembly: url.assembly }));
      return () => request.abort();
    }
  }, [dispatch, startSearch, url.q, url.model, url.assembly]);

  return { search };
}
