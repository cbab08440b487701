import type { AuditResponse, DeskMeResponse, Staff, StaffListResponse } from '@contrail/contracts';
import { ApiRequestError, apiFetch } from '~/lib/http.ts';

export type { Staff };

/** The desk's calls: same-origin JSON (the browser adds Origin and Sec-Fetch-Site, which the API checks). */
export const deskApi = {
  me: async () => (await apiFetch('desk/me')).data as DeskMeResponse,
  invite: async (token: string) =>
    (await apiFetch('desk/invite', { method: 'POST', body: { token } })).data as {
      email: string;
      role: Staff['role'];
      expiresAt: string;
    },
  passkeyOptions: async (token?: string) =>
    (
      await apiFetch('desk/passkey/options', {
        method: 'POST',
        body: token ? { token } : {},
      })
    ).data as { challengeId: string; options: Record<string, unknown> },
  setupPasskey: async (body: {
    token: string;
    name: string;
    challengeId: string;
    credential: unknown;
  }) => (await apiFetch('desk/setup/passkey', { method: 'POST', body })).data as DeskMeResponse,
  setupPassword: async (body: { token: string; name: string; password: string }) =>
    (await apiFetch('desk/setup/password', { method: 'POST', body })).data as DeskMeResponse,
  signInPasskey: async (body: { challengeId: string; credential: unknown }) =>
    (await apiFetch('desk/signin/passkey', { method: 'POST', body })).data as DeskMeResponse,
  signInPassword: async (body: { email: string; password: string }) =>
    (await apiFetch('desk/signin/password', { method: 'POST', body })).data as DeskMeResponse,
  signOut: async () => {
    await apiFetch('desk/signout', { method: 'POST' });
  },
  staff: async () => (await apiFetch('desk/staff')).data as StaffListResponse,
  updateStaff: async (id: number, body: { role?: Staff['role']; status?: 'active' | 'disabled' }) =>
    (await apiFetch(`desk/staff/${id}`, { method: 'PATCH', body })).data as DeskMeResponse,
  audit: async (before?: number) =>
    (await apiFetch(`desk/audit?limit=50${before ? `&before=${before}` : ''}`))
      .data as AuditResponse,
};

/** The message to show for a failed desk call. */
export function deskErrorText(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  if (error instanceof DOMException && error.name === 'NotAllowedError')
    return 'The passkey prompt was closed or timed out. Try again.';
  return 'The desk could not be reached. Check your connection and try again.';
}

export const isSessionMissing = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 401;
