import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asyncAction, Rejection } from './async-action.ts';
import { countryCleared } from './address-slice.ts';
import { inquiryDismissed } from './catalogue-slice.ts';
import { makePartsStore, PartsStoreContext, usePartsSelector } from './store.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('parts store', () => {
  it('keeps the state (and each slice) when an action changes nothing, and tells no one', () => {
    const store = makePartsStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getState();
    store.dispatch({ type: 'test/unknown' });
    store.dispatch(inquiryDismissed());
    expect(store.getState()).toBe(before);
    expect(listener).not.toHaveBeenCalled();

    // An emptied list is a new one, as before: the slice changes, the other slice does not.
    store.dispatch(countryCleared());
    expect(store.getState().address).not.toBe(before.address);
    expect(store.getState().catalogue).toBe(before.catalogue);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a changed slice is a new object; the other keeps its identity', async () => {
    const store = makePartsStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getState();
    const load = asyncAction('catalogue/loadModels', async () => []);
    await store.dispatch(load());
    expect(store.getState().catalogue).not.toBe(before.catalogue);
    expect(store.getState().address).toBe(before.address);
    expect(listener).toHaveBeenCalled();
  });

  it('async action: pending in the same task, then fulfilled with the result', async () => {
    const store = makePartsStore();
    const seen: string[] = [];
    const dispatch = (action: { type: string }) => seen.push(action.type);
    const double = asyncAction('test/double', async (n: number) => n * 2);
    const request = double(21)(dispatch, store.getState);
    expect(seen).toEqual(['test/double/pending']);
    const result = await request;
    expect(seen).toEqual(['test/double/pending', 'test/double/fulfilled']);
    expect(double.fulfilled.match(result) && result.payload).toBe(42);
    expect(result.meta).toMatchObject({ arg: 21, requestStatus: 'fulfilled' });
  });

  it('async action: abort settles at once as aborted; a Rejection carries its value', async () => {
    const dispatched: unknown[] = [];
    const dispatch = (action: unknown) => dispatched.push(action);
    let signal: AbortSignal | undefined;
    const never = asyncAction('test/never', (_: void, api) => {
      signal = api.signal;
      return new Promise<never>(() => undefined);
    });
    const request = never()(dispatch, () => undefined);
    request.abort();
    const aborted = await request;
    expect(signal?.aborted).toBe(true);
    expect(never.rejected.match(aborted) && aborted.meta.aborted).toBe(true);
    expect(dispatched).toHaveLength(2);

    const refuse = asyncAction<string, never, unknown, { reason: string }>(
      'test/refuse',
      async (reason) => {
        throw new Rejection({ reason });
      },
    );
    const refused = await refuse('no')(dispatch, () => undefined);
    expect(refuse.rejected.match(refused) && refused.payload).toEqual({ reason: 'no' });
    expect(refused.meta).toMatchObject({ requestStatus: 'rejected', aborted: false });

    const broken = asyncAction('test/broken', async () => {
      throw new Error('Down');
    });
    const failed = await broken()(dispatch, () => undefined);
    expect(broken.rejected.match(failed) && failed.error.message).toBe('Down');
    expect(broken.rejected.match(failed) && failed.payload).toBeUndefined();
  });

  it('usePartsSelector re-renders on a change of what it selects, not of the rest', async () => {
    const store = makePartsStore();
    let renders = 0;
    function Count() {
      renders++;
      const count = usePartsSelector((state) => state.catalogue.models.length);
      return <p>{count} models</p>;
    }
    render(
      <PartsStoreContext value={store}>
        <Count />
      </PartsStoreContext>,
    );
    expect(screen.getByText('0 models')).toBeInTheDocument();
    const load = asyncAction('catalogue/loadModels', async () => [
      { model_id: 'S-2B', line: 'pitts' as const, name: 'Pitts S-2B', summary: 'Biplane.' },
    ]);
    const loadAddress = asyncAction('address/loadCountries', async () => [
      { label: 'Canada', value: 'CA' },
    ]);
    await act(async () => {
      await store.dispatch(loadAddress());
    });
    expect(renders).toBe(1);
    await act(async () => {
      await store.dispatch(load());
    });
    expect(screen.getByText('1 models')).toBeInTheDocument();
    expect(renders).toBe(2);
  });
});
