import { apiRequest, ApiRequestError } from '~/lib/api.ts';
import { answers } from './answers.ts';
import { rememberSession, sessionKnown } from './storage.ts';

let pending: Promise<void> | null = null;

/**
 * Gets this browser a session: POST /api/session sets the httpOnly session cookie, which every later
 * call carries. The id in its answer is not kept anywhere a page script could read it. One call at a time.
 */
export function startSession(): Promise<void> {
  pending ??= apiRequest('session', answers.session, { method: 'POST', body: {} })
    .then(() => rememberSession(true))
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

/** Runs a call that needs the session (cookie); when the server answers "unknown session", starts a new one and retries once. */
export async function withSession<T>(call: () => Promise<T>): Promise<T> {
  if (!sessionKnown()) await startSession();
  try {
    return await call();
  } catch (error) {
    if (!isUnknownSession(error)) throw error;
    rememberSession(false);
    await startSession();
    return call();
  }
}
