import { useEffect, useState, type ReactNode } from 'react';
import { useInitialHydrationDone } from '~/shell/hydration.tsx';
import { loadCart } from './state/catalogue-slice.ts';
import { makePartsStore, PartsStoreContext } from './state/store.ts';

/** The store of one parts page; the session's cart is loaded from the server once the page has hydrated. */
export function PartsStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(makePartsStore);
  // Not while the page's sections hydrate one by one: each must meet the prerendered (empty) cart.
  const ready = useInitialHydrationDone();
  useEffect(() => {
    if (!ready) return;
    const request = store.dispatch(loadCart());
    return () => request.abort();
  }, [ready, store]);
  return <PartsStoreContext value={store}>{children}</PartsStoreContext>;
}
