import { useEffect, useRef, useState } from 'react';
import { useMotionAllowed } from '~/shell/use-motion-allowed.ts';

export const countUpMs = 1600;

/**
 * Counts from 0 to `target` once, when the element first scrolls into view. Before that (and in the
 * prerendered HTML, and whenever motion is off) the final value is shown, so no-JS readers and crawlers get it.
 */
export function useCountUp<T extends Element>(target: number, duration = countUpMs) {
  const ref = useRef<T>(null);
  const motion = useMotionAllowed();
  const [value, setValue] = useState(target);

  useEffect(() => {
    const element = ref.current;
    if (!motion || !element || typeof IntersectionObserver === 'undefined') {
      setValue(target);
      return;
    }
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        let start: number | undefined;
        const step = (now: number) => {
          start ??= now;
          const progress = Math.min(1, (now - start) / duration);
          const eased = 1 - (1 - progress) ** 3;
          setValue(Math.round(target * eased));
          if (progress < 1) frame = requestAnimationFrame(step);
        };
        setValue(0);
        frame = requestAnimationFrame(step);
      },
      { threshold: 0.4 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [motion, target, duration]);

  return { ref, value };
}
