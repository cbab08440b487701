import { whenIdle } from '~/shell/when-idle.ts';

/** Runs `task` once the page has loaded and the browser is idle (no idle callback: shortly after load). */
export function whenIdleAfterLoad(task: () => void): () => void {
  let cancelIdle = () => {};
  const schedule = () => {
    cancelIdle = whenIdle(task, 3000, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}
