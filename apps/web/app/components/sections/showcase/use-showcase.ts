import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { lineKey } from '~/shell/direction.ts';
import { announcementOf, type ShowcaseProject } from './showcase-data.ts';

// The same condition as the `enhanced:` CSS variant (app.css), so a browser that does not know `scripting` keeps
// the plain list in both: no slide is made inert in a list that shows them all.
const motionQuery = '(scripting: enabled) and (prefers-reduced-motion: no-preference)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(motionQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * Whether the showpiece runs: after hydration, where motion is not reduced. Its layout does not wait for this
 * (the `enhanced:` classes lay it out from the first paint wherever scripts run); this turns the behaviour on.
 * The prerender and hydration see false, so the HTML is the plain list.
 */
export function useShowcaseLive(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(motionQuery).matches,
    () => false,
  );
}

/** The current project and the polite announcement of each change. */
export function useShowcase(projects: readonly ShowcaseProject[]) {
  const live = useShowcaseLive();
  const [active, setActive] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const count = projects.length;
  const go = useCallback(
    (index: number) => {
      const next = Math.min(Math.max(index, 0), count - 1);
      setActive(next);
      setAnnouncement(announcementOf(next, projects));
    },
    [count, projects],
  );
  return { live, active, announcement, go, count };
}

/** The step a key asks for in a slider: +1, -1, or a jump to the first or last project. */
export function stepOfKey(key: string): 'next' | 'previous' | 'first' | 'last' | undefined {
  if (key === 'ArrowDown' || key === 'ArrowRight' || key === 'PageDown') return 'next';
  if (key === 'ArrowUp' || key === 'ArrowLeft' || key === 'PageUp') return 'previous';
  if (key === 'Home') return 'first';
  if (key === 'End') return 'last';
  return undefined;
}

/**
 * A list whose links the arrow keys, Home and End move focus between (the list and the grid variants); returns
 * the list's ref.
 */
export function useArrowFocus<T extends HTMLElement>(selector: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const step = stepOfKey(lineKey(event.key, event.target as Element));
      if (!step || event.key.startsWith('Page')) return;
      const links = [...list.querySelectorAll<HTMLElement>(selector)];
      const from = links.indexOf(event.target as HTMLElement);
      if (from < 0) return;
      const to =
        step === 'first'
          ? 0
          : step === 'last'
            ? links.length - 1
            : from + (step === 'next' ? 1 : -1);
      const target = links[to];
      if (!target) return;
      event.preventDefault();
      target.focus();
    };
    list.addEventListener('keydown', onKeyDown);
    return () => list.removeEventListener('keydown', onKeyDown);
  }, [selector]);
  return ref;
}
