import { useEffect, useRef, useState } from 'react';
import { useMotionAllowed } from '~/shell/use-motion-allowed.ts';

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * A number that animates from 0 to `target` once its element scrolls into view. Without motion (below
 * 768 px, reduced motion, and in the prerender) it is `target` straight away, so no-JS readers see the value.
 */
export function useInViewValue<T extends Element>(target: number, duration = 1200) {
  const ref = useRef<T>(null);
  const motion = useMotionAllowed();
  const [inView, setInView] = useState(false);
  const [value, setValue] = useState(0);

  useEffect(() => {
    const element = ref.current;
    if (!motion || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      const frame = requestAnimationFrame(() => setInView(true));
      return () => cancelAnimationFrame(frame);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setInView(true);
      },
      { threshold: 0.3 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [motion]);

  useEffect(() => {
    if (!motion || !inView) return;
    let frame = 0;
    let start: number | undefined;
    const tick = (now: number) => {
      start ??= now;
      const progress = Math.min(1, (now - start) / duration);
      setValue(target * easeOut(progress));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [motion, inView, target, duration]);

  return { ref, value: motion ? value : target };
}
