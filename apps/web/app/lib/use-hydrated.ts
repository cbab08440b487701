import { useSyncExternalStore } from 'react';

const noop = () => () => undefined;

/** False while rendering the prerendered HTML and during hydration, true afterwards. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
