import { apiRequest, ApiRequestError } from '~/lib/api.ts';
import { answers, sessionIdPattern } from './answers.ts';
import { storage, storageKeys } from './storage.ts';

let pending: Promise<string> | null = null;

/** The stored session id, if it looks valid. */
export function storedSessionId(): string | null {
  const id = storage.get(storageKeys.session);
  return id && sessionIdPattern.test(id) ? id : null;
}

/** The visitor's session id: from localStorage, else a new one from POST /api/session (one call at a time). */
export async function getSessionId(): Promise<string> {
  const stored = storedSessionId();
  if (stored) return stored;
  pending ??= apiRequest('session', answers.session, { method: 'POST', body: {} })
    .then(({ data }) => {
      storage.set(storageKeys.session, data.sessionId);
      return data.sessionId;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** True when the server does not know the session (expired, purged, or another server's). */
export function isUnknownSession(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  if (error.status === 401) return true;
  return error.status === 404 && /session/i.test(`${error.code ?? ''} ${error.message}`);
}

/** Runs a call with the session id; when the server answers "unknown session", gets a new one and retries once. */
export async function withSession<T>(call: (sessionId: string) => Promise<T>): Promise<T> {
  const sessionId = await getSessionId();
  try {
    return await call(sessionId);
  } catch (error) {
    if (!isUnknownSession(error)) throw error;
    storage.set(storageKeys.session, null);
    return call(await getSessionId());
  }
}
