/** The demo shop's cart: a tiny external store, kept in localStorage so it survives reloads. */

export const cartStorageKey = 'contrail.shop-cart';

export interface CartLine {
  productId: string;
  colour: string;
  size?: string;
  quantity: number;
}

export interface CartState {
  lines: readonly CartLine[];
  /** The applied coupon code, if any. */
  coupon?: string;
}

export const emptyCart: CartState = { lines: [] };

/** One line per product + options: adding the same choice again raises its quantity. */
export const lineKey = (line: Pick<CartLine, 'productId' | 'colour' | 'size'>) =>
  [line.productId, line.colour, line.size ?? ''].join('|');

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

const clampQuantity = (quantity: number) => Math.min(99, Math.max(1, Math.round(quantity) || 1));

function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.productId === 'string' &&
    typeof line.colour === 'string' &&
    (line.size === undefined || typeof line.size === 'string') &&
    typeof line.quantity === 'number'
  );
}

/** The stored cart, or an empty one when nothing (or something unreadable) is stored. */
export function parseCart(raw: string | null): CartState {
  if (!raw) return emptyCart;
  try {
    const data = JSON.parse(raw) as { lines?: unknown; coupon?: unknown };
    const lines = Array.isArray(data.lines) ? data.lines.filter(isCartLine) : [];
    return {
      lines: lines.map((line) => ({ ...line, quantity: clampQuantity(line.quantity) })),
      coupon: typeof data.coupon === 'string' ? data.coupon : undefined,
    };
  } catch {
    return emptyCart;
  }
}

export interface CartStore {
  getSnapshot: () => CartState;
  getServerSnapshot: () => CartState;
  subscribe: (listener: () => void) => () => void;
  add: (line: CartLine) => void;
  setQuantity: (key: string, quantity: number) => void;
  remove: (key: string) => void;
  setCoupon: (code: string | undefined) => void;
  clear: () => void;
  /** Re-reads the storage (another tab changed it). */
  reload: () => void;
}

/** A cart store over `storage` (localStorage in the browser); read lazily on first use. */
export function createCartStore(storage: () => KeyValueStorage | undefined): CartStore {
  let state: CartState | undefined;
  const listeners = new Set<() => void>();

  const read = () => {
    try {
      return parseCart(storage()?.getItem(cartStorageKey) ?? null);
    } catch {
      return emptyCart;
    }
  };
  const current = () => (state ??= read());
  const commit = (next: CartState) => {
    state = next;
    try {
      storage()?.setItem(cartStorageKey, JSON.stringify(next));
    } catch {
      // Private mode or a full quota: the cart still works for this page view.
    }
    listeners.forEach((listener) => listener());
  };

  return {
    getSnapshot: current,
    getServerSnapshot: () => emptyCart,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(line) {
      const { lines, coupon } = current();
      const key = lineKey(line);
      const existing = lines.find((l) => lineKey(l) === key);
      const next = existing
        ? lines.map((l) =>
            l === existing ? { ...l, quantity: clampQuantity(l.quantity + line.quantity) } : l,
          )
        : [...lines, { ...line, quantity: clampQuantity(line.quantity) }];
      commit({ lines: next, coupon });
    },
    setQuantity(key, quantity) {
      const { lines, coupon } = current();
      commit({
        lines: lines.map((l) =>
          lineKey(l) === key ? { ...l, quantity: clampQuantity(quantity) } : l,
        ),
        coupon,
      });
    },
    remove(key) {
      const { lines, coupon } = current();
      const next = lines.filter((l) => lineKey(l) !== key);
      commit({ lines: next, coupon: next.length ? coupon : undefined });
    },
    setCoupon(code) {
      commit({ lines: current().lines, coupon: code });
    },
    clear() {
      commit(emptyCart);
    },
    reload() {
      state = read();
      listeners.forEach((listener) => listener());
    },
  };
}

/** The page's cart, shared by every shop page. */
export const cartStore = createCartStore(() =>
  typeof window === 'undefined' ? undefined : window.localStorage,
);
