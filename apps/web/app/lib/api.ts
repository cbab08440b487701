import { apiFetch, type ApiResult, type RequestOptions } from './http.ts';

export { apiBase, apiFetch, ApiRequestError, type ApiResult, type RequestOptions } from './http.ts';

/**
 * Calls the API (JSON, only HTTP 200 is success) and reads the answer with `read`, which throws when the
 * answer's shape is not what the caller relies on (a zod schema's `parse`, or a lighter check such as the
 * parts client's `answers`), so a changed server shape fails loudly instead of rendering garbage.
 */
export async function apiRequest<T>(
  path: string,
  read: (data: unknown) => T,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const { data, headers } = await apiFetch(path, options);
  return { data: read(data), headers };
}
