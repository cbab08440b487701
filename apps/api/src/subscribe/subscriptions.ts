import { createHash, randomBytes } from 'node:crypto';
import { subscribeTokenPattern } from '@contrail/contracts';
import { nowIso, type Executor } from '../db/index.ts';

/** At most one confirmation mail per address in this time, whatever is asked. */
export const confirmationResendMs = 24 * 60 * 60_000;

/** The stored form of a confirmation token: its SHA-256, hex. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** 32 random bytes, base64url: 43 characters, 256 bits. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export interface RequestSubscriptionOptions {
  now?: Date;
  /** How long the link works. */
  confirmTtlMs: number;
  /** Queues the confirmation mail with this token; false when it was not queued (capped). */
  queueConfirmation: (token: string) => Promise<boolean>;
}

/**
 * The subscribe form: stores the address as pending (once) and queues a confirmation mail with a new
 * token, unless the address is confirmed already or had a confirmation within the last day. Returns
 * whether a mail was queued; the visitor's answer must not depend on it (no oracle). Run it in the
 * transaction that queues the mail: of two concurrent requests for one address only one sends.
 */
export async function requestSubscription(
  trx: Executor,
  email: string,
  options: RequestSubscriptionOptions,
): Promise<boolean> {
  const now = options.now ?? new Date();
  await trx
    .insertInto('subscribers')
    .values({ email, created_at: nowIso(now), status: 'pending' })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  const row = await trx
    .selectFrom('subscribers')
    .select(['id', 'status', 'token_hash', 'token_expires_at', 'confirmation_sent_at'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  if (row.status === 'confirmed') return false;
  const resendAfter = nowIso(new Date(now.getTime() - confirmationResendMs));
  if (row.confirmation_sent_at !== null && row.confirmation_sent_at > resendAfter) return false;

  const token = newToken();
  // Claimed only if nobody sent one since the row was read (the other request's update wins).
  const claimed = await trx
    .updateTable('subscribers')
    .set({
      token_hash: hashToken(token),
      token_expires_at: nowIso(new Date(now.getTime() + options.confirmTtlMs)),
      confirmation_sent_at: nowIso(now),
    })
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .where((eb) =>
      row.confirmation_sent_at === null
        ? eb('confirmation_sent_at', 'is', null)
        : eb('confirmation_sent_at', '=', row.confirmation_sent_at),
    )
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  if (await options.queueConfirmation(token)) return true;
  // Capped: nothing went out, so the address may ask again (the previous link keeps working).
  await trx
    .updateTable('subscribers')
    .set({
      token_hash: row.token_hash,
      token_expires_at: row.token_expires_at,
      confirmation_sent_at: row.confirmation_sent_at,
    })
    .where('id', '=', row.id)
    .execute();
  return false;
}

export type ConfirmResult = 'confirmed' | 'invalid' | 'expired';

/**
 * The link in the confirmation mail: confirms the pending subscription whose token it carries.
 * Following it again after confirming answers confirmed again; an unknown or replaced token is
 * invalid; a pending one past its time is expired (subscribe again for a new link).
 */
export async function confirmSubscription(
  db: Executor,
  token: string,
  now: Date = new Date(),
): Promise<ConfirmResult> {
  if (!subscribeTokenPattern.test(token)) return 'invalid';
  const row = await db
    .selectFrom('subscribers')
    .select(['id', 'status', 'token_expires_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return 'invalid';
  if (row.status === 'confirmed') return 'confirmed';
  if (row.token_expires_at === null || row.token_expires_at <= nowIso(now)) return 'expired';
  await db
    .updateTable('subscribers')
    .set({ status: 'confirmed', confirmed_at: nowIso(now) })
    .where('id', '=', row.id)
    .execute();
  return 'confirmed';
}

/** The subscribers table, bound to a database or a transaction (`app.repositories.subscriptions`). */
export function createSubscriptionRepository(db: Executor) {
  return {
    request: (email: string, options: RequestSubscriptionOptions) =>
      requestSubscription(db, email, options),
    confirm: (token: string, now?: Date) => confirmSubscription(db, token, now),
  };
}

export type SubscriptionRepository = ReturnType<typeof createSubscriptionRepository>;
