import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useInitialHydrationDone } from '~/shell/hydration.tsx';
import { ApiRequestError, apiFetch } from '~/lib/http.ts';

/** What the confirmation page shows: no token, asking the API, or the API's verdict. */
export type ConfirmState = 'none' | 'checking' | 'confirmed' | 'expired' | 'invalid' | 'failed';

/** The token's shape (43 base64url characters): anything else is an invalid link without asking. */
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

async function confirm(token: string, signal: AbortSignal): Promise<ConfirmState> {
  if (!tokenShape.test(token)) return 'invalid';
  try {
    const { data } = await apiFetch('subscribe/confirm', {
      method: 'POST',
      body: { token },
      signal,
    });
    const ok = typeof data === 'object' && data !== null && 'status' in data;
    return ok && data.status === 'confirmed' ? 'confirmed' : 'failed';
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 410) return 'expired';
    if (error instanceof ApiRequestError && error.status === 400) return 'invalid';
    if (!signal.aborted) console.warn('subscription confirmation failed', error);
    return 'failed';
  }
}

/**
 * Reads `?token=` once the page has hydrated (the prerendered page has no query) and posts it to
 * POST /api/subscribe/confirm. A GET of the page confirms nothing by itself, so a mail scanner that
 * opens links without running scripts does not subscribe anyone.
 */
export function useSubscriptionConfirm(): { state: ConfirmState; retry: () => void } {
  const [params] = useSearchParams();
  const hydrated = useInitialHydrationDone();
  const token = hydrated ? (params.get('token') ?? '').trim() : '';
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; state: ConfirmState } | null>(null);
  const key = `${attempt}:${token}`;

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    void confirm(token, controller.signal).then((state) => {
      if (!controller.signal.aborted) setResult({ key, state });
    });
    return () => controller.abort();
  }, [token, key]);

  const state: ConfirmState = !token ? 'none' : result?.key === key ? result.state : 'checking';
  return { state, retry: () => setAttempt((n) => n + 1) };
}
