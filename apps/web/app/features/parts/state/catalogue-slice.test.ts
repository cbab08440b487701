import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addToCart,
  changeQty,
  fetchCartByEmail,
  fuzzySearchParts,
  loadAssemblies,
  loadCart,
  loadModels,
  loadParts,
  removeCartItem,
  selectParts,
  sendInquiry,
  setCatalog,
} from './catalogue-slice.ts';
import { makePartsStore } from './store.ts';
import { storageKeys } from './storage.ts';
import {
  assemblies,
  cart,
  groupsOf,
  makePart,
  mockApi,
  models,
  sessionId,
} from './test-fixtures.ts';

const failure = (status = 500) => ({
  status,
  body: { error: { code: 'internal', message: 'Something failed' } },
});

let errorLog: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Dispatches a thunk and returns the state seen while it was pending, and after. */
async function run<T>(store: ReturnType<typeof makePartsStore>, thunk: Promise<T>) {
  const during = store.getState().catalogue;
  await thunk;
  return { during, after: store.getState().catalogue };
}

describe('catalogue slice', () => {
  it('starts on the default catalogue with empty lists', () => {
    const state = makePartsStore().getState().catalogue;
    expect(state).toMatchObject({
      success: false,
      failed: false,
      initialCatalog: 'husky',
      models: [],
      assemblies: [],
      parts: [],
      partsSelected: [],
      partsCart: [],
      partsLastUpdated: null,
    });
  });

  it('setCatalog: request, success (stored), failure (unknown line)', async () => {
    const store = makePartsStore();
    const pending = store.dispatch(setCatalog('pitts'));
    expect(store.getState().catalogue.success).toBe(false);
    await pending;
    expect(store.getState().catalogue).toMatchObject({ initialCatalog: 'pitts', success: true });
    expect(localStorage.getItem(storageKeys.catalog)).toBe('pitts');
    await store.dispatch(setCatalog('concorde'));
    expect(store.getState().catalogue).toMatchObject({ initialCatalog: 'pitts', failed: true });
    expect(errorLog).toHaveBeenCalled();
  });

  it('loadModels: request, success keeps only non-empty ids, failure sets failed and logs', async () => {
    mockApi({ 'GET models/': { body: models } });
    const store = makePartsStore();
    const { during, after } = await run(store, store.dispatch(loadModels()));
    expect(during.status.models).toBe('loading');
    expect(after.models).toEqual(['A-1C-180', 'S-2B']);
    expect(after.modelInfo['S-2B']?.name).toBe('Pitts S-2B');
    expect(after).toMatchObject({ success: true, failed: false });

    mockApi({ 'GET models/': failure() });
    await store.dispatch(loadModels());
    expect(store.getState().catalogue).toMatchObject({ failed: true, success: false });
    expect(store.getState().catalogue.status.models).toBe('failed');
    expect(errorLog).toHaveBeenCalledWith(expect.stringContaining('loadModels'), expect.anything());
  });

  it('loadModels: a 200 answer of another shape is a failure, and the models shown stay', async () => {
    mockApi({ 'GET models/': { body: models } });
    const store = makePartsStore();
    await store.dispatch(loadModels());
    mockApi({ 'GET models/': { body: { models } } });
    await store.dispatch(loadModels());
    expect(store.getState().catalogue).toMatchObject({ failed: true, success: false });
    expect(store.getState().catalogue.status.models).toBe('failed');
    expect(store.getState().catalogue.models).toEqual(['A-1C-180', 'S-2B']);
    expect(errorLog).toHaveBeenCalledWith(expect.stringContaining('loadModels'), expect.anything());
  });

  it('loadAssemblies: request, success, failure', async () => {
    const { calls } = mockApi({ 'GET models/A-1C-180/assemblies': { body: assemblies } });
    const store = makePartsStore();
    const { during, after } = await run(store, store.dispatch(loadAssemblies('A-1C-180')));
    expect(during.status.assemblies).toBe('loading');
    expect(after.assemblies).toHaveLength(2);
    expect(after.assembliesFor).toBe('A-1C-180');
    expect(calls[0]?.headers['content-type']).toBe('application/json');

    mockApi({ 'GET models/A-1C-180/assemblies': failure(404) });
    await store.dispatch(loadAssemblies('A-1C-180'));
    expect(store.getState().catalogue.status.assemblies).toBe('failed');
    expect(store.getState().catalogue.failed).toBe(true);
  });

  it('loadParts: request, success (paged with X-Total-Count, later pages appended), failure', async () => {
    const page = (offset: number) => Array.from({ length: 3 }, (_, i) => makePart(offset + i));
    const { calls } = mockApi({
      'GET models/A-1C-180/assemblies/32-10/parts': (call) => {
        const offset = call.path.includes('offset') ? 3 : 0;
        return { body: page(offset), headers: { 'X-Total-Count': '6' } };
      },
    });
    const store = makePartsStore();
    const { during, after } = await run(
      store,
      store.dispatch(loadParts({ modelId: 'A-1C-180', assembly: '32-10' })),
    );
    expect(during.status.parts).toBe('loading');
    expect(during.partsSource).toEqual({
      kind: 'assembly',
      modelId: 'A-1C-180',
      assembly: '32-10',
    });
    expect(after.parts.map((p) => p.id)).toEqual(['p0', 'p1', 'p2']);
    expect(after.partsTotal).toBe(6);
    expect(String(calls[0]?.path)).toBe('models/A-1C-180/assemblies/32-10/parts');

    mockApi({
      'GET models/A-1C-180/assemblies/32-10/parts': {
        body: page(3),
        headers: { 'X-Total-Count': '6' },
      },
    });
    await store.dispatch(loadParts({ modelId: 'A-1C-180', assembly: '32-10', offset: 3 }));
    expect(store.getState().catalogue.parts).toHaveLength(6);

    mockApi({ 'GET models/A-1C-180/assemblies/32-10/parts': failure() });
    await store.dispatch(loadParts({ modelId: 'A-1C-180', assembly: '32-10' }));
    expect(store.getState().catalogue).toMatchObject({ failed: true, parts: [] });
    expect(store.getState().catalogue.status.parts).toBe('failed');
  });

  it('fuzzySearchParts: request, success replaces the parts, failure; a stale answer is ignored', async () => {
    mockApi({
      'GET models/A-1C-180/assemblies/32-10/parts': { body: [makePart(1), makePart(2)] },
      'GET models/assemblies/parts/search/an3 5a': {
        body: groupsOf([makePart(5, { partNumber: 'AN3-5A' })]),
        headers: { 'X-Total-Count': '17' },
      },
    });
    const store = makePartsStore();
    await store.dispatch(loadParts({ modelId: 'A-1C-180', assembly: '32-10' }));
    const { during, after } = await run(store, store.dispatch(fuzzySearchParts('an3 5a')));
    expect(during.status.parts).toBe('loading');
    expect(after.parts.map((p) => p.partNumber)).toEqual(['AN3-5A']);
    expect(after.partsTotal).toBe(17);
    expect(after.partGroups.map((group) => group.partNumber)).toEqual(['AN3-5A']);
    expect(after.partsSource).toEqual({ kind: 'search', query: 'an3 5a' });

    let release: () => void = () => undefined;
    mockApi({
      'GET models/assemblies/parts/search/slow': () =>
        new Promise((resolve) => {
          release = () => resolve({ body: groupsOf([makePart(9)]) });
        }),
      'GET models/assemblies/parts/search/fast': { body: groupsOf([makePart(8)]) },
    });
    const slow = store.dispatch(fuzzySearchParts('slow'));
    await store.dispatch(fuzzySearchParts('fast'));
    release();
    await slow;
    expect(store.getState().catalogue.parts.map((p) => p.id)).toEqual(['p8']);

    mockApi({ 'GET models/assemblies/parts/search/x': failure() });
    await store.dispatch(fuzzySearchParts('x'));
    expect(store.getState().catalogue.failed).toBe(true);
  });

  it('fuzzySearchParts: an aborted search is no failure, is not logged, and its answer is dropped', async () => {
    let release: () => void = () => undefined;
    mockApi({
      'GET models/assemblies/parts/search/an3': () =>
        new Promise((resolve) => {
          release = () => resolve({ body: groupsOf([makePart(1)]) });
        }),
      'GET models/assemblies/parts/search/an3 5a': { body: groupsOf([makePart(5)]) },
    });
    const store = makePartsStore();
    const stale = store.dispatch(fuzzySearchParts('an3'));
    stale.abort();
    await stale;
    const fresh = store.dispatch(fuzzySearchParts('an3 5a'));
    release();
    await fresh;
    expect(store.getState().catalogue).toMatchObject({ failed: false, success: true });
    expect(store.getState().catalogue.parts.map((p) => p.id)).toEqual(['p5']);
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('selectParts: request, success stores the ticked ids once each', async () => {
    const store = makePartsStore();
    const pending = store.dispatch(selectParts(['p1', 'p2', 'p1']));
    expect(store.getState().catalogue.success).toBe(false);
    await pending;
    expect(store.getState().catalogue).toMatchObject({
      partsSelected: ['p1', 'p2'],
      success: true,
    });
  });

  it('addToCart: gets a session (cookie) first, posts the parts without the id, stores the cart; failure sets failed', async () => {
    const { calls } = mockApi({ 'POST cart': { body: cart(2) } });
    const store = makePartsStore();
    await store.dispatch(selectParts(['p1']));
    const { during, after } = await run(
      store,
      store.dispatch(addToCart({ parts: [{ id: 'p1', qty: 2 }] })),
    );
    expect(during.status.cart).toBe('loading');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST session', 'POST cart']);
    expect(calls[1]?.body).toEqual({ parts: [{ id: 'p1', qty: 2 }] });
    expect(calls[1]?.headers['x-session-id']).toBeUndefined();
    expect(after.partsCart).toHaveLength(1);
    expect(after.partsLastUpdated).toBe('2026-11-21T10:00:00.000Z');
    expect(after.partsSelected).toEqual([]);
    // The browser knows it has a session; the id itself is nowhere a script could read it.
    expect(localStorage.getItem(storageKeys.hasSession)).toBe('1');
    const stored = Array.from({ length: localStorage.length }, (_, i) =>
      localStorage.getItem(localStorage.key(i) ?? ''),
    );
    expect(stored.join(' ')).not.toContain(sessionId);

    mockApi({ 'POST cart': failure(400) });
    await store.dispatch(addToCart({ parts: [{ id: 'p2', qty: 1 }], email: 'a@b.co' }));
    expect(store.getState().catalogue).toMatchObject({ failed: true });
    expect(store.getState().catalogue.partsCart).toHaveLength(1);
  });

  it('a session the server does not know is replaced and the call retried; an id kept by an earlier version is removed', async () => {
    localStorage.setItem(storageKeys.legacySession, 'old_session_abcdefghijklmnop');
    let first = true;
    const { calls } = mockApi({
      'POST cart': () => {
        if (first) {
          first = false;
          return { status: 401, body: { error: { code: 'session_required', message: 'No' } } };
        }
        return { body: cart(1) };
      },
    });
    const store = makePartsStore();
    await store.dispatch(addToCart({ parts: [{ id: 'p1', qty: 1 }] }));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST cart',
      'POST session',
      'POST cart',
    ]);
    expect(calls[2]?.body).toEqual({ parts: [{ id: 'p1', qty: 1 }] });
    expect(localStorage.getItem(storageKeys.legacySession)).toBeNull();
    expect(localStorage.getItem(storageKeys.hasSession)).toBe('1');
    expect(store.getState().catalogue.partsCart[0]?.qty).toBe(1);
  });

  it('loadCart: request, success stores the session cart from the server, failure sets failed and logs', async () => {
    localStorage.setItem(storageKeys.hasSession, '1');
    // A copy kept by an earlier version is not read, and is removed.
    localStorage.setItem(storageKeys.legacyCart, JSON.stringify({ partsCart: [{ qty: 9 }] }));
    const { calls } = mockApi({ 'GET cart': { body: cart(3) } });
    const store = makePartsStore();
    const { during, after } = await run(store, store.dispatch(loadCart()));
    expect(during.cartLoad).toBe('loading');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET cart']);
    expect(calls[0]?.headers['x-session-id']).toBeUndefined();
    expect(after.partsCart[0]?.qty).toBe(3);
    expect(after).toMatchObject({
      cartLoad: 'succeeded',
      partsLastUpdated: '2026-11-21T10:00:00.000Z',
      success: true,
      failed: false,
    });
    expect(localStorage.getItem(storageKeys.legacyCart)).toBeNull();

    mockApi({ 'GET cart': failure() });
    const failing = makePartsStore();
    await failing.dispatch(loadCart());
    expect(failing.getState().catalogue).toMatchObject({
      cartLoad: 'failed',
      failed: true,
      partsCart: [],
    });
    expect(failing.getState().catalogue.status.cart).toBe('failed');
    expect(errorLog).toHaveBeenCalledWith(expect.stringContaining('loadCart'), expect.anything());

    // Retry.
    mockApi({ 'GET cart': { body: cart(1) } });
    await failing.dispatch(loadCart());
    expect(failing.getState().catalogue).toMatchObject({ cartLoad: 'succeeded', failed: false });
    expect(failing.getState().catalogue.partsCart[0]?.qty).toBe(1);
  });

  it('loadCart: no session means an empty cart without a call; an unknown session is forgotten', async () => {
    const none = mockApi({});
    const store = makePartsStore();
    await store.dispatch(loadCart());
    expect(none.calls).toEqual([]);
    expect(store.getState().catalogue).toMatchObject({ cartLoad: 'succeeded', partsCart: [] });

    localStorage.setItem(storageKeys.hasSession, '1');
    mockApi({
      'GET cart': { status: 401, body: { error: { code: 'session_required', message: 'No' } } },
    });
    await store.dispatch(loadCart());
    expect(store.getState().catalogue).toMatchObject({ cartLoad: 'succeeded', failed: false });
    expect(localStorage.getItem(storageKeys.hasSession)).toBeNull();
  });

  it('loadCart: an answer older than a cart change is ignored', async () => {
    localStorage.setItem(storageKeys.hasSession, '1');
    let release: () => void = () => undefined;
    mockApi({
      'GET cart': () =>
        new Promise((resolve) => {
          release = () => resolve({ body: { ...cart(), partsCart: [] } });
        }),
      'POST cart': { body: cart(2) },
    });
    const store = makePartsStore();
    const loading = store.dispatch(loadCart());
    await store.dispatch(addToCart({ parts: [{ id: 'p1', qty: 2 }] }));
    release();
    await loading;
    expect(store.getState().catalogue.partsCart[0]?.qty).toBe(2);
    expect(store.getState().catalogue.cartLoad).toBe('succeeded');
  });

  it('fetchCartByEmail: sends the session header, stores the cart; failure sets failed', async () => {
    localStorage.setItem(storageKeys.hasSession, '1');
    const { calls } = mockApi({ 'GET cart/pilot@example.com': { body: cart(3) } });
    const store = makePartsStore();
    const { during, after } = await run(
      store,
      store.dispatch(fetchCartByEmail('pilot@example.com')),
    );
    expect(during.status.cart).toBe('loading');
    expect(calls[0]?.headers['x-session-id']).toBeUndefined();
    expect(after.partsCart[0]?.qty).toBe(3);

    mockApi({ 'GET cart/pilot@example.com': failure(404) });
    await store.dispatch(fetchCartByEmail('pilot@example.com'));
    expect(store.getState().catalogue.status.cart).toBe('failed');
  });

  it('changeQty: applies at once, stores the answer; never sends below 0; failure restores the line', async () => {
    localStorage.setItem(storageKeys.hasSession, '1');
    mockApi({ 'POST cart': { body: cart(2) } });
    const store = makePartsStore();
    await store.dispatch(addToCart({ parts: [{ id: 'p1', qty: 2 }] }));

    const { calls } = mockApi({ 'POST cart/qty': { body: cart(5) } });
    const pending = store.dispatch(changeQty({ itemId: 'i1', qty: 4 }));
    expect(store.getState().catalogue.partsCart[0]?.qty).toBe(4);
    expect(store.getState().catalogue.cartPending).toEqual(['i1']);
    await pending;
    expect(calls[0]?.body).toEqual({ itemId: 'i1', qty: 4 });
    expect(store.getState().catalogue.partsCart[0]?.qty).toBe(5);

    const zero = mockApi({ 'POST cart/qty': { body: { ...cart(), partsCart: [] } } });
    await store.dispatch(changeQty({ itemId: 'i1', qty: -3 }));
    expect(zero.calls[0]?.body).toMatchObject({ qty: 0 });
    expect(store.getState().catalogue.partsCart).toEqual([]);

    mockApi({ 'POST cart': { body: cart(2) }, 'POST cart/qty': failure() });
    await store.dispatch(addToCart({ parts: [{ id: 'p1', qty: 2 }] }));
    await store.dispatch(changeQty({ itemId: 'i1', qty: 0 }));
    expect(store.getState().catalogue).toMatchObject({ failed: true });
    expect(store.getState().catalogue.partsCart[0]?.qty).toBe(2);
  });

  it('removeCartItem: request removes the line, success stores the cart, failure restores it', async () => {
    localStorage.setItem(storageKeys.hasSession, '1');
    mockApi({ 'POST cart': { body: cart(2) } });
    const store = makePartsStore();
    await store.dispatch(addToCart({ parts: [{ id: 'p1', qty: 2 }] }));

    mockApi({ 'DELETE cart/items/i1': failure() });
    const failing = store.dispatch(removeCartItem('i1'));
    expect(store.getState().catalogue.partsCart).toEqual([]);
    await failing;
    expect(store.getState().catalogue.partsCart).toHaveLength(1);
    expect(store.getState().catalogue.status.cart).toBe('failed');

    const { calls } = mockApi({
      'DELETE cart/items/i1': {
        body: { partsCart: [], partsLastUpdated: '2026-11-21T11:00:00Z', email: null },
      },
    });
    await store.dispatch(removeCartItem('i1'));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE cart/items/i1']);
    expect(store.getState().catalogue).toMatchObject({
      partsCart: [],
      partsLastUpdated: '2026-11-21T11:00:00Z',
      success: true,
    });
  });

  it('sendInquiry: request, success clears the cart and keeps the number; failure passes on status 400', async () => {
    localStorage.setItem(storageKeys.hasSession, '1');
    mockApi({ 'POST cart': { body: cart(2) } });
    const store = makePartsStore();
    await store.dispatch(addToCart({ parts: [{ id: 'p1', qty: 2 }] }));
    const contact = { name: 'Ann', email: 'ann@example.com', country: 'US', state: 'AK' };

    mockApi({ 'POST cart/inquiry': { status: 400, body: { success: false, error: 'Bad' } } });
    const failed = await store.dispatch(sendInquiry(contact));
    expect(failed.payload).toMatchObject({ status: 400, success: false });
    expect(store.getState().catalogue).toMatchObject({ failed: true });
    expect(store.getState().catalogue.partsCart).toHaveLength(1);
    expect(store.getState().catalogue.inquiryError?.status).toBe(400);

    const { calls } = mockApi({
      'POST cart/inquiry': { body: { success: true, inquiryId: 'INQ-2026-0042' } },
    });
    const { during, after } = await run(store, store.dispatch(sendInquiry(contact)));
    expect(during.status.inquiry).toBe('loading');
    expect(calls[0]?.body).toEqual({
      partsCart: [{ itemId: 'i1', id: 'p1', qty: 2 }],
      contact,
    });
    expect(after).toMatchObject({ inquiryId: 'INQ-2026-0042', partsCart: [], success: true });
  });
});
