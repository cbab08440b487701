import { useEffect, useRef } from 'react';
import { lineKey } from '~/shell/direction.ts';
import { stepOfKey } from './use-showcase.ts';

interface SliderControls {
  live: boolean;
  active: number;
  count: number;
  go: (index: number) => void;
}

/** One wheel gesture moves one slide: further wheel events within this time are swallowed. */
export const wheelCooldownMs = 900;
/** A swipe is a touch that travels at least this far along its main axis. */
export const swipeMinPx = 48;

/**
 * The sliders' wheel, swipe and key control. The wheel and the keys move a slide only while there is a slide
 * that way (the wheel also only while the slider fills the window); at either end they leave the event to the
 * page, so it scrolls on past the slider. A key pressed on a slide's link takes focus to the new slide's link
 * (the old one goes inert).
 */
export function useSliderControls({ live, active, count, go }: SliderControls) {
  const rootRef = useRef<HTMLElement>(null);
  const gesture = useRef({ lastWheel: -Infinity, focusNew: false });

  useEffect(() => {
    const root = rootRef.current;
    if (!live || !root) return;
    const move = (to: number) => to >= 0 && to < count && to !== active;
    const onWheel = (event: WheelEvent) => {
      const dir = Math.sign(event.deltaY);
      if (dir === 0 || !move(active + dir)) return;
      const box = root.getBoundingClientRect();
      if (box.top < -2 || box.bottom > window.innerHeight + 2) return;
      event.preventDefault();
      if (event.timeStamp - gesture.current.lastWheel < wheelCooldownMs) return;
      gesture.current.lastWheel = event.timeStamp;
      go(active + dir);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      const step = stepOfKey(lineKey(event.key, target));
      if (!step || target.closest('input, textarea, select')) return;
      const to =
        step === 'first' ? 0 : step === 'last' ? count - 1 : active + (step === 'next' ? 1 : -1);
      if (!move(to)) return;
      event.preventDefault();
      gesture.current.focusNew = target.closest('[data-slide]') !== null;
      go(to);
    };
    let start: { x: number; y: number } | undefined;
    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start =
        touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : undefined;
    };
    const onTouchEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      start = undefined;
      const along = Math.abs(dy) > Math.abs(dx) ? dy : dx;
      if (Math.abs(along) >= swipeMinPx && move(active + (along < 0 ? 1 : -1)))
        go(active + (along < 0 ? 1 : -1));
    };
    root.addEventListener('wheel', onWheel, { passive: false });
    root.addEventListener('keydown', onKeyDown);
    root.addEventListener('touchstart', onTouchStart, { passive: true });
    root.addEventListener('touchend', onTouchEnd, { passive: true });
    return () => {
      root.removeEventListener('wheel', onWheel);
      root.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('touchstart', onTouchStart);
      root.removeEventListener('touchend', onTouchEnd);
    };
  }, [live, active, count, go]);

  // After a key moved the slide from a slide's link, that link is inert: focus the new slide's link.
  useEffect(() => {
    if (!gesture.current.focusNew) return;
    gesture.current.focusNew = false;
    rootRef.current
      ?.querySelector<HTMLElement>(`[data-slide="${active}"] a`)
      ?.focus({ preventScroll: true });
  }, [active]);

  return rootRef;
}
