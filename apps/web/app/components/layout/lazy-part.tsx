import { Suspense, type ReactNode } from 'react';

/**
 * A part of a page whose code is a chunk of its own (`lazyChunk(() => import(...))`), rendered in a Suspense
 * boundary whose fallback is the part itself:
 * - prerender: React waits for everything that suspends, so the part is in the HTML;
 * - hydration: React keeps the part's prerendered HTML until its chunk arrives, then hydrates it in place;
 * - client navigation (a transition): the fallback suspends too, so React keeps the previous page on screen
 *   until the chunk is in, never committing an empty boundary (no layout shift).
 * A parent that re-renders while the page hydrates (state, a store) must pass the part unchanged (a memo
 * component around the LazyPart): new props reaching a part that has not hydrated yet make React drop its
 * prerendered HTML and render it again on the client.
 */
export function LazyPart({ children }: { children: ReactNode }) {
  return <Suspense fallback={children}>{children}</Suspense>;
}
