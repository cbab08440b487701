import { useSyncExternalStore } from 'react';

/** Tailwind's `max-sm`: a screen narrower than 40rem, where the parts tables show their rows as cards. */
const narrowQuery = '(width < 40rem)';

function subscribe(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const list: Partial<MediaQueryList> = window.matchMedia(narrowQuery);
  // (Test DOMs stub matchMedia without listeners.)
  list.addEventListener?.('change', onChange);
  return () => list.removeEventListener?.('change', onChange);
}

const narrow = () =>
  typeof window !== 'undefined' && (window.matchMedia?.(narrowQuery).matches ?? false);

/** True on a phone-wide screen (false on the server and before hydration). */
export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, narrow, () => false);
}
