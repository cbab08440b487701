import type { z } from 'zod';
import { apiFetch, type ApiResult, type RequestOptions } from './http.ts';

export { apiBase, apiFetch, ApiRequestError, type ApiResult, type RequestOptions } from './http.ts';

/**
 * Calls the API (JSON, only HTTP 200 is success) and checks the answer against the shared contract,
 * so a changed server shape fails loudly instead of rendering garbage.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<ApiResult<z.infer<S>>> {
  const { data, headers } = await apiFetch(path, options);
  return { data: schema.parse(data), headers };
}
