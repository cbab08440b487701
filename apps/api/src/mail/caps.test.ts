import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { testDatabases, useTestDatabase } from '../../test/databases.ts';
import {
  createMailCaps,
  enqueueMail,
  redisCapCounter,
  type MailCapLimits,
  type MailCaps,
  type VisitorMail,
} from './index.ts';

// The machine's Redis for tests (.ci/run sets TEST_REDIS_URL when it answers), else REDIS_URL.
const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL;

const hour = 3600_000;
/** A fixed moment in the middle of an hour and a day, so windows do not roll during a test. */
const t0 = new Date(Date.UTC(2031, 4, 14, 10, 30));
const later = (ms: number) => new Date(t0.getTime() + ms);

function recordingLog() {
  const lines: Array<{ level: 'warn' | 'error'; obj: Record<string, unknown>; msg: string }> = [];
  return {
    lines,
    warn: (obj: object, msg: string) => lines.push({ level: 'warn', obj: { ...obj }, msg }),
    error: (obj: object, msg: string) => lines.push({ level: 'error', obj: { ...obj }, msg }),
  };
}

const visitorMail = (to: string): VisitorMail => ({
  audience: 'visitor',
  to: { address: to },
  subject: 'Your parts inquiry Q-1',
  text: 'x',
});

