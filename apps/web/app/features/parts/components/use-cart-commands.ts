import { useCallback, useMemo, useState } from 'react';
import { useStore } from 'react-redux';
import {
  addToCart,
  changeQty,
  fetchCartByEmail,
  removeCartItem,
} from '~/features/parts/state/catalogue-slice.ts';
import { usePartsDispatch, type PartsState } from '~/features/parts/state/store.ts';
import { storage, storageKeys } from '~/features/parts/state/storage.ts';

type Result = { meta: { requestStatus: 'fulfilled' | 'rejected' } };

const email = () => storage.get(storageKeys.email) ?? undefined;

/**
 * Cart commands with a Retry for the one that last failed (the failure itself is in the store). The
 * commands are stable (they read the cart when run), so memoised rows that receive them do not re-render.
 */
export function useCartCommands() {
  const dispatch = usePartsDispatch();
  const store = useStore<PartsState>();
  const [retry, setRetry] = useState<(() => void) | null>(null);

  const run = useCallback(async function attempt(command: () => Promise<Result>) {
    const result = await command();
    const ok = result.meta.requestStatus === 'fulfilled';
    setRetry(ok ? null : () => () => void attempt(command));
    return ok;
  }, []);

  const commands = useMemo(
    () => ({
      add: (parts: { id: string; qty: number }[]) =>
        run(() => dispatch(addToCart({ parts, email: email() }))),
      setQty: (itemId: string, qty: number) => run(() => dispatch(changeQty({ itemId, qty }))),
      remove: (itemId: string) => run(() => dispatch(removeCartItem(itemId))),
      fetchByEmail: (address: string) => {
        storage.set(storageKeys.email, address);
        return run(() => dispatch(fetchCartByEmail(address)));
      },
      /**
       * Saves the cart under an e-mail: POST cart merges quantities, so one unit of the first line is
       * posted with the address and its quantity is then set back.
       */
      saveUnderEmail: async (address: string) => {
        storage.set(storageKeys.email, address);
        const first = store.getState().catalogue.partsCart[0];
        if (!first) return true;
        return (
          (await run(() =>
            dispatch(addToCart({ parts: [{ id: first.id, qty: 1 }], email: address })),
          )) && run(() => dispatch(changeQty({ itemId: first.itemId, qty: first.qty })))
        );
      },
    }),
    [dispatch, run, store],
  );

  return { retry, ...commands };
}
