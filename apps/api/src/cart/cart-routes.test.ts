import {
  apiErrorSchema,
  cartResponseSchema,
  maxQty,
  sessionCookie,
  sessionHeader,
} from '@contrail/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, postJson, testContact, useTestApp } from '../../test/app.ts';
import { countRows, testDatabases, useTestDatabase } from '../../test/databases.ts';
import { newSession, useSeededCatalogue } from '../catalogue/testing.ts';

const cartTables = ['carts', 'cart_items'];

describe.each(testDatabases())('cart API ($dialect)', (database) => {
  const getDb = useTestDatabase(database);
  useSeededCatalogue(getDb);
  const getApp = useTestApp(getDb);

  let partIds: string[] = [];
  beforeAll(async () => {
    const rows = await getDb()
      .db.selectFrom('parts')
      .select('id')
      .orderBy('seq')
      .limit(10)
      .execute();
    partIds = rows.map((row) => row.id);
  });

  const post = (url: string, body: unknown) => postJson(getApp(), url, body);
  const get = (url: string, sessionId?: string) =>
    getApp().inject({
      method: 'GET',
      url,
      headers: sessionId ? { [sessionHeader]: sessionId } : {},
    });
  const cartOf = async (res: { statusCode: number; json(): unknown }) => {
    expect(res.statusCode).toBe(200);
    return cartResponseSchema.parse(res.json());
  };
  const snapshot = () => countRows(getDb(), cartTables);
  const items = () => getDb().db.selectFrom('cart_items').selectAll().orderBy('id').execute();

  it('POST cart adds parts, merges quantities and answers the cart', async () => {
    const sessionId = await newSession(getApp());
    const first = await cartOf(
      await post('/api/cart', { sessionId, parts: [{ id: partIds[0], qty: 2 }] }),
    );
    expect(first.partsCart).toHaveLength(1);
    expect(first.partsCart[0]).toMatchObject({ id: partIds[0], qty: 2 });
    expect(first.partsLastUpdated).not.toBeNull();
    const second = await cartOf(
      await post('/api/cart', {
        sessionId,
        parts: [
          { id: partIds[0], qty: 3 },
          { id: partIds[1], qty: 1 },
          { id: partIds[1], qty: 4 },
        ],
      }),
    );
    expect(second.partsCart.map((line) => [line.id, line.qty])).toEqual([
      [partIds[0], 5],
      [partIds[1], 5],
    ]);
    expect(second.partsCart[0]?.itemId).toBe(first.partsCart[0]?.itemId);
    const capped = await cartOf(
      await post('/api/cart', { sessionId, parts: [{ id: partIds[0], qty: maxQty }] }),
    );
    expect(capped.partsCart[0]?.qty).toBe(maxQty);
    const own = await cartOf(await get('/api/cart', sessionId));
    expect(own.partsCart).toEqual(capped.partsCart);
  });

  it('rejects an unknown part id with 404 and changes nothing', async () => {
    const sessionId = await newSession(getApp());
    await post('/api/cart', { sessionId, parts: [{ id: partIds[2], qty: 1 }] });
    const before = await items();
    const res = await post('/api/cart', {
      sessionId,
      parts: [
        { id: partIds[2], qty: 1 },
        { id: 'NO-SUCH-PART', qty: 1 },
      ],
    });
    expect(res.statusCode).toBe(404);
    expect(apiErrorSchema.parse(res.json()).error.fields).toEqual({
      'parts.1.id': 'Unknown part.',
    });
    expect(await items()).toEqual(before);
  });

  it('requires an existing session', async () => {
    const before = await snapshot();
    const unknown = 'A'.repeat(32);
    const res = await post('/api/cart', {
      sessionId: unknown,
      parts: [{ id: partIds[0], qty: 1 }],
    });
    expect(res.statusCode).toBe(401);
    expect(apiErrorSchema.parse(res.json()).error.code).toBe('session_required');
    expect((await get('/api/cart/remove/abc', unknown)).statusCode).toBe(401);
    expect((await get('/api/cart/remove/abc')).statusCode).toBe(401);
    expect(
      (await post('/api/cart/qty', { sessionId: unknown, itemId: 'x', qty: 1 })).statusCode,
    ).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['malformed JSON', '{"sessionId": '],
    ['an array', '[]'],
    ['no parts', { parts: [] }],
    ['qty as a string', { parts: [{ id: 'x', qty: '2' }] }],
    ['negative qty', { parts: [{ id: 'x', qty: -1 }] }],
    ['zero qty', { parts: [{ id: 'x', qty: 0 }] }],
    ['fractional qty', { parts: [{ id: 'x', qty: 1.5 }] }],
    ['huge qty', { parts: [{ id: 'x', qty: 1e12 }] }],
    ['a huge id', { parts: [{ id: 'x'.repeat(10_000), qty: 1 }] }],
    ['an unknown field', { parts: [{ id: 'x', qty: 1 }], admin: true }],
    ['a bad e-mail', { parts: [{ id: 'x', qty: 1 }], email: 'not-an-email' }],
  ])('rejects POST cart with %s (4xx, nothing changed)', async (_name, body) => {
    const sessionId = await newSession(getApp());
    const before = await snapshot();
    const payload =
      typeof body === 'string'
        ? body.replace('{"sessionId": ', `{"sessionId": "${sessionId}", `)
        : Array.isArray(body)
          ? body
          : { sessionId, ...body };
    const res = await post('/api/cart', payload);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    apiErrorSchema.parse(res.json());
    expect(await snapshot()).toEqual(before);
  });

  it('POST cart/qty sets a quantity from 0 (removes) to 9999 and rejects anything else', async () => {
    const sessionId = await newSession(getApp());
    const cart = await cartOf(
      await post('/api/cart', {
        sessionId,
        parts: [
          { id: partIds[3], qty: 1 },
          { id: partIds[4], qty: 1 },
        ],
      }),
    );
    const [line, other] = cart.partsCart;
    const set = await cartOf(
      await post('/api/cart/qty', { sessionId, itemId: line!.itemId, qty: 9999 }),
    );
    expect(set.partsCart[0]?.qty).toBe(9999);
    const before = await items();
    for (const qty of [-1, 10_000, 1.5, '3', null, 1e300]) {
      const res = await post('/api/cart/qty', { sessionId, itemId: line!.itemId, qty });
      expect(res.statusCode, String(qty)).toBe(400);
      apiErrorSchema.parse(res.json());
    }
    expect(await items()).toEqual(before);
    const removed = await cartOf(
      await post('/api/cart/qty', { sessionId, itemId: line!.itemId, qty: 0 }),
    );
    expect(removed.partsCart.map((l) => l.itemId)).toEqual([other!.itemId]);
  });

  it("never shows or changes another session's cart (IDOR)", async () => {
    const alice = await newSession(getApp());
    const mallory = await newSession(getApp());
    const aliceCart = await cartOf(
      await post('/api/cart', {
        sessionId: alice,
        email: 'alice@husky.test',
        parts: [{ id: partIds[5], qty: 2 }],
      }),
    );
    const itemId = aliceCart.partsCart[0]!.itemId;
    const before = await items();

    const unknownItem = await get('/api/cart/remove/no-such-item', mallory);
    const foreignItem = await get(`/api/cart/remove/${itemId}`, mallory);
    expect(foreignItem.statusCode).toBe(404);
    expect(foreignItem.json()).toEqual(unknownItem.json());

    const foreignQty = await post('/api/cart/qty', { sessionId: mallory, itemId, qty: 7 });
    const unknownQty = await post('/api/cart/qty', { sessionId: mallory, itemId: 'nope', qty: 7 });
    expect(foreignQty.statusCode).toBe(404);
    expect(foreignQty.json()).toEqual(unknownQty.json());
    expect(await items()).toEqual(before);

    // An e-mail alone reveals nothing: not without a session, not with another session.
    const notFound = (await get('/api/cart/nobody@husky.test', mallory)).json();
    for (const res of [
      await get('/api/cart/alice@husky.test'),
      await get('/api/cart/alice@husky.test', mallory),
      await get('/api/cart/ALICE@husky.test', mallory),
      await get('/api/cart/not-an-email', mallory),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
    const cookie = await getApp().inject({
      method: 'GET',
      url: '/api/cart/alice@husky.test',
      cookies: { contrail_session: alice },
    });
    expect(cartResponseSchema.parse(cookie.json()).partsCart).toEqual(aliceCart.partsCart);
    const own = await cartOf(await get('/api/cart/Alice@Husky.test', alice));
    expect(own).toMatchObject({ email: 'alice@husky.test' });

    const removed = await cartOf(await get(`/api/cart/remove/${itemId}`, alice));
    expect(removed.partsCart).toEqual([]);
    expect((await get(`/api/cart/remove/${itemId}`, alice)).statusCode).toBe(404);
  });

  it('loses no update when quantities change concurrently', async () => {
    const sessionId = await newSession(getApp());
    const adds = Array.from({ length: 20 }, () =>
      post('/api/cart', { sessionId, parts: [{ id: partIds[6], qty: 1 }] }),
    );
    const answers = await Promise.all(adds);
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    const cart = await cartOf(await get('/api/cart', sessionId));
    expect(cart.partsCart).toHaveLength(1);
    expect(cart.partsCart[0]?.qty).toBe(20);

    const itemId = cart.partsCart[0]!.itemId;
    const sets = await Promise.all(
      [3, 8, 5, 9, 1, 4].map((qty) => post('/api/cart/qty', { sessionId, itemId, qty })),
    );
    expect(sets.every((res) => res.statusCode === 200)).toBe(true);
    const final = await cartOf(await get('/api/cart', sessionId));
    expect([3, 8, 5, 9, 1, 4]).toContain(final.partsCart[0]?.qty);
    // Adds racing with sets: every add lands on whatever quantity it finds.
    await Promise.all([
      ...Array.from({ length: 10 }, () =>
        post('/api/cart', { sessionId, parts: [{ id: partIds[7], qty: 2 }] }),
      ),
      post('/api/cart/qty', { sessionId, itemId, qty: 2 }),
    ]);
    const mixed = await cartOf(await get('/api/cart', sessionId));
    expect(mixed.partsCart.find((line) => line.id === partIds[7])?.qty).toBe(20);
  });
  /** A request as the site's own page sends it: the session cookie, no id in the body. */
  const asSite = (
    sessionId: string,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    getApp().inject({
      method,
      url,
      cookies: { [sessionCookie]: sessionId },
      headers: {
        'sec-fetch-site': 'same-origin',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });

  it('serves the site with the session cookie alone: add, quantity, remove (DELETE) and inquiry', async () => {
    const sessionId = await newSession(getApp());
    const added = await cartOf(
      await asSite(sessionId, 'POST', '/api/cart', {
        parts: [
          { id: partIds[0], qty: 1 },
          { id: partIds[1], qty: 2 },
        ],
      }),
    );
    const [first, second] = added.partsCart;
    const changed = await cartOf(
      await asSite(sessionId, 'POST', '/api/cart/qty', { itemId: first!.itemId, qty: 4 }),
    );
    expect(changed.partsCart.map((line) => line.qty)).toEqual([4, 2]);
    const removed = await cartOf(
      await asSite(sessionId, 'DELETE', `/api/cart/items/${second!.itemId}`),
    );
    expect(removed.partsCart.map((line) => line.id)).toEqual([partIds[0]]);
    expect(removed.partsCart).toEqual((await cartOf(await get('/api/cart', sessionId))).partsCart);
    expect(
      (await asSite(sessionId, 'DELETE', `/api/cart/items/${second!.itemId}`)).statusCode,
    ).toBe(404);
    const inquiry = await asSite(sessionId, 'POST', '/api/cart/inquiry', {
      partsCart: removed.partsCart.map(({ itemId, id, qty }) => ({ itemId, id, qty })),
      contact: testContact,
    });
    expect(inquiry.statusCode).toBe(200);
    expect(inquiry.json()).toMatchObject({ success: true });
    expect((await cartOf(await get('/api/cart', sessionId))).partsCart).toEqual([]);
  });

  it("refuses (403) a body or header id that is not the session cookie's, and changes nothing", async () => {
    const mine = await newSession(getApp());
    const other = await newSession(getApp());
    const theirs = await cartOf(
      await post('/api/cart', { sessionId: other, parts: [{ id: partIds[3], qty: 1 }] }),
    );
    const itemId = theirs.partsCart[0]!.itemId;
    const before = await items();
    const header = { [sessionHeader]: other };
    for (const res of [
      await asSite(mine, 'POST', '/api/cart', {
        sessionId: other,
        parts: [{ id: partIds[3], qty: 1 }],
      }),
      await asSite(mine, 'POST', '/api/cart/qty', { sessionId: other, itemId, qty: 5 }),
      await asSite(mine, 'GET', `/api/cart/remove/${itemId}`, undefined, header),
      await asSite(mine, 'DELETE', `/api/cart/items/${itemId}`, undefined, header),
      await asSite(mine, 'GET', '/api/cart', undefined, header),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(apiErrorSchema.parse(res.json()).error.code).toBe('session_mismatch');
    }
    const inquiry = await asSite(mine, 'POST', '/api/cart/inquiry', {
      sessionId: other,
      partsCart: [{ itemId, id: partIds[3], qty: 1 }],
      contact: testContact,
    });
    expect(inquiry.statusCode).toBe(403);
    expect(inquiry.json()).toMatchObject({ success: false, code: 'session_mismatch' });
    expect(await items()).toEqual(before);
  });

  it('refuses the GET remove (and DELETE) when another site made the browser send it', async () => {
    const sessionId = await newSession(getApp());
    const cart = await cartOf(
      await post('/api/cart', { sessionId, parts: [{ id: partIds[4], qty: 1 }] }),
    );
    const itemId = cart.partsCart[0]!.itemId;
    const before = await items();
    const attempts: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://localhost:80.evil.example' },
    ];
    for (const headers of attempts) {
      for (const method of ['GET', 'DELETE'] as const) {
        const url = method === 'GET' ? `/api/cart/remove/${itemId}` : `/api/cart/items/${itemId}`;
        const res = await getApp().inject({
          method,
          url,
          cookies: { [sessionCookie]: sessionId },
          headers,
        });
        expect(res.statusCode, `${method} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.json()).toMatchObject({ error: { code: 'cross_site_request' } });
      }
    }
    expect(await items()).toEqual(before);
    // The site itself (same origin, its own Origin) and API clients (neither header) may.
    const sameOrigin = await getApp().inject({
      method: 'GET',
      url: `/api/cart/remove/${itemId}`,
      cookies: { [sessionCookie]: sessionId },
      headers: {
        'sec-fetch-site': 'same-origin',
        origin: 'http://localhost:80',
        host: 'localhost:80',
      },
    });
    expect((await cartOf(sameOrigin)).partsCart).toEqual([]);
    await post('/api/cart', { sessionId, parts: [{ id: partIds[4], qty: 1 }] });
    const again = (await cartOf(await get('/api/cart', sessionId))).partsCart[0]!.itemId;
    expect((await cartOf(await get(`/api/cart/remove/${again}`, sessionId))).partsCart).toEqual([]);
  });

  it('limits cart changes per address on every route that changes a cart (429 JSON)', async () => {
    const app = await buildTestApp(getDb(), {
      rateLimits: { cart: { max: 2, timeWindow: 60_000 } },
    });
    try {
      const sessionId = await newSession(app);
      const send = (method: 'POST' | 'GET' | 'DELETE', url: string, body?: unknown) =>
        app.inject({
          method,
          url,
          remoteAddress: '10.1.2.3',
          headers: { [sessionHeader]: sessionId, 'content-type': 'application/json' },
          ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
        });
      const add = () => send('POST', '/api/cart', { parts: [{ id: partIds[8], qty: 1 }] });
      const itemId = (await cartOf(await add())).partsCart[0]!.itemId;
      const qty = () => send('POST', '/api/cart/qty', { itemId, qty: 2 });
      const remove = () => send('GET', `/api/cart/remove/${itemId}`);
      const del = () => send('DELETE', `/api/cart/items/${itemId}`);
      expect((await add()).statusCode).toBe(200);
      expect((await qty()).statusCode).toBe(200);
      expect((await qty()).statusCode).toBe(200);
      expect((await remove()).statusCode).toBe(200);
      expect((await remove()).statusCode).toBe(404);
      expect((await del()).statusCode).toBe(404);
      expect((await del()).statusCode).toBe(404);
      for (const res of [await add(), await qty(), await remove(), await del()]) {
        expect(res.statusCode).toBe(429);
        expect(apiErrorSchema.parse(res.json()).error.code).toBe('rate_limited');
      }
      // Reading the cart is not a change.
      expect((await send('GET', '/api/cart')).statusCode).toBe(200);
      // Another address has its own counts.
      const other = await app.inject({
        method: 'POST',
        url: '/api/cart',
        remoteAddress: '10.1.2.4',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ sessionId, parts: [{ id: partIds[8], qty: 1 }] }),
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
