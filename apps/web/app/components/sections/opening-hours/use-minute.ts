import { useCallback, useSyncExternalStore } from 'react';

export const oneMinute = 60_000;

/**
 * The current minute from `now`, ticking every 30 s; null in the prerender and during hydration, so the
 * HTML is the same whenever and wherever it was built and the state appears only after mount.
 */
export function useMinute(now: () => Date): number | null {
  const subscribe = useCallback((tick: () => void) => {
    const timer = window.setInterval(tick, oneMinute / 2);
    return () => window.clearInterval(timer);
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => Math.floor(now().getTime() / oneMinute),
    () => null,
  );
}
