import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { useDeskFailure } from './desk-item-parts-hooks.ts';

/** A desk list as loaded: on its way, failed with the message to show, or its answer. */
export type DeskLoad<T extends object> =
  { state: 'loading' } | { state: 'failed'; message: string } | ({ state: 'ready' } & T);

/**
 * Loads `load` when the page opens and again whenever `key` changes; the list shown stays until the next
 * answer is in (`reset` shows "loading" meanwhile, `retry` asks again after a failure). An answer that
 * comes after the key changed is dropped. `set` changes the answer shown (an item saved or removed).
 */
export function useDeskLoad<T extends object>(load: (signal: AbortSignal) => Promise<T>, key = '') {
  const fail = useDeskFailure();
  const [shown, setShown] = useState<DeskLoad<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (answer) => setShown({ state: 'ready', ...answer }),
      (caught: unknown) => {
        if (!controller.signal.aborted) setShown({ state: 'failed', message: fail(caught) });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names what `load` asks for
  }, [key, attempt]);
  const reset = () => setShown({ state: 'loading' });
  const retry = () => {
    reset();
    setAttempt((n) => n + 1);
  };
  const set: Dispatch<SetStateAction<T>> = (next) =>
    setShown((last) => {
      if (last.state !== 'ready') return last;
      const { state: _state, ...value } = last;
      const changed = typeof next === 'function' ? next(value as unknown as T) : next;
      return { state: 'ready', ...changed };
    });
  return { shown, reset, retry, set };
}
