import { randomBytes } from 'node:crypto';
import { sessionCookie, sessionHeader, sessionIdSchema } from '@contrail/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { nowIso, type Executor } from '../db/index.ts';
import { HttpError } from '../http/errors.ts';

/** 24 random bytes → 32 base64url characters (192 bits). */
export const newSessionId = (): string => randomBytes(24).toString('base64url');

export const sessionCookieMaxAge = 180 * 24 * 60 * 60;
/** last_seen_at is refreshed at most this often, so reads do not write on every request. */
const touchEveryMs = 60 * 60 * 1000;

const valid = (value: unknown): string | null =>
  typeof value === 'string' && sessionIdSchema.safeParse(value).success ? value : null;

/**
 * The session id a request carries: `sessionId` in a JSON body, else the X-Session-Id header,
 * else the contrail_session cookie. Null when absent or malformed (it is not checked against the
 * database; use requireSession for that).
 */
export function getSessionId(request: FastifyRequest): string | null {
  const body = request.body;
  if (body && typeof body === 'object' && 'sessionId' in body) {
    const fromBody = valid((body as { sessionId?: unknown }).sessionId);
    if (fromBody) return fromBody;
  }
  return valid(request.headers[sessionHeader]) ?? valid(requestCookies(request)[sessionCookie]);
}

/**
 * The request's cookies, parsed on first use: the cookie plugin runs without a parsing hook (app.ts),
 * so the many requests that never look at a cookie do not pay for parsing them.
 */
export function requestCookies(request: FastifyRequest): Record<string, string | undefined> {
  if (!request.cookies) {
    const header = request.headers.cookie;
    request.cookies = header ? request.server.parseCookie(header) : {};
  }
  return request.cookies;
}

export async function createSession(db: Executor): Promise<string> {
  const id = newSessionId();
  const now = nowIso();
  await db.insertInto('sessions').values({ id, created_at: now, last_seen_at: now }).execute();
  return id;
}

/** True when the session exists; refreshes its last_seen_at now and then. */
export async function findSession(db: Executor, id: string | null | undefined): Promise<boolean> {
  if (!valid(id)) return false;
  const row = await db
    .selectFrom('sessions')
    .select('last_seen_at')
    .where('id', '=', id!)
    .executeTakeFirst();
  if (!row) return false;
  if (Date.now() - Date.parse(row.last_seen_at) > touchEveryMs) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: nowIso() })
      .where('id', '=', id!)
      .execute();
  }
  return true;
}

/**
 * Returns the id when the session exists; otherwise throws a 401 `session_required` error
 * (the client should POST /api/session and retry).
 */
export async function requireSession(db: Executor, id: string | null | undefined): Promise<string> {
  if (id && (await findSession(db, id))) return id;
  throw new HttpError(401, 'session_required', 'A session is required: POST /api/session first.');
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, id: string): void {
  reply.setCookie(sessionCookie, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: sessionCookieMaxAge,
  });
}

/**
 * Deletes sessions not seen for `maxAgeMs` (default: the cookie's lifetime, after which no browser
 * can present them); their carts go with them (ON DELETE CASCADE). Returns how many were removed.
 */
export async function pruneSessions(
  db: Executor,
  maxAgeMs = sessionCookieMaxAge * 1000,
): Promise<number> {
  const cutoff = nowIso(new Date(Date.now() - maxAgeMs));
  const result = await db
    .deleteFrom('sessions')
    .where('last_seen_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
