import { useEffect } from 'react';
import { PartsStoreProvider } from '~/features/parts/parts-store-provider.tsx';
import { setCatalog } from '~/features/parts/state/catalogue-slice.ts';
import { usePartsDispatch } from '~/features/parts/state/store.ts';
import { PartsCartBadge } from './parts-cart-badge.tsx';

/** A visit to a line page makes it the catalogue's line (spec §4 setCatalog). */
function SetCatalogOnVisit({ line }: { line: string }) {
  const dispatch = usePartsDispatch();
  useEffect(() => {
    void dispatch(setCatalog(line));
  }, [dispatch, line]);
  return null;
}

/**
 * A line page's use of the parts store: its header's cart badge, and the visit that sets the catalogue's
 * line. The rest of a line page is content, so the page loads this (and Redux with it) as a part of its own.
 */
export function LineCartBadge({ line }: { line: string }) {
  return (
    <PartsStoreProvider>
      <SetCatalogOnVisit line={line} />
      <PartsCartBadge />
    </PartsStoreProvider>
  );
}
