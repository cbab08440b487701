import { startTransition, useEffect, useState, type RefObject } from 'react';
import { useInitialHydrationDone } from '~/shell/hydration.tsx';
import { whenIdle } from '~/shell/when-idle.ts';

/**
 * True once the page has hydrated and the browser is idle, where the menu is on screen (not on a phone,
 * where the bar is hidden): the panels then render their links hidden, in a transition React interrupts
 * for any input, so that opening one only shows it (decision 0024), and their thumbnails are decoded.
 */
export function usePrimedPanels(navRef: RefObject<HTMLElement | null>): boolean {
  const hydrated = useInitialHydrationDone();
  const [primed, setPrimed] = useState(false);
  useEffect(() => {
    if (!hydrated || primed) return;
    return whenIdle(
      () => {
        if (navRef.current && navRef.current.getClientRects().length > 0)
          startTransition(() => setPrimed(true));
      },
      5000,
      500,
    );
  }, [hydrated, primed, navRef]);
  // Then, at the next idle moment, the thumbnails the primed panels show are decoded: the first open's frame
  // need not decode them (issue 38 §4, decision 0024). A thumbnail of the other colour scheme is not rendered.
  useEffect(() => {
    if (!primed) return;
    return whenIdle(
      () => {
        for (const img of navRef.current?.querySelectorAll('img') ?? [])
          if (img.getClientRects().length > 0) img.decode().catch(() => undefined);
      },
      5000,
      500,
    );
  }, [primed, navRef]);
  return primed;
}
