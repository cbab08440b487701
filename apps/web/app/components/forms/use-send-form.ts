import { useEffect, useState } from 'react';
import { apiFetch } from '~/lib/http.ts';

/** How long the success status stays after a successful send (spec §4, §9). */
export const successStatusMs = 5000;

export type SendStatus = 'idle' | 'success' | 'error';

/**
 * Posts a form to /api/send. Only the answer's `status` is read (spec §7): on 'success' the caller resets
 * its form and the success status shows for 5 s, then clears. A failed send shows no message (spec §8)
 * but is logged, and the caller keeps the input.
 */
export function useSendForm() {
  const [status, setStatus] = useState<SendStatus>('idle');

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
    }
    setStatus('error');
    return false;
  }

  return { status, send };
}
