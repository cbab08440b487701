import { describe, expect, it } from 'vitest';
import { cartStorageKey, createCartStore, lineKey, parseCart } from './cart-store.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

const chair = { productId: 'ashford-lounge-chair', colour: 'oak', quantity: 1 };

describe('the demo cart store', () => {
  it('adds lines, merges the same product and options, and keeps them in storage', () => {
    const storage = memoryStorage();
    const store = createCartStore(() => storage);
    store.add(chair);
    store.add({ ...chair, quantity: 2 });
    store.add({ ...chair, colour: 'sand' });
    expect(store.getSnapshot().lines.map((l) => [l.colour, l.quantity])).toEqual([
      ['oak', 3],
      ['sand', 1],
    ]);
    // A new store over the same storage (a reload) sees the same cart.
    const reloaded = createCartStore(() => storage);
    expect(reloaded.getSnapshot().lines).toHaveLength(2);
    expect(JSON.parse(storage.data.get(cartStorageKey) ?? '{}').lines).toHaveLength(2);
  });

  it('never lets a quantity drop below 1 or pass 99, and removes lines', () => {
    const store = createCartStore(() => memoryStorage());
    store.add(chair);
    const key = lineKey(chair);
    store.setQuantity(key, 0);
    expect(store.getSnapshot().lines[0]?.quantity).toBe(1);
    store.setQuantity(key, 250);
    expect(store.getSnapshot().lines[0]?.quantity).toBe(99);
    store.setCoupon('FLIGHT10');
    store.remove(key);
    expect(store.getSnapshot()).toEqual({ lines: [], coupon: undefined });
  });

  it('notifies subscribers and clears', () => {
    const store = createCartStore(() => memoryStorage());
    let calls = 0;
    const stop = store.subscribe(() => (calls += 1));
    store.add(chair);
    store.clear();
    stop();
    store.add(chair);
    expect(calls).toBe(2);
  });

  it('works without storage, or with storage that throws', () => {
    const none = createCartStore(() => undefined);
    none.add(chair);
    expect(none.getSnapshot().lines).toHaveLength(1);
    const broken = createCartStore(() => ({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    }));
    expect(broken.getSnapshot().lines).toEqual([]);
    broken.add(chair);
    expect(broken.getSnapshot().lines).toHaveLength(1);
  });

  it('reads garbage in storage as an empty cart and drops malformed lines', () => {
    expect(parseCart('not json')).toEqual({ lines: [] });
    expect(parseCart(null)).toEqual({ lines: [] });
    expect(
      parseCart(JSON.stringify({ lines: [chair, { productId: 3 }, { ...chair, quantity: -4 }] }))
        .lines,
    ).toEqual([chair, { ...chair, quantity: 1 }]);
  });
});
