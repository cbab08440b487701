/**
 * Runs `task` when the browser is next idle (at the latest after `timeout` ms); where there is no idle
 * callback, after `fallbackMs`. Returns the cancel function, so an effect can return it.
 */
export function whenIdle(task: () => void, timeout: number, fallbackMs: number): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(task, fallbackMs);
    return () => clearTimeout(timer);
  }
  const idle = requestIdleCallback(() => task(), { timeout });
  return () => cancelIdleCallback(idle);
}
