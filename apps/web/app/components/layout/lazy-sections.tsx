import { Suspense, type ComponentType } from 'react';
import { lazyChunk } from '~/shell/hydration.tsx';

/** A module whose default export renders a page's sections below its first screen. */
export interface SectionsModule {
  default: ComponentType;
}

/**
 * A page's sections below its first screen, from a chunk of their own, so their code is not in the page's
 * first-load JS. `loading` is the module's dynamic import, started as the page module is evaluated (a client
 * navigation or the document's boot fetches it alongside the page, not after its first render).
 *
 * - Prerender: React waits for everything that suspends, so the sections are in the HTML.
 * - Hydration: a Suspense boundary of their own; React hydrates the page above them at once and keeps their
 *   prerendered HTML until the chunk arrives, then hydrates them (selective hydration). `lazyChunk` counts
 *   them for `useInitialHydrationDone()`.
 * - Client navigation (a transition): the boundary's fallback is the same lazy component, so it suspends too
 *   and React keeps the previous page on screen until the chunk has arrived; an empty fallback is never
 *   committed where the sections go (no layout shift).
 */
export function lazySections(loading: Promise<SectionsModule>): ComponentType {
  // Handled here too, so a chunk that fails before anything renders it is no unhandled rejection; the
  // lazy component still rethrows the error to the nearest error boundary.
  loading.catch(() => undefined);
  const Sections = lazyChunk(() => loading.then((module) => module.default));
  function LowerSections() {
    return (
      <Suspense fallback={<Sections />}>
        <Sections />
      </Suspense>
    );
  }
  return LowerSections;
}
