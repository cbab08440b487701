import { createContext, use, useSyncExternalStore } from 'react';
import type { Action, Thunk } from './async-action.ts';
import { addressReducer, initialAddressState, type AddressState } from './address-slice.ts';
import { catalogueReducer, initialCatalogueState, type CatalogueState } from './catalogue-slice.ts';

export interface PartsState {
  catalogue: CatalogueState;
  address: AddressState;
}

export interface PartsDispatch {
  <Result>(thunk: Thunk<PartsState, Result>): Result;
  <A extends Action>(action: A): A;
}

export interface PartsStore {
  getState: () => PartsState;
  dispatch: PartsDispatch;
  subscribe: (listener: () => void) => () => void;
}

function reducer(state: PartsState, action: Action): PartsState {
  const catalogue = catalogueReducer(state.catalogue, action);
  const address = addressReducer(state.address, action);
  return catalogue === state.catalogue && address === state.address
    ? state
    : { catalogue, address };
}

/** A fresh store for one page: the state, dispatch (of actions and thunks) and subscribe. */
export function makePartsStore(): PartsStore {
  let state: PartsState = { catalogue: initialCatalogueState, address: initialAddressState };
  const listeners = new Set<() => void>();
  const getState = () => state;
  const dispatch = ((action: Action | Thunk<PartsState, unknown>) => {
    if (typeof action === 'function') return action(dispatch, getState);
    const next = reducer(state, action);
    if (next !== state) {
      state = next;
      for (const listener of listeners) listener();
    }
    return action;
  }) as PartsDispatch;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return { getState, dispatch, subscribe };
}

/** The page's store; `parts-store-provider.tsx` (and tests) provide it. */
export const PartsStoreContext = createContext<PartsStore | null>(null);

export function usePartsStore(): PartsStore {
  const store = use(PartsStoreContext);
  if (!store) throw new Error('usePartsStore outside a PartsStoreContext');
  return store;
}

export const usePartsDispatch = (): PartsDispatch => usePartsStore().dispatch;

/** Reads from the store and re-renders when the selected value changes (compared with Object.is). */
export function usePartsSelector<T>(selector: (state: PartsState) => T): T {
  const store = usePartsStore();
  const read = () => selector(store.getState());
  return useSyncExternalStore(store.subscribe, read, read);
}
