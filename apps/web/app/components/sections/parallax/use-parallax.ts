import { useEffect, useRef } from 'react';
import { useMotionAllowed } from '~/shell/use-motion-allowed.ts';

/**
 * Moves the referenced layer against the scroll (speed 0–1). Does nothing when motion is off
 * (prefers-reduced-motion or below 768 px): the layer then stays put.
 */
export function useParallax<T extends HTMLElement>(speed: number) {
  const ref = useRef<T>(null);
  const motion = useMotionAllowed();

  useEffect(() => {
    const layer = ref.current;
    const frame = layer?.parentElement;
    if (!layer || !frame || !motion) return;
    let raf = 0;
    const update = () => {
      raf = 0;
      const box = frame.getBoundingClientRect();
      const offset = (box.top + box.height / 2 - window.innerHeight / 2) * -speed;
      layer.style.transform = `translate3d(0, ${offset.toFixed(1)}px, 0)`;
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
