import { useEffect, useState } from 'react';
import { apiFetch, ApiRequestError } from '~/lib/http.ts';

/** How long the success status stays after a successful send (spec §4, §9). */
export const successStatusMs = 5000;

/** `rate-limited`: the server answered 429; `retryAfter` then holds its wait in seconds, when it gave one. */
export type SendStatus = 'idle' | 'success' | 'error' | 'rate-limited';

/**
 * Posts a form to /api/send. Only the answer's `status` is read (spec §7): on 'success' the caller resets
 * its form and the success status shows for 5 s, then clears. A failed send shows no message (spec §8)
 * but is logged, and the caller keeps the input. A 429 answer is `rate-limited`, with the server's
 * `Retry-After` in `retryAfter`, so the form can say how long to wait.
 */
export function useSendForm() {
  const [status, setStatus] = useState<SendStatus>('idle');
  const [retryAfter, setRetryAfter] = useState<number | undefined>(undefined);

  useEffect(() => {
    if (status !== 'success') return;
    const timer = window.setTimeout(() => setStatus('idle'), successStatusMs);
    return () => window.clearTimeout(timer);
  }, [status]);

  async function send(body: Record<string, unknown>): Promise<boolean> {
    try {
      const { data } = await apiFetch('send', { method: 'POST', body });
      if (
        typeof data === 'object' &&
        data !== null &&
        'status' in data &&
        data.status === 'success'
      ) {
        setStatus('success');
        return true;
      }
    } catch (error) {
      console.warn('send failed', error);
      if (error instanceof ApiRequestError && error.status === 429) {
        setRetryAfter(error.retryAfterSeconds);
        setStatus('rate-limited');
        return false;
      }
    }
    setStatus('error');
    return false;
  }

  return { status, retryAfter, send };
}
