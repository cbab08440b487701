import { useLayoutEffect, type RefObject } from 'react';

const margin = 16;

/** Horizontal shift (px) that brings a box spanning [left, right] inside [margin, viewport - margin]. */
export function viewportShift(left: number, right: number, viewport: number): number {
  let next = 0;
  if (right > viewport - margin) next = viewport - margin - right;
  if (left + next < margin) next = margin - left;
  return Math.round(next);
}

/**
 * Keeps a dropdown panel inside the viewport while `active` (open, or laid out invisibly ahead of opening):
 * measured unshifted and moved sideways at once, whenever the window resizes and whenever the panel's own
 * size changes (a new layout for the window's width, another font). The style is written directly, so no
 * re-render is needed.
 */
export function useKeepInViewport(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    const panel = ref.current;
    if (!active || !panel) return;
    const measure = () => {
      panel.style.translate = '0px 0px';
      const rect = panel.getBoundingClientRect();
      const shift = viewportShift(rect.left, rect.right, document.documentElement.clientWidth);
      panel.style.translate = `${shift}px 0px`;
    };
    measure();
    window.addEventListener('resize', measure);
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    resized?.observe(panel);
    return () => {
      window.removeEventListener('resize', measure);
      resized?.disconnect();
      panel.style.translate = '';
    };
  }, [ref, active]);
}
