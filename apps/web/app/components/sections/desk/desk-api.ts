import type {
  AuditResponse,
  BookingDetail,
  DeskMeResponse,
  DeskQuote,
  DeskSessionResponse,
  DeskTeamResponse,
  InboxItem,
  InboxResponse,
  InboxStatus,
  InquiryDetail,
  QuoteRequest,
  Staff,
  StaffListResponse,
} from '@contrail/contracts';
import { ApiRequestError, apiFetch } from '~/lib/http.ts';

export type { Staff };

/** The desk's calls: same-origin JSON (the browser adds Origin and Sec-Fetch-Site, which the API checks). */
export const deskApi = {
  me: async () => (await apiFetch('desk/me')).data as DeskMeResponse,
  /** The signed-in member, or `{ staff: null }` for a visitor (no 401 in the console). */
  session: async () => (await apiFetch('desk/session')).data as DeskSessionResponse,
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
  team: async () => (await apiFetch('desk/team')).data as DeskTeamResponse,
  /** `search`: the inbox's query string as the page's URL carries it (`status=…&q=…&page=…`). */
  inbox: async (search: string, signal?: AbortSignal) =>
    (await apiFetch(`desk/inbox${search ? `?${search}` : ''}`, { signal })).data as InboxResponse,
  inquiry: async (id: string) =>
    (await apiFetch(`desk/inquiries/${encodeURIComponent(id)}`)).data as InquiryDetail,
  booking: async (id: string) =>
    (await apiFetch(`desk/bookings/${encodeURIComponent(id)}`)).data as BookingDetail,
  updateItem: async (id: string, body: { status?: InboxStatus; assignedTo?: number | null }) =>
    (await apiFetch(`desk/items/${encodeURIComponent(id)}`, { method: 'PATCH', body }))
      .data as InboxItem,
  addNote: async (id: string, text: string) => {
    await apiFetch(`desk/items/${encodeURIComponent(id)}/notes`, {
      method: 'POST',
      body: { text },
    });
  },
  sendQuote: async (id: string, body: QuoteRequest) =>
    (await apiFetch(`desk/inquiries/${encodeURIComponent(id)}/quotes`, { method: 'POST', body }))
      .data as DeskQuote,
  revokeQuote: async (id: string, quoteId: string) => {
    await apiFetch(
      `desk/inquiries/${encodeURIComponent(id)}/quotes/${encodeURIComponent(quoteId)}/revoke`,
      { method: 'POST' },
    );
  },
  answerBooking: async (id: string, body: { decision: 'confirm' | 'decline'; message: string }) =>
    (await apiFetch(`desk/bookings/${encodeURIComponent(id)}/answer`, { method: 'POST', body }))
      .data as InboxItem,
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
