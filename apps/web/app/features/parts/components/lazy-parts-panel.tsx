import { whenIdle } from '~/shell/when-idle.ts';
import { lazy, useEffect } from 'react';
import { loadPartsPanelText, usePartsPanelLoader } from '~/i18n/parts-panel-text.ts';
import { useInitialHydrationDone } from '~/shell/hydration.tsx';
import type * as PanelModule from './parts-panel.tsx';

// The parts panel (an assembly's table, the search results, the exploded view's slot) is not part of
// /parts' first load: the page opens with no assembly and no query, so the panel has nothing to show. Its
// chunk loads when the panel is first wanted (alongside the data it shows) or when the browser is idle after
// the first hydration, whichever comes first, and the panel's texts in the page's language load beside it
// (messages.parts-panel*.ts). Render the panel inside <Suspense>.
let panel: Promise<typeof PanelModule> | null = null;

/** Starts loading the panel's chunk, once (a failed preload leaves the next attempt free to try again). */
function loadPanel() {
  panel ??= import('./parts-panel.tsx').catch((error: unknown) => {
    panel = null;
    throw error;
  });
  return panel;
}

export const PartsPanel = lazy(() => loadPanel().then((m) => ({ default: m.PartsPanel })));

/**
 * Loads the panel's chunk and its texts when the browser is idle after the first hydration, so a first pick
 * shows at once; and at once when the panel is `wanted` (shown: the chunk's request has started, the texts'
 * starts beside it).
 */
export function usePreloadPanel(wanted: boolean) {
  const hydrated = useInitialHydrationDone();
  const [parts, load] = usePartsPanelLoader();
  useEffect(() => {
    if (wanted) void loadPartsPanelText(parts, load).catch(() => undefined);
  }, [wanted, parts, load]);
  useEffect(() => {
    if (!hydrated) return;
    return whenIdle(
      () => {
        void loadPanel().catch(() => undefined);
        void loadPartsPanelText(parts, load).catch(() => undefined);
      },
      4000,
      1000,
    );
  }, [hydrated, parts, load]);
}
