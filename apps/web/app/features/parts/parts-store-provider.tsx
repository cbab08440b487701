import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { loadCart } from './state/catalogue-slice.ts';
import { makePartsStore } from './state/store.ts';

/** The Redux store of one parts page; the session's cart is loaded from the server after hydration. */
export function PartsStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(makePartsStore);
  useEffect(() => {
    const request = store.dispatch(loadCart());
    return () => request.abort();
  }, [store]);
  return <Provider store={store}>{children}</Provider>;
}
