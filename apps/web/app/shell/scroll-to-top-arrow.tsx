import { useEffect, useRef, useState } from 'react';
import { coversContent } from './covers-content.ts';

/** How long the spot must stay clear before the arrow shows again (no flicker while text scrolls by). */
const clearForMs = 150;
/** Room kept around the arrow: nothing may come closer than this. */
const margin = 4;

/** The arrow itself, from the moment the page is past the threshold: hidden until its spot is clear. */
export default function ScrollToTopArrow() {
  const ref = useRef<HTMLButtonElement>(null);
  const [clear, setClear] = useState(false);

  useEffect(() => {
    let frame = 0;
    let timer: number | undefined;
    const check = () => {
      frame = 0;
      const button = ref.current;
      if (!button) return;
      const r = button.getBoundingClientRect();
      const box = {
        left: r.left - margin,
        top: r.top - margin,
        right: r.right + margin,
        bottom: r.bottom + margin,
      };
      window.clearTimeout(timer);
      if (coversContent(box, button)) setClear(false);
      else timer = window.setTimeout(() => setClear(true), clearForMs);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Content that changes under a still page (an accordion, a loaded list) is caught within a second.
    const poll = window.setInterval(schedule, 1000);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      window.clearInterval(poll);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);

  return (
    <button
      ref={ref}
      type="button"
      aria-label="Scroll to top"
      data-scroll-top
      data-clear={clear || undefined}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className={
        clear
          ? 'bg-ink hover:bg-brand fixed inset-e-5 bottom-5 z-40 grid size-12 place-items-center rounded-full text-white opacity-100 shadow-lg transition'
          : 'bg-ink invisible fixed inset-e-5 bottom-5 z-40 grid size-12 place-items-center rounded-full text-white opacity-0 shadow-lg transition'
      }
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
      >
        <path d="M12 19V5M5 12l7-7 7 7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