describe.each(testDatabases())('mail caps ($dialect)', (database) => {
  const getDb = useTestDatabase(database);
  const caps = (limits: MailCapLimits, log = recordingLog()) => ({
    log,
    caps: createMailCaps({ limits, log }),
  });
  const admitted = async (c: MailCaps, address: string, now = t0) =>
    (await c.admit(getDb().db, address, now)).allowed;

  it('allows a few mails per address a day, then refuses that address only, warning once', async () => {
    const { caps: c, log } = caps({ perRecipientPerDay: 3, perHour: 0 });
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await admitted(c, 'Target@Example.com'));
    expect(results).toEqual([true, true, true, false, false, false]);
    expect(await c.admit(getDb().db, 'target@example.com', t0)).toEqual({
      allowed: false,
      reason: 'recipient',
    });
    expect(await admitted(c, 'other@example.com')).toBe(true);
    expect(log.lines).toEqual([
      {
        level: 'warn',
        obj: expect.objectContaining({ code: 'mail_cap_recipient', limit: 3 }),
        msg: expect.stringContaining('3 form mails to one address today'),
      },
    ]);
    // The next (UTC) day starts afresh.
    expect(await admitted(c, 'target@example.com', later(24 * hour))).toBe(true);
  });

  it('stops every visitor mail past the hourly cap with one alert, and starts again next hour', async () => {
    const { caps: c, log } = caps({ perRecipientPerDay: 0, perHour: 2 });
    const now = later(5 * 24 * hour);
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await admitted(c, `g${i}@example.com`, now));
    expect(results).toEqual([true, true, false, false, false]);
    expect(log.lines).toEqual([
      {
        level: 'error',
        obj: expect.objectContaining({ code: 'mail_cap_global', limit: 2 }),
        msg: expect.stringMatching(/^ALERT mail cap reached/),
      },
    ]);
    expect(await admitted(c, 'g9@example.com', new Date(now.getTime() + hour))).toBe(true);
  });

  it('counts across replicas through the shared database', async () => {
    const limits = { perRecipientPerDay: 2, perHour: 0 };
    const a = caps(limits).caps;
    const b = caps(limits).caps;
    const now = later(10 * 24 * hour);
    expect(await admitted(a, 'shared@example.com', now)).toBe(true);
    expect(await admitted(b, 'shared@example.com', now)).toBe(true);
    expect(await admitted(a, 'shared@example.com', now)).toBe(false);
    expect(await admitted(b, 'shared@example.com', now)).toBe(false);
  });

  it('counts nothing for a request whose transaction rolls back', async () => {
    const { caps: c } = caps({ perRecipientPerDay: 1, perHour: 0 });
    const now = later(20 * 24 * hour);
    await expect(
      getDb().transaction(async (trx) => {
        expect((await c.admit(trx, 'rollback@example.com', now)).allowed).toBe(true);
        throw new Error('cart changed');
      }),
    ).rejects.toThrow('cart changed');
    expect(await admitted(c, 'rollback@example.com', now)).toBe(true);
    expect(await admitted(c, 'rollback@example.com', now)).toBe(false);
  });

  it('deletes expired windows when a new hour starts', async () => {
    const { caps: c } = caps({ perRecipientPerDay: 5, perHour: 100 });
    const start = later(30 * 24 * hour);
    await admitted(c, 'old@example.com', start);
    const buckets = () => getDb().db.selectFrom('mail_cap_counts').select('bucket').execute();
    const before = (await buckets()).length;
    expect(before).toBeGreaterThanOrEqual(2);
    await admitted(c, 'new@example.com', new Date(start.getTime() + 3 * 24 * hour));
    const after = await buckets();
    expect(after.every((b) => !b.bucket.endsWith(`:${Math.floor(start.getTime() / hour)}`))).toBe(
      true,
    );
    expect(after.length).toBe(2);
  });

  it('enqueueMail drops a capped visitor mail (null, nothing queued) and never counts desk mail', async () => {
    const { caps: c } = caps({ perRecipientPerDay: 1, perHour: 0 });
    const count = async () =>
      (await getDb().db.selectFrom('mail_outbox').select('id').execute()).length;
    const before = await count();
    const address = `enqueue-${randomBytes(3).toString('hex')}@example.com`;
    expect(await enqueueMail(getDb().db, visitorMail(address), c)).toEqual(expect.any(Number));
    expect(await enqueueMail(getDb().db, visitorMail(address), c)).toBeNull();
    for (let i = 0; i < 3; i++) {
      await enqueueMail(getDb().db, {
        audience: 'desk',
        to: address,
        subject: 'desk',
        text: 'x',
      });
    }
    expect(await count()).toBe(before + 4);
    // A visitor mail without the caps is a programming error, not a silent uncapped send.
    await expect(
      enqueueMail(getDb().db, visitorMail(address), undefined as unknown as MailCaps),
    ).rejects.toThrow(/mail caps/);
  });

  it.skipIf(!redisUrl)('counts in Redis when it is set, shared by replicas', async () => {
    const prefix = `contrail-test-${randomBytes(4).toString('hex')}:`;
    const clients = [new Redis(redisUrl!), new Redis(redisUrl!)];
    try {
      const limits = { perRecipientPerDay: 2, perHour: 3 };
      const [a, b] = clients.map((redis) =>
        createMailCaps({ limits, counter: redisCapCounter(redis, prefix), log: recordingLog() }),
      );
      const now = later(40 * 24 * hour);
      const rowsBefore = await getDb().db.selectFrom('mail_cap_counts').selectAll().execute();
      expect(await admitted(a!, 'redis@example.com', now)).toBe(true);
      expect(await admitted(b!, 'redis@example.com', now)).toBe(true);
      expect(await admitted(a!, 'redis@example.com', now)).toBe(false);
      expect(await admitted(b!, 'other@example.com', now)).toBe(true);
      expect(await b!.admit(getDb().db, 'third@example.com', now)).toEqual({
        allowed: false,
        reason: 'global',
      });
      expect(await getDb().db.selectFrom('mail_cap_counts').selectAll().execute()).toEqual(
        rowsBefore,
      );
      const keys = await clients[0]!.keys(`${prefix}mail-cap:*`);
      expect(keys.length).toBe(4);
      for (const key of keys) expect(await clients[0]!.pttl(key)).toBeGreaterThan(0);
      await clients[0]!.del(...keys);
    } finally {
      for (const client of clients) client.disconnect();
    }
  });

  it('falls back to the database when Redis does not answer, still capping', async () => {
    const redis = new Redis('redis://127.0.0.1:1', {
      connectTimeout: 200,
      commandTimeout: 200,
      maxRetriesPerRequest: 0,
      lazyConnect: true,
    });
    redis.on('error', () => {});
    try {
      const log = recordingLog();
      const c = createMailCaps({
        limits: { perRecipientPerDay: 1, perHour: 0 },
        counter: redisCapCounter(redis, 'down:'),
        log,
      });
      const now = later(50 * 24 * hour);
      expect(await admitted(c, 'fallback@example.com', now)).toBe(true);
      expect(await admitted(c, 'fallback@example.com', now)).toBe(false);
      expect(log.lines.some((l) => l.obj.code === 'mail_cap_redis_unavailable')).toBe(true);
    } finally {
      redis.disconnect();
    }
  });
});
