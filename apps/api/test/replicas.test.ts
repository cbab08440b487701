import { randomBytes } from 'node:crypto';
import { cartResponseSchema, modelListSchema, sessionResponseSchema } from '@contrail/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCatalogue } from '../src/catalogue/catalogue-writer.ts';
import { probeCatalogue } from '../src/catalogue/testing.ts';
import { seedCatalogue } from '../src/catalogue/seed/seed-catalogue.ts';
import { enqueueMail } from '../src/mail/index.ts';
import {
  createTestSchema,
  postgresProblem,
  redisProblem,
  startServer,
  testPortBase,
  type ServerProcess,
  testRedisUrl,
  type TestSchema,
} from './processes.ts';
import { header, startSmtpServer, type TestSmtpServer } from './smtp.ts';

// Two replicas as two containers would run them: two `npm start` processes on two ports, one
// PostgreSQL, one Redis. Needs DATABASE_URL (PostgreSQL) and TEST_REDIS_URL (or REDIS_URL).
const problem = (await postgresProblem()) ?? (await redisProblem());
if (problem) console.warn(`Skipping the two-replica tests: ${problem}.`);

const json = { 'content-type': 'application/json' };
const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { ...json, ...headers },
    body: JSON.stringify(body),
  });

describe.skipIf(!!problem)('two replicas on one PostgreSQL and one Redis', () => {
  let schema: TestSchema;
  let smtp: TestSmtpServer;
  let a: ServerProcess;
  let b: ServerProcess;
  const prefix = `relhelper:rl-${randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    // Unmigrated: both replicas migrate the empty schema at the same moment, as on a first deploy.
    schema = await createTestSchema({ migrate: false });
    smtp = await startSmtpServer();
    const env = {
      DATABASE_URL: schema.url,
      REDIS_URL: testRedisUrl,
      SMTP_URL: smtp.url,
      RATE_LIMIT_PREFIX: prefix,
      RATE_LIMIT_MULTIPLIER: '1',
      // Both look for due mail often, so they really compete for every mail.
      OUTBOX_INTERVAL_MS: '50',
    };
    [a, b] = await Promise.all([
      startServer(testPortBase + 10, env),
      startServer(testPortBase + 11, env),
    ]);
    await seedCatalogue(schema.handle, { parts: 700 });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await smtp?.close();
    await schema?.drop();
  }, 60_000);

  const firstPart = async () =>
    (await schema.handle.db.selectFrom('parts').select('id').orderBy('id').limit(2).execute()).map(
      (row) => row.id,
    );

  it('shows a cart changed through one replica the same through the other, also after concurrent changes', async () => {
    const [partA, partB] = await firstPart();
    const session = sessionResponseSchema.parse(
      await (await post(a.url, '/api/session', {})).json(),
    ).sessionId;
    const headers = { 'x-session-id': session };
    const read = async (server: ServerProcess) =>
      cartResponseSchema.parse(await (await fetch(`${server.url}/api/cart`, { headers })).json());

    expect(
      (await post(a.url, '/api/cart', { sessionId: session, parts: [{ id: partA, qty: 2 }] }))
        .status,
    ).toBe(200);
    const throughB = await read(b);
    expect(throughB.partsCart.map((item) => [item.id, item.qty])).toEqual([[partA, 2]]);

    // 20 adds of one unit each, half through each replica, all at once: none is lost.
    const adds = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(i % 2 ? a.url : b.url, '/api/cart', {
          sessionId: session,
          parts: [{ id: partB, qty: 1 }],
        }),
      ),
    );
    expect(adds.map((res) => res.status)).toEqual(Array(20).fill(200));
    const afterAdds = await read(a);
    expect(afterAdds.partsCart.find((item) => item.id === partB)?.qty).toBe(20);

    // Quantities set at once through both: one of them wins, the same on both replicas.
    const line = afterAdds.partsCart.find((item) => item.id === partA)!;
    const sets = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(i % 2 ? a.url : b.url, '/api/cart/qty', {
          sessionId: session,
          itemId: line.itemId,
          qty: i + 1,
        }),
      ),
    );
    expect(sets.map((res) => res.status)).toEqual(Array(10).fill(200));
    const [viaA, viaB] = [await read(a), await read(b)];
    expect(viaA).toEqual(viaB);
    expect(viaA.partsCart).toHaveLength(2);
    expect(viaA.partsCart.find((item) => item.id === partA)?.qty).toBeGreaterThanOrEqual(1);
    expect(viaA.partsCart.find((item) => item.id === partA)?.qty).toBeLessThanOrEqual(10);
  });

  it('counts a per-IP rate limit once across both replicas (Redis)', async () => {
    // POST /api/send allows 10 a minute per IP (RATE_LIMIT_MULTIPLIER 1).
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++) {
      const res = await post(i % 2 ? a.url : b.url, '/api/send', {
        email: `limit-${i}@visitor.test`,
        kind: 'subscribe',
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual(Array(6).fill(429));
  });

  it('serves a catalogue import by the other replica within a second', async () => {
    const models = async (server: ServerProcess) =>
      modelListSchema.parse(await (await fetch(`${server.url}/api/models/`)).json());
    // Both have the list in their answer cache.
    expect((await models(a)).some((m) => m.model_id === 'REPL-1')).toBe(false);
    expect((await models(b)).some((m) => m.model_id === 'REPL-1')).toBe(false);
    // What `npm run import-catalogue` does in one replica's container: one write transaction.
    await writeCatalogue(
      schema.handle,
      probeCatalogue('REPL-1', 'Replica probe', 'ZZREPL-1', 'REPLICA PROBE'),
    );
    const written = Date.now();
    // Measured at the start of the first request that sees it: later requests all do.
    const seen = await Promise.all(
      [a, b].map(async (server) => {
        for (;;) {
          const asked = Date.now();
          if ((await models(server)).some((m) => m.model_id === 'REPL-1')) return asked - written;
          if (asked - written > 5_000) return Infinity;
          await new Promise((r) => setTimeout(r, 25));
        }
      }),
    );
    for (const elapsed of seen) expect(elapsed).toBeLessThan(1_000);
  });

  it('sends each outbox mail exactly once although both replicas run the outbox worker', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 60; i++) {
      ids.push(
        await enqueueMail(schema.handle.db, {
          audience: 'desk',
          to: 'desk@parts.test',
          subject: `Replica mail ${i}`,
          text: `Mail number ${i}.`,
        }),
      );
    }
    const wanted = new Set(ids);
    const outboxIds = () =>
      smtp.received.map((mail) => Number(header(mail.raw, 'X-Contrail-Outbox-Id')));
    const started = Date.now();
    while (outboxIds().filter((id) => wanted.has(id)).length < ids.length) {
      if (Date.now() - started > 30_000) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    // Any duplicate would arrive right after; give it the chance.
    await new Promise((r) => setTimeout(r, 500));
    const received = outboxIds();
    expect(received.filter((id) => wanted.has(id)).toSorted((x, y) => x - y)).toEqual(ids);
    // No mail at all (these or the earlier tests') went out twice.
    expect(new Set(received).size).toBe(received.length);
    const rows = await schema.handle.db
      .selectFrom('mail_outbox')
      .select(['id', 'status', 'attempts'])
      .where('id', 'in', ids)
      .execute();
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  }, 60_000);
});
