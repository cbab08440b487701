import { lazy, Suspense } from 'react';
import { useScrolledPast } from './use-scrolled-past.ts';

export const scrollTopThreshold = 300;

// The arrow's code (its placement checks) is a chunk of its own, requested once the page is first scrolled
// past the threshold: no page shows it before that, so it is not part of any page's first load. It fades in
// only after its spot has stayed clear for a moment anyway (scroll-to-top-arrow.tsx).
const ScrollToTopArrow = lazy(() => import('./scroll-to-top-arrow.tsx'));

/**
 * The arrow that appears once the page is scrolled beyond 300 px (spec §2). It never lies over text or a
 * control: whenever the page under its spot holds any (a phone's full-width paragraphs, a footer's
 * copyright line), it steps aside (hidden, out of the tab order) until the spot is clear again.
 */
export function ScrollToTopButton() {
  const past = useScrolledPast(scrollTopThreshold);
  return past ? (
    <Suspense fallback={null}>
      <ScrollToTopArrow />
    </Suspense>
  ) : null;
}
