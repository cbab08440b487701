import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Keeps a CSS custom property on <html> equal to the element's current height (header and footer,
 * spec §2/§4): measured on load, on route change and whenever the element resizes.
 */
export function useMeasuredHeight<T extends HTMLElement>(
  cssVariable: '--header-height' | '--footer-height',
) {
  const ref = useRef<T>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const write = () =>
      root.style.setProperty(
        cssVariable,
        `${Math.round(element.getBoundingClientRect().height)}px`,
      );
    // A ResizeObserver reports the element's size once right after the next layout, so the first
    // measurement needs no forced layout (reading the size during hydration would lay out the whole page).
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(write);
    if (observer) observer.observe(element);
    else write();
    window.addEventListener('resize', write);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', write);
      root.style.removeProperty(cssVariable);
    };
  }, [cssVariable, pathname]);
  return ref;
}
