import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestSchema,
  postgresProblem,
  startServer,
  startTcpProxy,
  testPortBase,
  type ServerProcess,
  type TcpProxy,
  type TestSchema,
} from './processes.ts';

// PostgreSQL goes away for a few seconds (here: a TCP proxy between the server and PostgreSQL is
// cut, as a restart of PostgreSQL would): clear 503 answers meanwhile, then recovery by itself.
const problem = await postgresProblem();
if (problem) console.warn(`Skipping the database outage tests: ${problem}.`);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!!problem)('PostgreSQL going away and coming back', () => {
  let schema: TestSchema;
  let proxy: TcpProxy;
  let server: ServerProcess;

  beforeAll(async () => {
    schema = await createTestSchema();
    const url = new URL(schema.url);
    proxy = await startTcpProxy(testPortBase + 30, {
      host: url.hostname,
      port: Number(url.port || 5432),
    });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    server = await startServer(testPortBase + 31, { DATABASE_URL: url.toString() });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await schema?.drop();
  }, 60_000);

  /** A failed fetch says whether the server process is still there, and what it logged. */
  const explain = (error: unknown): never => {
    throw new Error(
      `${(error as Error).message} (server exit code ${server.child.exitCode}, signal ${server.child.signalCode})\n${server.output()}`,
      { cause: error },
    );
  };

  const newSession = () =>
    fetch(`${server.url}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(15_000),
    }).catch(explain);

  it('answers 503 with a clear JSON error while it is away and recovers without a restart', async () => {
    const first = await newSession();
    expect(first.status).toBe(200);
    const { sessionId } = (await first.json()) as { sessionId: string };
    const cart = () =>
      fetch(`${server.url}/api/cart`, {
        headers: { 'x-session-id': sessionId },
        signal: AbortSignal.timeout(15_000),
      }).catch(explain);
    expect((await cart()).status).toBe(200);

    await proxy.cut();
    const outageStarted = Date.now();
    // A few seconds of requests: every one is a prompt, well-formed 503.
    while (Date.now() - outageStarted < 3_000) {
      const asked = Date.now();
      for (const res of [await newSession(), await cart()]) {
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('2');
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
        expect(await res.json()).toEqual({
          error: { code: 'database_unavailable', message: expect.stringMatching(/try again/) },
        });
      }
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: 'unavailable', database: 'postgres' });
      expect(Date.now() - asked).toBeLessThan(12_000);
      await sleep(200);
    }

    await proxy.restore();
    const restored = Date.now();
    let status = 0;
    while (Date.now() - restored < 15_000) {
      status = (await newSession()).status;
      if (status === 200) break;
      await sleep(200);
    }
    expect(status).toBe(200);
    expect((await cart()).status).toBe(200);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    // The same process all along.
    expect(server.child.exitCode).toBeNull();
  }, 120_000);
});
