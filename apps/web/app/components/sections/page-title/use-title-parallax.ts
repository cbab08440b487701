import { useEffect, useRef } from 'react';
import { useMotionAllowed } from '~/shell/use-motion-allowed.ts';

/**
 * Moves the layer down by `speed` × how far its parent has scrolled above the window, at most `speed` × the
 * parent's height, so it never shows an edge (the banner's `useParallax` centres on mid-window instead).
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
