// The API client's core, without zod, so the site shell (header, footer, subscribe forms) stays light.
// Pages that want answers checked against the shared contracts use `apiRequest` from api.ts.

import { apiOrigin } from '~/shell/site-base.ts';

/**
 * Base of every API call (spec §7): `/api/` on the site's own origin, or `https://api.example.com/api/` when
 * the site was built with CONTRAIL_API_ORIGIN (a static host for the site, the API elsewhere: docs/deploy.md).
 */
export const apiBase = `${apiOrigin}/api/`;

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** The API's error code (`session_required`, `not_found`, ...), when the answer carried one. */
    readonly code?: string,
    /** Seconds to wait before trying again, from the answer's `Retry-After` header (429, 503). */
    readonly retryAfterSeconds?: number,
    /** The thing as it is now, when a change based on an older state was refused (409). */
    readonly current?: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiResult<T> {
  data: T;
  headers: Headers;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The code of the inquiry's own failure shape (`{ success: false, error, code }`, spec §8). */
const codeOf = (payload: unknown) =>
  isRecord(payload) && typeof payload.code === 'string' ? payload.code : undefined;

/** Reads `{ error: { code, message, fields } }` without a schema library. */
function errorOf(payload: unknown): {
  code?: string;
  message?: string;
  fields?: Record<string, string>;
  current?: unknown;
} {
  const error = isRecord(payload) && isRecord(payload.error) ? payload.error : {};
  const fields = isRecord(error.fields)
    ? Object.fromEntries(
        Object.entries(error.fields).filter((e): e is [string, string] => typeof e[1] === 'string'),
      )
    : undefined;
  return {
    code: typeof error.code === 'string' ? error.code : undefined,
    message: typeof error.message === 'string' ? error.message : undefined,
    fields,
    current: error.current,
  };
}

/**
 * Seconds a `Retry-After` header asks for: delay-seconds ("8") or an HTTP date, counted from `now`;
 * undefined when absent or unreadable.
 */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** Calls the API with a JSON content type; only HTTP 200 counts as success (spec §7). */
export async function apiFetch(
  path: string,
  options: RequestOptions = {},
): Promise<ApiResult<unknown>> {
  const response = await fetch(apiBase + path.replace(/^\//, ''), {
    method: options.method ?? 'GET',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      // The page's language (its <html lang>): the API answers its messages and writes its mails in it.
      ...(typeof document !== 'undefined' && document.documentElement.lang
        ? { 'Accept-Language': document.documentElement.lang }
        : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    // The session cookie (the parts cart) goes with the API's own origin: on another origin only if the API
    // lists the site's origin in CORS_ORIGINS (it answers with Access-Control-Allow-Credentials).
    credentials: apiOrigin ? 'include' : 'same-origin',
    signal: options.signal,
  });
  const payload: unknown = await response.json().catch(() => null);
  if (response.status !== 200) {
    const error = errorOf(payload);
    throw new ApiRequestError(
      response.status,
      error.message ?? `Request failed (${response.status})`,
      error.fields,
      error.code ?? codeOf(payload),
      retryAfterSeconds(response.headers.get('retry-after')),
      error.current,
    );
  }
  return { data: payload, headers: response.headers };
}
