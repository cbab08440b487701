import { useEffect, useRef } from 'react';
import { useMotionAllowed } from '~/shell/use-motion-allowed.ts';

/** How far (px, positive is down) the layer moves for its frame (the layer's parent) at this speed. */
export type ParallaxOffset = (frame: HTMLElement, speed: number) => number;

/** The banner's offset: against the scroll, zero when the frame's middle is at the window's middle. */
export const centredOffset: ParallaxOffset = (frame, speed) => {
  const box = frame.getBoundingClientRect();
  return (box.top + box.height / 2 - window.innerHeight / 2) * -speed;
};

/**
 * Moves the referenced layer as the page scrolls, by `offset` (default: against the scroll, centred on
 * mid-window) at `speed` (0–1; 0 leaves it still). Does nothing when motion is off (prefers-reduced-motion
 * or below 768 px): the layer then stays put. Pass a module-level `offset`: a new function re-binds the listeners.
 */
export function useParallax<T extends HTMLElement>(
  speed: number,
  offset: ParallaxOffset = centredOffset,
) {
  const ref = useRef<T>(null);
  const motion = useMotionAllowed();

  useEffect(() => {
    const layer = ref.current;
    const frame = layer?.parentElement;
    if (!layer || !frame || !motion || speed === 0) return;
    let raf = 0;
    const update = () => {
      raf = 0;
      layer.style.transform = `translate3d(0, ${offset(frame, speed).toFixed(1)}px, 0)`;
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
  }, [motion, speed, offset]);

  return ref;
}
