import type { partsApi } from './parts-api.ts';

export type PartsApi = typeof partsApi;

let client: PartsApi | undefined;

/**
 * The API client, loaded on first use: it brings the contracts' zod schemas (~27 KB gzip), which the
 * prerendered shell does not need, so they stay out of the page's first load and hydration.
 */
export async function api(): Promise<PartsApi> {
  client ??= (await import('./parts-api.ts')).partsApi;
  return client;
}

/**
 * Runs a call with the client. Once it is loaded the call starts at once, in the same task as the
 * dispatch (no await before it), so a search request is on its way before anything re-renders.
 */
export async function withApi<T>(call: (client: PartsApi) => Promise<T>): Promise<T> {
  return call(client ?? (await api()));
}
