import { quoteTokenPattern } from '@contrail/contracts/quote-link';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useInitialHydrationDone } from '~/shell/hydration.tsx';
import { isUnknownQuote, quoteApi, type PublicQuote } from './quote-api.ts';

/** What the page shows: the quote, or why not (still loading, a link that opens none, no answer). */
export type QuoteLoad =
  | { state: 'loading' }
  | { state: 'invalid' }
  | { state: 'failed' }
  | { state: 'ready'; quote: PublicQuote };

/**
 * Reads the token from the address once the page has hydrated (the prerendered page is one shell for
 * every token) and asks the API for its quote. A token of the wrong shape is an invalid link without
 * asking; `replace` swaps in the quote an action answered with (accepted), `reload` asks again.
 */
export function useQuote(): {
  token: string;
  load: QuoteLoad;
  reload: () => void;
  replace: (quote: PublicQuote) => void;
} {
  const hydrated = useInitialHydrationDone();
  const { token: param = '' } = useParams();
  const token = hydrated ? param : '';
  const valid = quoteTokenPattern.test(token);
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; load: QuoteLoad } | null>(null);
  const key = `${attempt}:${token}`;

  useEffect(() => {
    if (!valid) return;
    const controller = new AbortController();
    quoteApi.get(token, controller.signal).then(
      (quote) => !controller.signal.aborted && setResult({ key, load: { state: 'ready', quote } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (!isUnknownQuote(error)) console.warn('the quote could not be loaded', error);
        setResult({ key, load: { state: isUnknownQuote(error) ? 'invalid' : 'failed' } });
      },
    );
    return () => controller.abort();
  }, [token, valid, key]);

  const load: QuoteLoad = !hydrated
    ? { state: 'loading' }
    : !valid
      ? { state: 'invalid' }
      : result?.key === key
        ? result.load
        : { state: 'loading' };
  return {
    token,
    load,
    reload: () => setAttempt((n) => n + 1),
    replace: (quote) => setResult({ key, load: { state: 'ready', quote } }),
  };
}
