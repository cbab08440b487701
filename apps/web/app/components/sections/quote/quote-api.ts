import type { PublicQuote } from '@contrail/contracts';
import { ApiRequestError, apiFetch } from '~/lib/http.ts';

export type { PublicQuote };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The API's quote, checked for what the page relies on (no zod in the page's chunk: the contract's
 * `publicQuoteSchema` is the API's side). A changed shape throws instead of drawing an empty quote.
 */
export function readQuote(data: unknown): PublicQuote {
  if (
    !isRecord(data) ||
    typeof data.reference !== 'string' ||
    typeof data.status !== 'string' ||
    typeof data.validUntil !== 'string' ||
    typeof data.totalCents !== 'number' ||
    !Array.isArray(data.lines) ||
    !data.lines.every((line) => isRecord(line) && typeof line.partNumber === 'string')
  )
    throw new Error('The quote answer is not a quote.');
  return data as unknown as PublicQuote;
}

const path = (token: string) => `quote/${encodeURIComponent(token)}`;

/** The customer's side of a quote (apps/api/src/desk/quote-routes.ts), by the token of its link. */
export const quoteApi = {
  get: async (token: string, signal?: AbortSignal) =>
    readQuote((await apiFetch(path(token), { signal })).data),
  accept: async (token: string) =>
    readQuote((await apiFetch(`${path(token)}/accept`, { method: 'POST' })).data),
  ask: async (token: string, text: string) => {
    await apiFetch(`${path(token)}/question`, { method: 'POST', body: { text } });
  },
};

/** The API knows no quote by this token (or refused its shape): the link is not valid. */
export const isUnknownQuote = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
