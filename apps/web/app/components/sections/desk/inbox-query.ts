import type { InboxKind } from '@contrail/contracts';
import { inboxStatusLabels, inboxStatuses, type InboxStatus } from '@contrail/contracts/desk-terms';

/** The inbox's filters as the page's URL carries them (`/desk?status=new&kind=inquiry&q=an3&page=2`). */
export interface InboxFilters {
  status: InboxStatus | '';
  kind: InboxKind | '';
  /** `me`, `none` (unassigned), a staff id, or '' for anyone. */
  assigned: string;
  q: string;
  page: number;
}

export const noFilters: InboxFilters = { status: '', kind: '', assigned: '', q: '', page: 1 };

const isStatus = (value: string | null): value is InboxStatus =>
  (inboxStatuses as readonly (string | null)[]).includes(value);
const isKind = (value: string | null): value is InboxKind =>
  value === 'inquiry' || value === 'booking';

/** Reads the filters from a query string; a value the API would refuse is left out (a hand-edited URL). */
export function filtersFrom(params: URLSearchParams): InboxFilters {
  const status = params.get('status');
  const kind = params.get('kind');
  const assigned = params.get('assigned') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    status: isStatus(status) ? status : '',
    kind: isKind(kind) ? kind : '',
    assigned: /^(me|none|\d{1,9})$/.test(assigned) ? assigned : '',
    q: (params.get('q') ?? '').trim().slice(0, 80),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The query string of the filters, in a fixed order, defaults left out ('' when none is set). */
export function searchOf(filters: InboxFilters): string {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.assigned) params.set('assigned', filters.assigned);
  if (filters.q) params.set('q', filters.q);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

/** Whether any filter narrows the list (the page number aside). */
export const isFiltered = (filters: InboxFilters) =>
  Boolean(filters.status || filters.kind || filters.assigned || filters.q);

/** One line saying what the list shows, for the results' heading and screen readers. */
export function describeFilters(filters: InboxFilters, team: { id: number; name: string }[]) {
  const parts: string[] = [];
  if (filters.status) parts.push(inboxStatusLabels[filters.status].toLowerCase());
  if (filters.kind) parts.push(filters.kind === 'inquiry' ? 'inquiries' : 'bookings');
  if (filters.assigned === 'me') parts.push('assigned to you');
  else if (filters.assigned === 'none') parts.push('unassigned');
  else if (filters.assigned) {
    const member = team.find((m) => String(m.id) === filters.assigned);
    parts.push(`assigned to ${member?.name ?? `member ${filters.assigned}`}`);
  }
  if (filters.q) parts.push(`matching “${filters.q}”`);
  return parts.join(', ');
}

/** The page of a desk item: an inquiry's or a booking's, by its reference. */
export const itemHref = (id: string) =>
  `${id.startsWith('Q-') ? '/desk/inquiry' : '/desk/booking'}?id=${encodeURIComponent(id)}`;

/** Desk dates: day and time in UTC, as the mails and audit log show them. */
export const deskWhen = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }) + ' UTC';
