import { sendResponseSchema } from '@contrail/contracts';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../lib/api.ts';

/** How long the success status stays after a successful send (spec §4, §9). */
export const successStatusMs = 5000;

export type SendStatus = 'idle' | 'success' | 'error';

/**
 * Posts a form to /api/send. On `status: 'success'` the caller resets its form and the success status
 * shows for 5 s, then clears. A failed send shows no message (spec §8) but is logged and keeps the input.
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
      const { data } = await apiRequest('send', sendResponseSchema, { method: 'POST', body });
      if (data.status === 'success') {
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
