import { useEffect, useSyncExternalStore } from 'react';
import { useInitialHydrationDone } from '~/shell/hydration.tsx';
import { cartStorageKey, cartStore, emptyCart, type CartState } from './cart-store.ts';

/**
 * The cart as the page sees it: empty in the prerendered HTML and while hydrating (so both match),
 * the stored cart right after; follows changes made in other tabs.
 */
export function useCart(): CartState {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === cartStorageKey) cartStore.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const cart = useSyncExternalStore(
    cartStore.subscribe,
    cartStore.getSnapshot,
    cartStore.getServerSnapshot,
  );
  // Slices that hydrate later must still meet the prerendered (empty) cart.
  return useInitialHydrationDone() ? cart : emptyCart;
}

/** Number of items (sum of quantities). */
export const cartCount = (cart: CartState) =>
  cart.lines.reduce((sum, line) => sum + line.quantity, 0);
