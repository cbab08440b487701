import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app.ts';
import { testDatabases, useTestDatabase } from '../../test/databases.ts';

const send = (app: Awaited<ReturnType<typeof buildTestApp>>, n: number) =>
  app.inject({
    method: 'POST',
    url: '/api/send',
    remoteAddress: '10.9.8.7',
    headers: { 'content-type': 'application/json' },
    payload: { email: `limit-${n}@example.com` },
  });

// The machine's Redis for tests (.ci/run sets TEST_REDIS_URL when it answers), else REDIS_URL.
const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL;

describe.each(testDatabases())('rate limits with Redis ($dialect)', (database) => {
  const getDb = useTestDatabase(database);

  it.skipIf(!redisUrl)('shares the counts between replicas through Redis', async () => {
    const options = {
      config: { redisUrl: redisUrl! },
      rateLimits: { send: { max: 2, timeWindow: 60_000 } },
      rateLimitNamespace: `contrail-test-${randomBytes(4).toString('hex')}:`,
    };
    const a = await buildTestApp(getDb(), options);
    const b = await buildTestApp(getDb(), options);
    try {
      expect((await send(a, 1)).statusCode).toBe(200);
      expect((await send(b, 2)).statusCode).toBe(200);
      const third = await send(a, 3);
      expect(third.statusCode).toBe(429);
      expect((await send(b, 4)).statusCode).toBe(429);
      expect(third.json()).toMatchObject({ error: { code: 'rate_limited' } });
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('keeps serving when Redis is unreachable', async () => {
    const app = await buildTestApp(getDb(), {
      config: { redisUrl: 'redis://127.0.0.1:1' },
      rateLimits: { send: { max: 1, timeWindow: 60_000 } },
    });
    try {
      expect((await send(app, 10)).statusCode).toBe(200);
      expect((await send(app, 11)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
