import { cartResponseSchema } from '@contrail/contracts';
import { configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { addressReducer } from './address-slice.ts';
import { cartRestored, catalogueReducer, type CatalogueState } from './catalogue-slice.ts';
import { storage, storageKeys } from './storage.ts';

/** A fresh store for one page (only the parts pages load Redux). */
export function makePartsStore() {
  return configureStore({ reducer: { catalogue: catalogueReducer, address: addressReducer } });
}

export type PartsStore = ReturnType<typeof makePartsStore>;
export type PartsState = ReturnType<PartsStore['getState']>;
export type PartsDispatch = PartsStore['dispatch'];

export const usePartsDispatch = useDispatch.withTypes<PartsDispatch>();
export const usePartsSelector = useSelector.withTypes<PartsState>();

/** Puts the cart kept from an earlier visit into the store (after hydration, so the HTML matches). */
export function restoreCart(store: PartsStore): void {
  const raw = storage.get(storageKeys.cart);
  if (!raw) return;
  try {
    const parsed = cartResponseSchema.safeParse(JSON.parse(raw));
    if (parsed.success) store.dispatch(cartRestored(parsed.data));
  } catch {
    storage.set(storageKeys.cart, null);
  }
}

/** Keeps the cart in the browser whenever it changes, so a reload shows it at once. */
export function persistCart(store: PartsStore): () => void {
  let last: Pick<CatalogueState, 'partsCart' | 'partsLastUpdated'> | null = null;
  return store.subscribe(() => {
    const { partsCart, partsLastUpdated, cartEmail } = store.getState().catalogue;
    if (last && last.partsCart === partsCart && last.partsLastUpdated === partsLastUpdated) return;
    last = { partsCart, partsLastUpdated };
    storage.set(
      storageKeys.cart,
      JSON.stringify({ partsCart, partsLastUpdated, email: cartEmail }),
    );
  });
}
