import type { Generated } from 'kysely';
import type { BookingTables } from '../booking/booking-schema.ts';
import type { CartTables } from '../cart/cart-schema.ts';
import type { CatalogueTables } from '../catalogue/catalogue-schema.ts';
import type { DiagramTables } from '../catalogue/diagram/diagram-schema.ts';
import type { DeskTables } from '../desk/desk-schema.ts';
import type { InquiryTables } from '../inquiry/inquiry-schema.ts';

/**
 * Column conventions (same on SQLite and PostgreSQL; see README.md):
 * - timestamps are TEXT holding ISO-8601 UTC (`new Date().toISOString()`), so they compare as strings;
 * - booleans are INTEGER 0/1 (better-sqlite3 cannot bind JS booleans);
 * - JSON is TEXT (serialise it yourself).
 */

export interface SessionsTable {
  id: string;
  created_at: string;
  last_seen_at: string;
}

export type SubscriberStatus = 'pending' | 'confirmed';

export interface SubscribersTable {
  id: Generated<number>;
  email: string;
  created_at: string;
  /** Counted as subscribed only once confirmed through the link in the confirmation mail. */
  status: Generated<SubscriberStatus>;
  /** SHA-256 (hex) of the token in the last confirmation mail; the token itself is never stored. */
  token_hash: string | null;
  token_expires_at: string | null;
  /** When the last confirmation mail was queued: at most one a day per address. */
  confirmation_sent_at: string | null;
  confirmed_at: string | null;
}

/** A fixed-window counter of mail to visitor addresses (mail/caps.ts). */
export interface MailCapCountsTable {
  /** `r:<address hash>:<day>` or `g:<hour>`. */
  bucket: string;
  hits: number;
  /** End of the window: the row may be deleted after it. */
  expires_at: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  email: string;
  name: string | null;
  phone: string | null;
  subject: string | null;
  message: string | null;
  consent: number | null;
  created_at: string;
}

export type MailStatus = 'pending' | 'sent' | 'failed';

export interface MailOutboxTable {
  id: Generated<number>;
  /** JSON array of `{ name?, address }`. */
  recipients: string;
  /** JSON `{ name?, address }` or null. */
  reply_to: string | null;
  subject: string;
  text: string;
  html: string | null;
  status: MailStatus;
  attempts: number;
  /** When the worker may (re)try it; also a lease while a worker is sending it. */
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/**
 * Every table of the application. Add yours here (define the table interfaces in your own area's
 * file and list them below) together with a migration in ./migrations.
 */
export interface Database
  extends CatalogueTables, DiagramTables, CartTables, InquiryTables, BookingTables, DeskTables {
  sessions: SessionsTable;
  subscribers: SubscribersTable;
  contact_messages: ContactMessagesTable;
  mail_outbox: MailOutboxTable;
  mail_cap_counts: MailCapCountsTable;
}
