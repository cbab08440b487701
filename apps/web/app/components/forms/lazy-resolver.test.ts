import type { Resolver, ResolverResult } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver.ts';

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

describe('lazyResolver', () => {
  it('loads the resolver once, on preload or first use, and answers with it', async () => {
    const inner: Resolver<Values> = async (values): Promise<ResolverResult<Values>> =>
      values.email
        ? { values, errors: {} }
        : { values: {}, errors: { email: { type: 'required', message: 'Required' } } };
    const load = vi.fn(async () => inner);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(await resolver({ email: '' }, undefined, options)).toEqual({
      values: {},
      errors: { email: { type: 'required', message: 'Required' } },
    });
    expect(await resolver({ email: 'a@b.co' }, undefined, options)).toEqual({
      values: { email: 'a@b.co' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
