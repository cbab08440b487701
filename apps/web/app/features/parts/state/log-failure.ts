/** True for a request cancelled on purpose (a newer search replaced it): not a failure. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Spec §8: a failed catalogue, cart or address call is logged to the console. */
export function logFailure(action: string, error: unknown): void {
  if (!isAbort(error)) console.error(`[parts] ${action} failed:`, error);
}

/** Runs a thunk body, logging a failure before passing it on to the rejected action. */
export async function logged<T>(action: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    logFailure(action, error);
    throw error;
  }
}
