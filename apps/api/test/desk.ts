import type { StaffRole } from '@contrail/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { DbHandle } from '../src/db/index.ts';
import { inviteStaff } from '../src/desk/desk-invite.ts';

/** The origin the desk tests' app believes it is (SITE_ORIGIN) and the Host inject sends. */
export const deskOrigin = 'http://localhost';
/** Headers of a request the desk's own page sends. */
export const sameOrigin = { origin: deskOrigin, 'sec-fetch-site': 'same-origin' };

/** A desk request: JSON, from the desk's own page, with the session cookie when given. */
export function deskRequest(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  options: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
) {
  const request: InjectOptions = {
    method,
    url,
    headers: {
      ...(method === 'GET' ? {} : sameOrigin),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
    ...(options.cookie ? { cookies: { contrail_desk: options.cookie } } : {}),
  };
  return app.inject(request);
}

/** The desk cookie an answer sets. */
export const deskCookie = (res: { cookies: Array<{ name: string; value: string }> }) =>
  res.cookies.find((c) => c.name === 'contrail_desk' || c.name === '__Host-contrail_desk')?.value;

let counter = 0;
/** Invites and sets up a member with a password; answers its address, password and session cookie. */
export async function staffWithPassword(
  app: FastifyInstance,
  db: DbHandle,
  role: StaffRole,
  email = `staff${++counter}-${Date.now()}@desk.test`,
) {
  const password = 'correct horse battery';
  const { link } = await inviteStaff(
    db.db,
    { siteOrigin: deskOrigin },
    { email, role, print: true },
  );
  const token = new URL(link).hash.replace('#token=', '');
  const res = await deskRequest(app, 'POST', '/api/desk/setup/password', {
    body: { token, name: `Test ${role}`, password },
  });
  if (res.statusCode !== 200) throw new Error(`set-up failed: ${res.body}`);
  const { staff } = res.json<{ staff: { id: number } }>();
  return { email, password, id: staff.id, cookie: deskCookie(res)! };
}
