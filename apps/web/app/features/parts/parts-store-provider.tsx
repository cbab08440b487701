import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useInitialHydrationDone } from '~/shell/hydration.tsx';
import { loadCart } from './state/catalogue-slice.ts';
import { makePartsStore, type PartsStore } from './state/store.ts';

// Making a store (Redux Toolkit's first run: combining the reducers, Immer freezing the initial state) costs
// 6-15 ms of main thread on a cold page. In the built site it is done in a task of its own as this module
// loads, ahead of the hydration, instead of inside the task that hydrates the page.
let prepared: PartsStore | null = null;
if (import.meta.env.PROD && !import.meta.env.SSR && typeof window !== 'undefined')
  setTimeout(() => {
    prepared ??= makePartsStore();
  }, 0);

/** The prepared store, once (it has seen no action), else a new one. */
function takeStore(): PartsStore {
  const store = prepared ?? makePartsStore();
  prepared = null;
  return store;
}

/** The Redux store of one parts page; the session's cart is loaded from the server once the page has hydrated. */
export function PartsStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(takeStore);
  // Not while the page's sections hydrate one by one: each must meet the prerendered (empty) cart.
  const ready = useInitialHydrationDone();
  useEffect(() => {
    if (!ready) return;
    const request = store.dispatch(loadCart());
    return () => request.abort();
  }, [ready, store]);
  return <Provider store={store}>{children}</Provider>;
}
