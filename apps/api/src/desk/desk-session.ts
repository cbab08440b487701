import {
  deskErrors,
  deskSessionCookie,
  secureDeskSessionCookie,
  type StaffRole,
} from '@contrail/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { requestCookies } from '../session/session.ts';
import type { StaffRow } from './desk-repository.ts';

/** A desk session ends after this long without a request… */
export const deskIdleMs = 30 * 60 * 1000;
/** …and this long after sign-in, whatever the activity. */
export const deskAbsoluteMs = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often. */
const touchEveryMs = 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member, set by requireStaff. */
    staff?: StaffRow;
  }
}

/** Secure cookies (`__Host-`): in production, with SECURE_COOKIES, or over https. */
const secureFor = (request: FastifyRequest) =>
  request.server.config.secureCookies || request.protocol === 'https';

/**
 * The desk session id the request's cookie carries. With secure cookies only the `__Host-` one
 * counts (a sibling subdomain cannot plant it); over plain http in development the plain one.
 */
export function deskSessionId(request: FastifyRequest): string | null {
  const cookies = requestCookies(request);
  const value = secureFor(request)
    ? cookies[secureDeskSessionCookie]
    : (cookies[secureDeskSessionCookie] ?? cookies[deskSessionCookie]);
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

/**
 * Sets the desk cookie: HttpOnly, SameSite=Strict, path `/`, Secure with the `__Host-` prefix in
 * production; a session cookie for the browser (no Max-Age): the server's idle and absolute expiry
 * decide how long it works.
 */
export function setDeskCookie(request: FastifyRequest, reply: FastifyReply, id: string): void {
  const secure = secureFor(request);
  reply.setCookie(secure ? secureDeskSessionCookie : deskSessionCookie, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure,
  });
}

export function clearDeskCookie(request: FastifyRequest, reply: FastifyReply): void {
  const secure = secureFor(request);
  reply.clearCookie(secure ? secureDeskSessionCookie : deskSessionCookie, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure,
  });
}

const crossSite = () =>
  new HttpError(403, deskErrors.crossSite, 'This change must be made from the desk itself.');

/**
 * Every state-changing desk request (and every sign-in) must show that the desk's own pages sent
 * it: an `Origin` naming this host, and no `Sec-Fetch-Site` other than `same-origin`. A request with
 * no `Origin` is refused too (every browser sends one on a POST), unlike the public API's check.
 */
export function requireSameOrigin(request: FastifyRequest): void {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') throw crossSite();
  const origin = request.headers.origin;
  if (origin === undefined) throw crossSite();
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw crossSite();
  }
  const plain = (value: string) => value.toLowerCase().replace(/:(?:80|443)$/, '');
  if (host === '' || plain(host) !== plain(request.host)) throw crossSite();
}

/**
 * The signed-in, active staff member of the request, with one of `roles` (any role when empty):
 * 401 `desk_session_required` without a live session (expired, idle, signed out, account
 * disabled), 403 `forbidden_role` for the wrong role. Refreshes the session's activity.
 */
export async function requireStaff(
  request: FastifyRequest,
  roles: readonly StaffRole[] = [],
): Promise<StaffRow> {
  const { desk } = request.server.repositories;
  const id = deskSessionId(request);
  const session = id ? await desk.session(id) : undefined;
  const now = Date.now();
  const live =
    session &&
    Date.parse(session.expires_at) > now &&
    now - Date.parse(session.last_seen_at) < deskIdleMs;
  const staff = live ? await desk.staffById(session.staff_id) : undefined;
  if (!id || !session || !staff || staff.status !== 'active') {
    if (id && session && !live) await desk.deleteSession(id);
    throw new HttpError(401, deskErrors.sessionRequired, 'Sign in to the desk first.');
  }
  if (roles.length > 0 && !roles.includes(staff.role)) {
    throw new HttpError(403, deskErrors.forbidden, 'Your role does not allow this.');
  }
  if (now - Date.parse(session.last_seen_at) > touchEveryMs) await desk.touchSession(id);
  request.staff = staff;
  return staff;
}

/**
 * A desk route's preValidation hook: for a change, the same-origin check; then the session and the
 * role. Both run before the body is validated, so a caller without a session learns nothing from
 * validation messages. The handler reads the member from `request.staff`.
 */
export const deskGuard =
  (roles: readonly StaffRole[], change: boolean) => async (request: FastifyRequest) => {
    if (change) requireSameOrigin(request);
    await requireStaff(request, roles);
  };

/** The member deskGuard let in. */
export function guardedStaff(request: FastifyRequest): StaffRow {
  if (!request.staff)
    throw new HttpError(401, deskErrors.sessionRequired, 'Sign in to the desk first.');
  return request.staff;
}
