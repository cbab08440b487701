import { lazy, useEffect } from 'react';
import { useInitialHydrationDone } from '~/shell/hydration.tsx';
import type * as Later from './catalogue-later-parts.ts';

// The parts panel (an assembly's table, the search results, the exploded view's slot) is not part of
// /parts' first load: the page opens with no assembly and no query, so it has nothing to show. It loads when first wanted (alongside the data it shows), or in the
// browser's idle time once the page has hydrated, whichever comes first. Render them inside <Suspense>.
let later: Promise<typeof Later> | null = null;

/** Starts loading the chunk (once; a failed load is tried again next time). */
function loadLater() {
  later ??= import('./catalogue-later-parts.ts').catch((error: unknown) => {
    later = null;
    throw error;
  });
  return later;
}

export const PartsPanel = lazy(() => loadLater().then((m) => ({ default: m.PartsPanel })));

/** Loads the chunk when the browser is idle after the first hydration, so a first pick shows at once. */
export function usePreloadLater() {
  const hydrated = useInitialHydrationDone();
  useEffect(() => {
    if (!hydrated) return;
    const start = () => void loadLater().catch(() => undefined);
    if (typeof requestIdleCallback === 'undefined') {
      const timer = setTimeout(start, 1000);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(start, { timeout: 4000 });
    return () => cancelIdleCallback(handle);
  }, [hydrated]);
}
