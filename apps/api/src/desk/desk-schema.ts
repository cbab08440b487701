import type { Generated } from 'kysely';

export type StaffRole = 'desk' | 'admin';
export type StaffStatus = 'invited' | 'active' | 'disabled';

/** A member of the desk's staff (migration 0051-desk-staff). */
export interface StaffTable {
  id: Generated<number>;
  /** Lower case; unique. */
  email: string;
  name: string;
  role: StaffRole;
  status: StaffStatus;
  /** argon2id (PHC string), or null when the account signs in with passkeys only. */
  password_hash: string | null;
  created_at: string;
  activated_at: string | null;
  disabled_at: string | null;
}

/** A one-time set-up link: only the SHA-256 of its token is kept. */
export interface StaffInvitesTable {
  token_hash: string;
  staff_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A passkey (WebAuthn credential) of a staff member. */
export interface StaffPasskeysTable {
  /** base64url. */
  credential_id: string;
  staff_id: number;
  /** base64url of the COSE public key. */
  public_key: string;
  /** The authenticator's signature counter (PostgreSQL answers a bigint as text). */
  counter: number | string;
  /** Comma-separated (usb, internal, hybrid…). */
  transports: string;
  created_at: string;
  last_used_at: string | null;
}

/** A signed-in desk session: only the SHA-256 of the cookie's id is kept. */
export interface DeskSessionsTable {
  id_hash: string;
  staff_id: number;
  created_at: string;
  last_seen_at: string;
  /** The absolute expiry, whatever the activity. */
  expires_at: string;
}

/** A WebAuthn challenge handed out and not yet answered (single use, short-lived). */
export interface DeskChallengesTable {
  id: string;
  challenge: string;
  purpose: 'register' | 'authenticate';
  staff_id: number | null;
  expires_at: string;
}

/** Failed password sign-ins per account (`a:<hash>`) and per client address (`i:<ip>`). */
export interface SigninThrottleTable {
  bucket: string;
  failures: number;
  window_started_at: string;
  locked_until: string | null;
}

/** Who changed what and when. */
export interface AuditLogTable {
  id: Generated<number>;
  staff_id: number | null;
  staff_email: string;
  action: string;
  target: string;
  /** JSON object. */
  detail: string;
  ip: string;
  created_at: string;
}

/** An internal note on an inquiry or a booking (migration 0052). */
export interface DeskNotesTable {
  id: Generated<number>;
  item_kind: 'inquiry' | 'booking';
  item_id: string;
  staff_id: number;
  staff_name: string;
  text: string;
  created_at: string;
}

export interface QuotesTable {
  /** `QT-` and ten characters: the reference the customer reads. */
  id: string;
  inquiry_id: string;
  /** SHA-256 of the /quote/<token> link's token. */
  token_hash: string;
  status: 'sent' | 'accepted' | 'revoked' | 'superseded';
  /** YYYY-MM-DD, the last day it may be accepted (UTC). */
  valid_until: string;
  message: string;
  currency: string;
  created_by: number;
  created_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
}

export interface QuoteLinesTable {
  id: Generated<number>;
  quote_id: string;
  line_no: number;
  part_number: string;
  description: string;
  qty: number;
  unit_price_cents: number;
  condition: string;
  availability: string;
  lead_time: string;
  alternate_part: string;
}

export interface QuoteQuestionsTable {
  id: Generated<number>;
  quote_id: string;
  text: string;
  created_at: string;
}

export interface DeskTables {
  desk_notes: DeskNotesTable;
  quotes: QuotesTable;
  quote_lines: QuoteLinesTable;
  quote_questions: QuoteQuestionsTable;
  staff: StaffTable;
  staff_invites: StaffInvitesTable;
  staff_passkeys: StaffPasskeysTable;
  desk_sessions: DeskSessionsTable;
  desk_challenges: DeskChallengesTable;
  signin_throttle: SigninThrottleTable;
  audit_log: AuditLogTable;
}
