import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makePartsStore, persistCart, restoreCart } from './state/store.ts';

/** The Redux store of one parts page; the cart kept in the browser is restored after hydration. */
export function PartsStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(makePartsStore);
  useEffect(() => {
    restoreCart(store);
    return persistCart(store);
  }, [store]);
  return <Provider store={store}>{children}</Provider>;
}
