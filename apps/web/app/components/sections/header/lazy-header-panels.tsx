import { Suspense, useState } from 'react';
import { lazyChunk } from '~/shell/hydration.tsx';
import { useShell } from '~/shell/shell-context.tsx';
import { modalIds } from './header-config.ts';
import type { HeaderPanelsProps } from './header-panels.tsx';

// The header's dialogs (search overlay, side panel with the newsletter form, off-canvas menu) are closed
// on first paint, so they are not in the prerendered HTML and their code is not in the first load: they
// are rendered once one of them is opened, and their chunk starts loading when a button that opens one
// is hovered, focused or touched.
const loadPanels = () => import('./header-panels.tsx');
const HeaderPanels = lazyChunk(() => loadPanels().then((m) => m.HeaderPanels));

/** Starts loading the header's dialogs ahead of a click. */
export function preloadHeaderPanels() {
  void loadPanels();
}

const headerModalIds: readonly string[] = Object.values(modalIds);

/** HeaderPanels, rendered from the first time one of the header's modals is opened. */
export function LazyHeaderPanels(props: HeaderPanelsProps) {
  const { openModalId } = useShell();
  const [wanted, setWanted] = useState(false);
  // Once opened, the dialogs stay rendered (closing keeps them, the next open is instant).
  if (!wanted && openModalId !== null && headerModalIds.includes(openModalId)) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <HeaderPanels {...props} />
    </Suspense>
  );
}
