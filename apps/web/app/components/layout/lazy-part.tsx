import { Suspense, type ReactNode } from 'react';

/**
 * A part of a page whose code is a chunk of its own (`lazyChunk(() => import(...))`), rendered in a Suspense
 * boundary whose fallback is the part itself:
 * - prerender: React waits for everything that suspends, so the part is in the HTML;
 * - hydration: React keeps the part's prerendered HTML until its chunk arrives, then hydrates it in place;
 * - client navigation (a transition): the fallback suspends too, so React keeps the previous page on screen
 *   until the chunk is in, never committing an empty boundary (no layout shift).
 */
export function LazyPart({ children }: { children: ReactNode }) {
  return <Suspense fallback={children}>{children}</Suspense>;
}
