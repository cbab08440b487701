/** localStorage that never throws (private mode, quota, prerender without window). */
export const storage = {
  get(key: string): string | null {
    try {
      return typeof window === 'undefined' ? null : window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string | null): void {
    try {
      if (typeof window === 'undefined') return;
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
    } catch {
      // Storage unavailable: the feature still works for this visit.
    }
  },
};

export const storageKeys = {
  session: 'contrail.parts.session',
  catalog: 'contrail.parts.catalog',
  /** A copy of the cart older versions kept; the server holds the cart now, so it is removed. */
  legacyCart: 'contrail.parts.cart',
  email: 'contrail.parts.email',
} as const;
