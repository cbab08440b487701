import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Redis } from 'ioredis';
import { nowIso, type Executor } from '../db/index.ts';

const hourMs = 60 * 60_000;
const dayMs = 24 * hourMs;

export interface MailCapLimits {
  /** Visitor mails to one address per day (fixed UTC days); 0 = no limit. */
  perRecipientPerDay: number;
  /** Visitor mails per hour, every address together (fixed clock hours); 0 = no limit. */
  perHour: number;
}

export type CapDecision = { allowed: true } | { allowed: false; reason: 'recipient' | 'global' };

export interface CapLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * The caps on mail to addresses typed into the public forms. `enqueueMail` asks `admit` once per
 * recipient of a visitor mail (never for a desk mail) before it queues it; `db` is the executor the
 * mail is queued with, so with the database counter a rolled-back request counts nothing.
 */
export interface MailCaps {
  readonly limits: MailCapLimits;
  admit(db: Executor, address: string, now?: Date): Promise<CapDecision>;
}

/** Counts one hit in a fixed window and answers the window's count so far (this hit included). */
export interface CapCounter {
  readonly kind: 'database' | 'redis';
  hit(db: Executor, bucket: string, windowEnd: Date, now: Date): Promise<number>;
}

/**
 * Counters in the table mail_cap_counts: an upsert that adds one and returns the count, atomic on
 * both databases (a row lock on PostgreSQL, the single writer on SQLite), inside the caller's
 * transaction. Expired windows are deleted whenever a new hourly window starts.
 */
export const databaseCapCounter: CapCounter = {
  kind: 'database',
  async hit(db, bucket, windowEnd, now) {
    const row = await db
      .insertInto('mail_cap_counts')
      .values({ bucket, hits: 1, expires_at: nowIso(windowEnd) })
      .onConflict((oc) =>
        oc.column('bucket').doUpdateSet({ hits: sql<number>`mail_cap_counts.hits + 1` }),
      )
      .returning('hits')
      .executeTakeFirstOrThrow();
    const hits = Number(row.hits);
    if (hits === 1 && bucket.startsWith('g:')) {
      await db.deleteFrom('mail_cap_counts').where('expires_at', '<', nowIso(now)).execute();
    }
    return hits;
  },
};

/** Counters in Redis (INCR, expiring with the window), shared by every replica using `prefix`. */
export function redisCapCounter(redis: Redis, prefix: string): CapCounter {
  return {
    kind: 'redis',
    async hit(_db, bucket, windowEnd) {
      const key = `${prefix}mail-cap:${bucket}`;
      const results = await redis
        .multi()
        .incr(key)
        .pexpireat(key, windowEnd.getTime() + 60_000)
        .exec();
      const [error, hits] = results?.[0] ?? [new Error('Redis answered no result'), null];
      if (error) throw error;
      return Number(hits);
    },
  };
}

/** A short, stable key for an address (the counters never hold the address itself). */
export const recipientKey = (address: string): string =>
  createHash('sha256').update(address.trim().toLowerCase()).digest('hex').slice(0, 32);

export interface MailCapsOptions {
  limits: MailCapLimits;
  /** Redis when REDIS_URL is set; the database otherwise, and whenever Redis fails. */
  counter?: CapCounter;
  log: CapLog;
}

/**
 * Builds the caps. Each admitted or refused mail counts against its address's day; an admitted one
 * also against the hour. The first refusal in a window is logged once across every replica (the
 * counter says which hit was the first over the limit): `mail_cap_recipient` as a warning,
 * `mail_cap_global` as an error, the alert an operator watches for.
 */
export function createMailCaps(options: MailCapsOptions): MailCaps {
  const { limits, log } = options;
  const counter = options.counter ?? databaseCapCounter;

  const hit = async (db: Executor, bucket: string, windowEnd: Date, now: Date) => {
    if (counter.kind === 'database') return databaseCapCounter.hit(db, bucket, windowEnd, now);
    try {
      return await counter.hit(db, bucket, windowEnd, now);
    } catch (error) {
      log.warn(
        { err: error, code: 'mail_cap_redis_unavailable' },
        'mail caps: Redis unavailable, counting in the database',
      );
      return databaseCapCounter.hit(db, bucket, windowEnd, now);
    }
  };

  return {
    limits,
    async admit(db, address, now = new Date()) {
      const day = Math.floor(now.getTime() / dayMs);
      const hour = Math.floor(now.getTime() / hourMs);
      const mine = await hit(
        db,
        `r:${recipientKey(address)}:${day}`,
        new Date((day + 1) * dayMs),
        now,
      );
      if (limits.perRecipientPerDay > 0 && mine > limits.perRecipientPerDay) {
        if (mine === limits.perRecipientPerDay + 1) {
          log.warn(
            { code: 'mail_cap_recipient', recipient: address, limit: limits.perRecipientPerDay },
            `mail cap: ${limits.perRecipientPerDay} form mails to one address today; further mail to it is dropped until tomorrow (UTC)`,
          );
        }
        return { allowed: false, reason: 'recipient' };
      }
      const all = await hit(db, `g:${hour}`, new Date((hour + 1) * hourMs), now);
      if (limits.perHour > 0 && all > limits.perHour) {
        if (all === limits.perHour + 1) {
          log.error(
            {
              code: 'mail_cap_global',
              limit: limits.perHour,
              windowEnds: new Date((hour + 1) * hourMs).toISOString(),
            },
            `ALERT mail cap reached: ${limits.perHour} form mails to visitors this hour; customer copies and confirmations are dropped until the hour ends (desk mail still goes)`,
          );
        }
        return { allowed: false, reason: 'global' };
      }
      return { allowed: true };
    },
  };
}
