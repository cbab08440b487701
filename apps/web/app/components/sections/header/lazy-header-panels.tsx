import { startTransition, Suspense, useEffect, useState } from 'react';
import { lazyChunk, useInitialHydrationDone } from '~/shell/hydration.tsx';
import { useShell } from '~/shell/shell-context.tsx';
import { whenIdle } from '~/shell/when-idle.ts';
import { modalIds } from './header-config.ts';
import type { HeaderPanelsProps } from './header-panels.tsx';

// The header's dialogs (search overlay, side panel with the newsletter form, off-canvas menu) are closed
// on first paint, so they are not in the prerendered HTML and their code is not in the first load: they
// are rendered (closed, empty <dialog>s) once the page is idle after its hydration, so that the first tap
// on the menu button opens the menu at once instead of waiting for a chunk (decision 0024); a header
// button that is hovered, focused or touched earlier starts loading them, and opening one renders them.
const loadPanels = () => import('./header-panels.tsx');
const HeaderPanels = lazyChunk(() => loadPanels().then((m) => m.HeaderPanels));

/** Starts loading the header's dialogs ahead of a click. */
export function preloadHeaderPanels() {
  void loadPanels();
}

const headerModalIds: readonly string[] = Object.values(modalIds);

/** HeaderPanels, rendered once the page is idle, or from the first time one of the header's modals is opened. */
export function LazyHeaderPanels(props: HeaderPanelsProps) {
  const { openModalId } = useShell();
  const hydrated = useInitialHydrationDone();
  const [wanted, setWanted] = useState(false);
  // Once rendered, the dialogs stay (closing keeps them, the next open is instant).
  if (!wanted && openModalId !== null && headerModalIds.includes(openModalId)) setWanted(true);
  useEffect(() => {
    if (!hydrated || wanted) return;
    return whenIdle(() => startTransition(() => setWanted(true)), 5000, 500);
  }, [hydrated, wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <HeaderPanels {...props} />
    </Suspense>
  );
}
