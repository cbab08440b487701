import { useEffect, useRef, type KeyboardEvent } from 'react';
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
 * The sliders' wheel, swipe and key control. The wheel and the keys move a slide only while the slider fills
 * the window and there is a slide that way; at either end they leave the event to the page, so it scrolls on
 * past the slider. A key pressed on a slide's link takes focus to the new slide's link (the old one goes inert).
 */
export function useSliderControls({ live, active, count, go }: SliderControls) {
  const rootRef = useRef<HTMLElement>(null);
  const state = useRef({ active, count, lastWheel: 0, focusNew: false });
  state.current.active = active;
  state.current.count = count;

  useEffect(() => {
    const root = rootRef.current;
    if (!live || !root) return;
    const onWheel = (event: WheelEvent) => {
      const { active: at, count: n } = state.current;
      const dir = Math.sign(event.deltaY);
      if (dir === 0 || (dir > 0 && at === n - 1) || (dir < 0 && at === 0)) return;
      const box = root.getBoundingClientRect();
      if (box.top < -2 || box.bottom > window.innerHeight + 2) return;
      event.preventDefault();
      if (event.timeStamp - state.current.lastWheel < wheelCooldownMs) return;
      state.current.lastWheel = event.timeStamp;
      go(at + dir);
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
      if (Math.abs(along) < swipeMinPx) return;
      go(state.current.active + (along < 0 ? 1 : -1));
    };
    root.addEventListener('wheel', onWheel, { passive: false });
    root.addEventListener('touchstart', onTouchStart, { passive: true });
    root.addEventListener('touchend', onTouchEnd, { passive: true });
    return () => {
      root.removeEventListener('wheel', onWheel);
      root.removeEventListener('touchstart', onTouchStart);
      root.removeEventListener('touchend', onTouchEnd);
    };
  }, [live, go]);

  // After a key moved the slide from a slide's link, that link is inert: focus the new slide's link.
  useEffect(() => {
    if (!state.current.focusNew) return;
    state.current.focusNew = false;
    rootRef.current
      ?.querySelector<HTMLElement>(`[data-slide="${active}"] a`)
      ?.focus({ preventScroll: true });
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (!live || target.closest('input, textarea, select')) return;
    const step = stepOfKey(event.key);
    if (!step) return;
    const to =
      step === 'first' ? 0 : step === 'last' ? count - 1 : active + (step === 'next' ? 1 : -1);
    if (to < 0 || to >= count || to === active) return;
    event.preventDefault();
    state.current.focusNew = target.closest('[data-slide]') !== null;
    go(to);
  };

  return { rootRef, onKeyDown };
}
