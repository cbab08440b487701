import { useEffect, useRef } from 'react';
import { useMotionAllowed } from '../../../shell/use-motion-allowed.ts';

/**
 * Moves the referenced layer down by `speed` × the distance its parent has scrolled past the top of the
 * window, so the picture behind a page title travels slower than the page. Unlike the banner's
 * `useParallax` (which centres on the window's middle, for a band mid-page) the layer only ever moves
 * down, by at most `speed` × the parent's height: a layer that reaches that far below its parent never
 * shows an edge. Transform only, so nothing is laid out again; still when motion is off.
 */
export function useTitleParallax<T extends HTMLElement>(speed: number) {
  const ref = useRef<T>(null);
  const motion = useMotionAllowed();

  useEffect(() => {
    const layer = ref.current;
    const frame = layer?.parentElement;
    if (!layer || !frame || !motion || speed <= 0) return;
    let raf = 0;
    const update = () => {
      raf = 0;
      const passed = Math.min(Math.max(-frame.getBoundingClientRect().top, 0), frame.offsetHeight);
      layer.style.transform = `translate3d(0, ${(passed * speed).toFixed(1)}px, 0)`;
    };
    const onScroll = () => {
      if (!raf) raf = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(raf);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      layer.style.transform = '';
    };
  }, [motion, speed]);

  return ref;
}
