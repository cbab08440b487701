import { useSyncExternalStore } from 'react';

/** Animations are off below 768 px and under prefers-reduced-motion (spec §4, §9). */
export const motionQuery = '(min-width: 768px) and (prefers-reduced-motion: no-preference)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(motionQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function useMotionAllowed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(motionQuery).matches,
    () => false,
  );
}
