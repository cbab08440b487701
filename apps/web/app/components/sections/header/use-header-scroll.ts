import { useEffect, useState } from 'react';

export interface ReverseScrollState {
  /** Scroll position of the last decisive move. */
  y: number;
  hidden: boolean;
}

/**
 * Reverse-scroll rule: near the top the header shows; further down it hides while the visitor scrolls
 * down and returns on any scroll up. Moves smaller than `tolerance` are ignored (trackpad jitter).
 */
export function reverseScrollStep(
  previous: ReverseScrollState,
  y: number,
  offset: number,
  tolerance = 6,
): ReverseScrollState {
  if (y <= offset) return previous.hidden || previous.y !== y ? { y, hidden: false } : previous;
  const delta = y - previous.y;
  if (Math.abs(delta) < tolerance) return previous;
  return { y, hidden: delta > 0 };
}

/**
 * Scroll facts the header needs: `scrolled` past `solidAfter` px (a transparent header turns solid)
 * and `hidden` for the reverse-scroll behaviour. One passive listener, throttled to animation frames.
 */
export function useHeaderScroll({ reverse, solidAfter }: { reverse: boolean; solidAfter: number }) {
  const [scrolled, setScrolled] = useState(false);
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let state: ReverseScrollState | null = null;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      setScrolled(y > solidAfter);
      if (!reverse) return;
      state = state ? reverseScrollStep(state, y, solidAfter) : { y, hidden: false };
      setHidden(state.hidden);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // The first reading waits for a frame too: during hydration, scrollY would force a layout of the page.
    frame = requestAnimationFrame(update);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
      setHidden(false);
    };
  }, [reverse, solidAfter]);
  return { scrolled, hidden: reverse && hidden };
}
