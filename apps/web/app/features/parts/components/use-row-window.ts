import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface RowWindow {
  start: number;
  end: number;
  /** Space above and below the rendered rows, so the scrollbar matches the whole list. */
  padTop: number;
  padBottom: number;
}

/** Viewport height assumed before the container is measured (and in test DOMs without layout). */
const fallbackHeight = 640;

export function rowWindow(
  count: number,
  rowHeight: number,
  scrollTop: number,
  viewport: number,
  overscan: number,
): RowWindow {
  const first = Math.floor(scrollTop / rowHeight);
  const visible = Math.ceil((viewport || fallbackHeight) / rowHeight);
  const start = Math.max(0, Math.min(first - overscan, count - visible - overscan));
  const end = Math.min(count, first + visible + overscan);
  const from = Math.max(0, Math.min(start, end));
  return { start: from, end, padTop: from * rowHeight, padBottom: (count - end) * rowHeight };
}

/** Rows rendered beyond each edge of the viewport: enough for smooth scrolling, few for a fast first render. */
export const defaultOverscan = 5;

/**
 * A small hand-written windowing hook: only the rows in (and a little around) the scroll container's
 * viewport are rendered, so a 2,000-row table scrolls as smoothly as a 20-row one. When `resetKey`
 * changes (a new list), the container scrolls back to the top.
 */
export function useRowWindow(
  count: number,
  rowHeight: number,
  resetKey?: string,
  overscan = defaultOverscan,
) {
  const ref = useRef<HTMLDivElement>(null);
  const [scroll, setScroll] = useState({ top: 0, height: 0 });
  const frame = useRef(0);
  const [shownKey, setShownKey] = useState(resetKey);
  if (shownKey !== resetKey) {
    setShownKey(resetKey);
    setScroll((current) => (current.top === 0 ? current : { ...current, top: 0 }));
  }

  useLayoutEffect(() => {
    if (ref.current) ref.current.scrollTop = 0;
  }, [resetKey]);

  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    setScroll((current) =>
      current.top === element.scrollTop && current.height === element.clientHeight
        ? current
        : { top: element.scrollTop, height: element.clientHeight },
    );
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onScroll = () => {
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(measure);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    measure();
    return () => {
      element.removeEventListener('scroll', onScroll);
      observer?.disconnect();
      cancelAnimationFrame(frame.current);
    };
  }, [measure]);

  return { ref, window: rowWindow(count, rowHeight, scroll.top, scroll.height, overscan) };
}
