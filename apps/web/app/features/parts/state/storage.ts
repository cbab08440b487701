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
  /** '1' once this browser has a session on the server; the id itself is only in the httpOnly cookie. */
  hasSession: 'contrail.parts.has-session',
  /** Where earlier versions kept the session id itself, readable by any script on the page: removed. */
  legacySession: 'contrail.parts.session',
  catalog: 'contrail.parts.catalog',
  /** A copy of the cart older versions kept; the server holds the cart now, so it is removed. */
  legacyCart: 'contrail.parts.cart',
  email: 'contrail.parts.email',
} as const;

/**
 * Whether this browser has a session on the server (its cookie is httpOnly, so scripts cannot see it).
 * A session id stored by an earlier version is removed and counts as one: its cookie was set with it.
 */
export function sessionKnown(): boolean {
  if (storage.get(storageKeys.legacySession) !== null) {
    storage.set(storageKeys.legacySession, null);
    storage.set(storageKeys.hasSession, '1');
  }
  return storage.get(storageKeys.hasSession) === '1';
}

/** Records whether the server knows this browser's session. */
export function rememberSession(known: boolean): void {
  storage.set(storageKeys.hasSession, known ? '1' : null);
}
