import { useEffect } from 'react';
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

/** Loads what the URL asks for: models once, the model's assemblies, the assembly's parts or the search. */
export function useCatalogueSync(url: CatalogueUrlState) {
  const dispatch = usePartsDispatch();
  const modelsStatus = usePartsSelector((state) => state.catalogue.status.models);
  const modelLine = usePartsSelector((state) =>
    url.model ? state.catalogue.modelInfo[url.model]?.line : undefined,
  );
  const line = url.line ?? modelLine;

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
      const request = dispatch(fuzzySearchParts(url.q));
      return () => request.abort();
    }
    if (url.model && url.assembly) {
      const request = dispatch(loadParts({ modelId: url.model, assembly: url.assembly }));
      return () => request.abort();
    }
  }, [dispatch, url.q, url.model, url.assembly]);
}
