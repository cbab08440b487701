import { useLayoutEffect, useState, type RefObject } from 'react';

const margin = 16;

/** Horizontal shift that keeps a dropdown panel inside the viewport, recomputed on open and on resize. */
export function useKeepInViewport(ref: RefObject<HTMLElement | null>, open: boolean): number {
  const [shift, setShift] = useState(0);
  useLayoutEffect(() => {
    if (!open) return;
    const panel = ref.current;
    if (!panel) return;
    const measure = () => {
      panel.style.translate = '0px';
      const rect = panel.getBoundingClientRect();
      const viewport = document.documentElement.clientWidth;
      let next = 0;
      if (rect.right > viewport - margin) next = viewport - margin - rect.right;
      if (rect.left + next < margin) next = margin - rect.left;
      panel.style.translate = '';
      setShift(Math.round(next));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref, open]);
  return shift;
}
