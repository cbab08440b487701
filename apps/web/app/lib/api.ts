import { apiErrorSchema } from '@contrail/contracts';
import type { z } from 'zod';

/** Base path of every API call (spec §7). */
export const apiBase = '/api/';

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** The API's error code (`session_required`, `not_found`, ...), when the answer carried one. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiResult<T> {
  data: T;
  headers: Headers;
}

/**
 * Calls the API with a JSON content type; only HTTP 200 counts as success (spec §7). The answer is
 * checked against the shared contract, so a changed server shape fails loudly instead of rendering garbage.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<ApiResult<z.infer<S>>> {
  const response = await fetch(apiBase + path.replace(/^\//, ''), {
    method: options.method ?? 'GET',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'same-origin',
    signal: options.signal,
  });
  const payload: unknown = await response.json().catch(() => null);
  if (response.status !== 200) {
    const parsed = apiErrorSchema.safeParse(payload);
    throw new ApiRequestError(
      response.status,
      parsed.success ? parsed.data.error.message : `Request failed (${response.status})`,
      parsed.success ? parsed.data.error.fields : undefined,
      parsed.success ? parsed.data.error.code : undefined,
    );
  }
  return { data: schema.parse(payload), headers: response.headers };
}
