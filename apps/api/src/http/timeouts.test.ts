import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app.ts';
import { openTestDatabase, type OpenedTestDatabase } from '../../test/databases.ts';

const limits = { requestTimeoutMs: 1000, headersTimeoutMs: 500, keepAliveTimeoutMs: 600 };

/** Opens a raw TCP connection, writes `text`, then stays silent; resolves with what came back and when the server closed it. */
function stall(port: number, text: string, budgetMs: number) {
  return new Promise<{ closedAfterMs: number | null; received: string }>((resolve) => {
    const started = Date.now();
    const socket: Socket = connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', () => {});
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve({ closedAfterMs: null, received });
    }, budgetMs);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ closedAfterMs: Date.now() - started, received });
    });
  });
}

describe('slow clients against a listening server', () => {
  let database: OpenedTestDatabase;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    database = await openTestDatabase({ dialect: 'sqlite' });
    app = await buildTestApp(database, { config: limits });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  it('cuts off a request whose body stalls after the headers and part of the body', async () => {
    const head = [
      'POST /api/send HTTP/1.1',
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      'Content-Length: 200',
      '',
      '',
    ].join('\r\n');
    const { closedAfterMs, received } = await stall(port, `${head}{"email":"slow`, 5000);
    expect(closedAfterMs).not.toBeNull();
    // Within the request limit plus Node's check period (at most half the headers limit here).
    expect(closedAfterMs!).toBeGreaterThanOrEqual(limits.requestTimeoutMs - 100);
    expect(closedAfterMs!).toBeLessThan(limits.requestTimeoutMs + 1000);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4))).toEqual({
      error: { code: 'request_timeout', message: 'The request took too long to arrive.' },
    });
  });

  it('cuts off a request whose headers never finish', async () => {
    const { closedAfterMs, received } = await stall(
      port,
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ',
      5000,
    );
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs!).toBeLessThan(limits.headersTimeoutMs + 1000);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes an idle keep-alive connection after the keep-alive limit, having answered its request', async () => {
    const { closedAfterMs, received } = await stall(
      port,
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
      5000,
    );
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs!).toBeGreaterThanOrEqual(limits.keepAliveTimeoutMs - 100);
    expect(closedAfterMs!).toBeLessThan(limits.keepAliveTimeoutMs + 1500);
  });

  it('still serves a body that arrives in pieces within the limit', async () => {
    const body = JSON.stringify({ email: 'pieces@example.com' });
    const result = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /api/send HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
        );
        socket.write(body.slice(0, 10));
        setTimeout(() => socket.write(body.slice(10)), 300);
      });
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (received += chunk));
      socket.on('error', reject);
      socket.on('close', () => resolve(received));
    });
    expect(result).toMatch(/^HTTP\/1\.1 200 /);
  });
});
