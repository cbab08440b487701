import { useSyncExternalStore } from 'react';

const noop = () => () => undefined;

/**
 * False while rendering the prerendered HTML and during this component's hydration, true afterwards. For a
 * state change the whole page sees (a store loading data), wait for shell/hydration's
 * `useInitialHydrationDone()` instead: code-split parts that hydrate later must still meet the
 * prerendered state.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
