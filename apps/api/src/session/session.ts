import { randomBytes } from 'node:crypto';
import {
  secureSessionCookie,
  sessionCookie,
  sessionHeader,
  sessionIdSchema,
} from '@contrail/contracts';
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

/** The session id of the request's own cookie (the `__Host-` one first), if well-formed. */
export function cookieSessionId(request: FastifyRequest): string | null {
  const cookies = requestCookies(request);
  return valid(cookies[secureSessionCookie]) ?? valid(cookies[sessionCookie]);
}

/**
 * The session id a request carries: `sessionId` in a JSON body or the X-Session-Id header (API
 * integrations without cookies), else the session cookie (the site's own client). Null when absent
 * or malformed (it is not checked against the database; use requireSession for that). Throws a 403
 * `session_mismatch` when a body or header id differs from the cookie's or from each other: a page
 * or script may not act on another session than the browser's own.
 */
export function getSessionId(request: FastifyRequest): string | null {
  const body = request.body;
  const fromBody =
    body && typeof body === 'object' && 'sessionId' in body
      ? valid((body as { sessionId?: unknown }).sessionId)
      : null;
  const claims = [fromBody, valid(request.headers[sessionHeader]), cookieSessionId(request)];
  const [first, ...others] = claims.filter((id): id is string => id !== null);
  if (first && others.some((id) => id !== first)) {
    throw new HttpError(
      403,
      'session_mismatch',
      "The session id sent differs from the session cookie's; send the cookie alone.",
    );
  }
  return first ?? null;
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

/**
 * Sets the session cookie: httpOnly (no page script reads it), SameSite=Lax (None with
 * config.crossSiteCookies, for a site on another domain than the API), and Secure with the `__Host-` prefix
 * in production (config.secureCookies), with cross-site cookies, or when the request came over https. The
 * plain-named cookie of earlier versions is cleared once the secure one is set.
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, id: string): void {
  const { crossSiteCookies, secureCookies } = request.server.config;
  // A site on another registrable domain (CROSS_SITE_COOKIES) needs SameSite=None, which browsers take
  // only with Secure.
  const secure = crossSiteCookies || secureCookies || request.protocol === 'https';
  const sameSite = crossSiteCookies ? 'none' : 'lax';
  const options = { path: '/', httpOnly: true, sameSite, secure } as const;
  reply.setCookie(secure ? secureSessionCookie : sessionCookie, id, {
    ...options,
    maxAge: sessionCookieMaxAge,
  });
  if (secure && requestCookies(request)[sessionCookie] !== undefined) {
    reply.clearCookie(sessionCookie, { path: '/' });
  }
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

/** The sessions table, bound to a database or a transaction (`app.repositories.sessions`). */
export function createSessionRepository(db: Executor) {
  return {
    create: () => createSession(db),
    find: (id: string | null | undefined) => findSession(db, id),
    require: (id: string | null | undefined) => requireSession(db, id),
    prune: (maxAgeMs?: number) => pruneSessions(db, maxAgeMs),
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
