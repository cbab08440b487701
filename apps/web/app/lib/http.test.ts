import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, ApiRequestError, retryAfterSeconds } from './http.ts';

afterEach(() => vi.unstubAllGlobals());

describe('retryAfterSeconds', () => {
  const now = Date.parse('2026-11-02T10:00:00Z');

  it('reads delay-seconds and HTTP dates, counted from now', () => {
    expect(retryAfterSeconds('8', now)).toBe(8);
    expect(retryAfterSeconds(' 120 ', now)).toBe(120);
    expect(retryAfterSeconds('Mon, 02 Nov 2026 10:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('Mon, 02 Nov 2026 09:59:00 GMT', now)).toBe(0);
  });

  it('is undefined without a readable value', () => {
    expect(retryAfterSeconds(null, now)).toBeUndefined();
    expect(retryAfterSeconds('', now)).toBeUndefined();
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
  });
});

describe('apiFetch', () => {
  it('passes a 429 answer’s Retry-After on with the error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('{"error":{"code":"rate_limited","message":"Too many"}}', {
            status: 429,
            headers: { 'Retry-After': '8' },
          }),
      ),
    );
    const error = await apiFetch('booking', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', retryAfterSeconds: 8 });
  });

  it('reads the code of the inquiry’s own failure shape', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('{"success":false,"error":"Too many","code":"rate_limited"}', {
            status: 429,
          }),
      ),
    );
    const error = await apiFetch('cart/inquiry').catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 429,
      code: 'rate_limited',
      retryAfterSeconds: undefined,
    });
  });
});
