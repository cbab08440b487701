import type { MailAddress } from '../config.ts';
import { nowIso, type Executor } from '../db/index.ts';
import type { MailCaps } from './caps.ts';
import type { Mailer } from './transport.ts';

/**
 * Whom a mail is for. `desk`: the business's own addresses (parts desk, booking desks); never capped,
 * never dropped. `visitor`: an address typed into a public form (customer copies, confirmations,
 * acknowledgements); counted against the caps (caps.ts) and dropped silently beyond them, and it must
 * carry no free text typed by the sender.
 */
export type MailAudience = 'desk' | 'visitor';

export interface MailMessage {
  audience: MailAudience;
  to: MailAddress | string | Array<MailAddress | string>;
  replyTo?: MailAddress | string | null;
  subject: string;
  text: string;
  html?: string | null;
}

/** Header values never carry line breaks (no header injection); long subjects are cut. */
export const headerSafe = (value: string, max = 250): string =>
  value
    .replace(/[\r\n\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);

const address = (a: MailAddress | string): MailAddress =>
  typeof a === 'string'
    ? { address: headerSafe(a, 254) }
    : { address: headerSafe(a.address, 254), ...(a.name ? { name: headerSafe(a.name, 120) } : {}) };

export type DeskMail = MailMessage & { audience: 'desk' };
export type VisitorMail = MailMessage & { audience: 'visitor' };

/**
 * Queues a mail in the outbox. Pass a transaction to make the mail part of it (it is sent only if
 * the transaction commits). Returns the outbox id. Call `app.outbox.poke()` after commit to send now.
 * A visitor mail needs the caps (`app.mailCaps`): each recipient is counted, and when one is over a
 * cap the mail is not queued and the answer is null (the caller answers the visitor as if it went).
 */
export async function enqueueMail(db: Executor, message: DeskMail): Promise<number>;
export async function enqueueMail(
  db: Executor,
  message: VisitorMail,
  caps: MailCaps,
): Promise<number | null>;
export async function enqueueMail(
  db: Executor,
  message: MailMessage,
  caps?: MailCaps,
): Promise<number | null> {
  const to = (Array.isArray(message.to) ? message.to : [message.to]).map(address);
  if (to.length === 0) throw new Error('A mail needs at least one recipient');
  if (message.audience !== 'desk') {
    if (!caps) throw new Error('A visitor mail is queued with the mail caps (app.mailCaps)');
    for (const recipient of to) {
      if (!(await caps.admit(db, recipient.address)).allowed) return null;
    }
  }
  const now = nowIso();
  const row = await db
    .insertInto('mail_outbox')
    .values({
      recipients: JSON.stringify(to),
      reply_to: message.replyTo ? JSON.stringify(address(message.replyTo)) : null,
      subject: headerSafe(message.subject) || '(no subject)',
      text: message.text,
      html: message.html ?? null,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One Message-ID per outbox row, whatever the attempt (the row's id and creation time, the sender's domain). */
export function stableMessageId(id: number, createdAt: string, from: MailAddress): string {
  const domain = from.address.split('@')[1] ?? 'localhost';
  const created = Date.parse(createdAt);
  return `<outbox-${id}.${Number.isNaN(created) ? 0 : created}@${domain}>`;
}

export interface RetryPolicy {
  /** Delay after the first failure; doubles each time. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this many failed attempts the mail is marked failed (it stays in the table). */
  maxAttempts: number;
  /** How long a worker may hold a mail it is sending before another worker may take it. */
  leaseMs: number;
}

export const defaultRetryPolicy: RetryPolicy = {
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 30,
  leaseMs: 5 * 60_000,
};

export const retryDelay = (attempts: number, policy: RetryPolicy = defaultRetryPolicy): number =>
  Math.min(policy.baseDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs);

export interface ProcessOutboxOptions {
  db: Executor;
  mailer: Mailer;
  from: MailAddress;
  now?: () => Date;
  batchSize?: number;
  retry?: Partial<RetryPolicy>;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Checked before each claim: once it answers true, no further mail is claimed in this run. */
  shouldStop?: () => boolean;
  /** The mails this run holds (id → its lease's next_attempt_at), kept up to date for releaseClaims. */
  claimed?: Map<number, string>;
}

export interface OutboxResult {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Sends the pending mails that are due. Each is claimed first (an optimistic update of its
 * next_attempt_at), so several workers or replicas never send the same mail at once. A failure
 * schedules a retry with exponential backoff until `maxAttempts`, then marks the mail failed.
 */
export async function processOutbox(options: ProcessOutboxOptions): Promise<OutboxResult> {
  const { db, mailer, from } = options;
  const policy = { ...defaultRetryPolicy, ...options.retry };
  const now = options.now ?? (() => new Date());
  const result: OutboxResult = { sent: 0, retrying: 0, failed: 0 };
  const due = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', nowIso(now()))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(options.batchSize ?? 20)
    .execute();
  for (const mail of due) {
    if (options.shouldStop?.()) break;
    const lease = nowIso(new Date(now().getTime() + policy.leaseMs));
    const claim = await db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: lease })
      .where('id', '=', mail.id)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '=', mail.next_attempt_at)
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) continue;
    options.claimed?.set(mail.id, lease);
    const attempts = mail.attempts + 1;
    try {
      await mailer.send({
        id: mail.id,
        messageId: stableMessageId(mail.id, mail.created_at, from),
        from,
        to: JSON.parse(mail.recipients) as MailAddress[],
        replyTo: mail.reply_to ? (JSON.parse(mail.reply_to) as MailAddress) : null,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await db
        .updateTable('mail_outbox')
        .set({ status: 'sent', attempts, sent_at: nowIso(now()), last_error: null })
        .where('id', '=', mail.id)
        .execute();
      result.sent++;
    } catch (error) {
      const failed = attempts >= policy.maxAttempts;
      const message = error instanceof Error ? error.message : String(error);
      await db
        .updateTable('mail_outbox')
        .set({
          status: failed ? 'failed' : 'pending',
          attempts,
          last_error: message.slice(0, 1000),
          next_attempt_at: nowIso(new Date(now().getTime() + retryDelay(attempts, policy))),
        })
        .where('id', '=', mail.id)
        .execute();
      if (failed) {
        result.failed++;
        options.log?.error({ mailId: mail.id, attempts, err: message }, 'mail failed for good');
      } else {
        result.retrying++;
        options.log?.warn({ mailId: mail.id, attempts, err: message }, 'mail not sent; will retry');
      }
    } finally {
      options.claimed?.delete(mail.id);
    }
  }
  return result;
}

/**
 * Gives back mails a run still holds (a shutdown that cannot wait for a send to finish): each
 * becomes due at once for any process, unless its state changed since it was claimed.
 */
export async function releaseClaims(db: Executor, claimed: Map<number, string>): Promise<number> {
  let released = 0;
  for (const [id, lease] of claimed) {
    const row = await db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: nowIso() })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '=', lease)
      .executeTakeFirst();
    released += Number(row.numUpdatedRows);
    claimed.delete(id);
  }
  return released;
}
