import { apiErrorSchema, cartResponseSchema, maxQty, sessionHeader } from '@contrail/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { postJson, useTestApp } from '../../test/app.ts';
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
});
