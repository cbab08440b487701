import { useSyncExternalStore } from 'react';

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  finished: boolean;
}

/** Whole days, hours, minutes and seconds from `now` to `target` (all 0 and finished once it is reached). */
export function timeLeft(target: number, now: number): TimeLeft {
  const total = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    finished: total === 0,
  };
}

function subscribe(onTick: () => void) {
  const timer = window.setInterval(onTick, 1000);
  return () => window.clearInterval(timer);
}
const currentSecond = () => Math.floor(Date.now() / 1000) * 1000;
const noClock = () => null;

/**
 * Time left to `target`, ticking every second. It is null in the prerender and during hydration (the
 * server snapshot), so the HTML holds a stable placeholder and the clock starts after mount.
 */
export function useCountdown(target: number): TimeLeft | null {
  const now = useSyncExternalStore(subscribe, currentSecond, noClock);
  return now === null ? null : timeLeft(target, now);
}
