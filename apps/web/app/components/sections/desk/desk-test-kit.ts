import type { Staff } from '@contrail/contracts';

/** Test helpers shared by the desk's component tests: a JSON answer and a staff member. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const staffMember = (changes: Partial<Staff> = {}): Staff => ({
  id: 1,
  email: 'dan@desk.test',
  name: 'Dan Desk',
  role: 'desk',
  status: 'active',
  passkeys: 0,
  hasPassword: true,
  createdAt: '2026-12-01T00:00:00Z',
  ...changes,
});
