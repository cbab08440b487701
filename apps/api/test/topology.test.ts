import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cartResponseSchema, sessionResponseSchema } from '@contrail/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNginx, startTopology, type Topology } from '../../../deploy/topology.ts';
import {
  createTestSchema,
  postgresProblem,
  redisProblem,
  testPortBase,
  testRedisUrl,
  type TestSchema,
} from './processes.ts';
import { startSmtpServer, type TestSmtpServer } from './smtp.ts';

// compose.yaml's topology as `npm run topology` runs it: two replicas (scripts/start.mjs), one PostgreSQL,
// one Redis, nginx in front with deploy/nginx.conf. Visitors only ever talk to the proxy.
const problem =
  (await postgresProblem()) ??
  (await redisProblem()) ??
  (findNginx() ? null : 'nginx is not installed (.ci/run installs it)');
if (problem) console.warn(`Skipping the topology tests: ${problem}.`);

const json = { 'content-type': 'application/json' };

describe.skipIf(!!problem)('two replicas behind nginx (npm run topology)', () => {
  let schema: TestSchema;
  let smtp: TestSmtpServer;
  let topology: Topology;
  const proxyErrors: string[] = [];
  const proxyPort = testPortBase + 40;
  const replicaPorts = [testPortBase + 41, testPortBase + 42];

  beforeAll(async () => {
    schema = await createTestSchema({ migrate: false });
    smtp = await startSmtpServer();
    const data = mkdtempSync(join(tmpdir(), 'contrail-topology-'));
    topology = await startTopology({
      port: proxyPort,
      replicaPorts,
      readyTimeoutMs: 120_000,
      log: (line) => {
        if (!line.startsWith('[replica')) proxyErrors.push(line);
      },
      env: {
        DATABASE_URL: schema.url,
        REDIS_URL: testRedisUrl,
        SMTP_URL: smtp.url,
        LOG_LEVEL: 'warn',
        // The API only: pages would need a build, which this test does not.
        WEB_BUILD_DIR: join(data, 'no-build'),
        RATE_LIMIT_PREFIX: `topology-${process.pid}:`,
        RATE_LIMIT_MULTIPLIER: '1000',
        MAIL_CAP_PER_HOUR: '100000',
        TRUST_PROXY: 'loopback',
        // Longer than the proxy's idle keep-alive (2 s), as docs/deploy.md asks.
        SHUTDOWN_DRAIN_MS: '3000',
        SHUTDOWN_TIMEOUT_MS: '10000',
        OUTBOX_INTERVAL_MS: '100',
      },
    });
  }, 300_000);

  afterAll(async () => {
    await topology?.stop();
    await smtp?.close();
    await schema?.drop();
  }, 60_000);

  const post = (path: string, body: unknown) =>
    fetch(`${topology.url}${path}`, { method: 'POST', headers: json, body: JSON.stringify(body) });
  const partIds = async (count: number) =>
    (
      await schema.handle.db.selectFrom('parts').select('id').orderBy('id').limit(count).execute()
    ).map((row) => row.id);
  /** The replica ports that answered requests so far, from the proxy's access log. */
  const answeredBy = () =>
    new Set([...topology.accessLog().matchAll(/upstream=127\.0\.0\.1:(\d+)/g)].map((m) => m[1]));

  it('keeps a cart and sends an inquiry through the proxy, answered by both replicas', async () => {
    const [first, second] = await partIds(2);
    const session = sessionResponseSchema.parse(await (await post('/api/session', {})).json());
    const sessionId = session.sessionId;
    for (let i = 0; i < 6; i++) {
      expect((await post('/api/cart', { sessionId, parts: [{ id: first, qty: 1 }] })).status).toBe(
        200,
      );
    }
    expect((await post('/api/cart', { sessionId, parts: [{ id: second, qty: 3 }] })).status).toBe(
      200,
    );
    // Each read may come from either replica: all show the same cart.
    for (let i = 0; i < 4; i++) {
      const cart = cartResponseSchema.parse(
        await (
          await fetch(`${topology.url}/api/cart`, { headers: { 'x-session-id': sessionId } })
        ).json(),
      );
      expect(cart.partsCart.map((line) => [line.id, line.qty])).toEqual([
        [first, 6],
        [second, 3],
      ]);
    }
    expect([...answeredBy()].sort()).toEqual(replicaPorts.map(String).sort());

    const cart = cartResponseSchema.parse(
      await (
        await fetch(`${topology.url}/api/cart`, { headers: { 'x-session-id': sessionId } })
      ).json(),
    );
    const inquiry = await post('/api/cart/inquiry', {
      sessionId,
      partsCart: cart.partsCart.map(({ itemId, id, qty }) => ({ itemId, id, qty })),
      contact: { name: 'Topology Owner', email: 'owner@topology.test' },
    });
    expect(inquiry.status).toBe(200);
    const { inquiryId } = (await inquiry.json()) as { inquiryId: string };
    // The desk's mail leaves through the outbox of one of the replicas, once.
    const deadline = Date.now() + 20_000;
    const mentions = () => smtp.received.filter((mail) => mail.raw.includes(inquiryId));
    while (mentions().length === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(mentions().length).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it('loses no request while one replica, then the other, is taken out, restarted and put back under traffic', async () => {
    const [part] = await partIds(1);
    const failures: string[] = [];
    const added = new Map<string, number>();
    let running = true;
    let requests = 0;
    // A browser sends a request again on a fresh connection when a kept-alive one turns out closed before
    // any answer (the proxy's old workers close their idle connections when it reloads). fetch cannot ask
    // for a fresh connection, and each try may take another closed one from its pool: a few tries. A
    // resent POST that had been applied would show in the cart check below.
    const send = async (make: () => Promise<Response>) => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await make();
        } catch (error) {
          if (attempt === 5) throw error;
        }
      }
    };
    const client = async () => {
      const session = sessionResponseSchema.parse(await (await post('/api/session', {})).json());
      added.set(session.sessionId, 0);
      while (running) {
        try {
          const write = await send(() =>
            post('/api/cart', { sessionId: session.sessionId, parts: [{ id: part, qty: 1 }] }),
          );
          requests++;
          if (write.status === 200) added.set(session.sessionId, added.get(session.sessionId)! + 1);
          else failures.push(`POST /api/cart ${write.status}`);
          await write.body?.cancel();
          const read = await send(() =>
            fetch(`${topology.url}/api/cart`, { headers: { 'x-session-id': session.sessionId } }),
          );
          requests++;
          if (read.status !== 200) failures.push(`GET /api/cart ${read.status}`);
          await read.body?.cancel();
          const models = await send(() => fetch(`${topology.url}/api/models/`));
          requests++;
          if (models.status !== 200) failures.push(`GET /api/models/ ${models.status}`);
          await models.body?.cancel();
        } catch (error) {
          failures.push(`${(error as Error).message} ${String((error as Error).cause ?? '')}`);
        }
      }
    };
    const clients = Array.from({ length: 8 }, client);
    await new Promise((r) => setTimeout(r, 500));
    const steps: string[] = [];
    const step = (what: string) => steps.push(`${new Date().toISOString().slice(11, 23)} ${what}`);
    for (const [index, replica] of topology.replicas.entries()) {
      step(`restart ${replica.port}`);
      await topology.restart(index);
      step(`restarted ${replica.port}`);
    }
    running = false;
    await Promise.all(clients);
    expect(requests).toBeGreaterThan(200);
    if (failures.length) {
      console.log(steps.join('\n'));
      console.log(proxyErrors.join('\n'));
      console.log(
        topology
          .accessLog()
          .split('\n')
          .filter((l) => / 50\d /.test(l))
          .join('\n'),
      );
    }
    expect(failures).toEqual([]);
    // Every add that was answered 200 is in its cart, once: nothing was lost or applied twice.
    for (const [sessionId, count] of added) {
      const cart = cartResponseSchema.parse(
        await (
          await fetch(`${topology.url}/api/cart`, { headers: { 'x-session-id': sessionId } })
        ).json(),
      );
      expect(cart.partsCart.find((line) => line.id === part)?.qty ?? 0).toBe(count);
    }
  }, 240_000);
});
