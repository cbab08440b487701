import { randomBytes } from 'node:crypto';
import { request as httpRequest, type ClientRequest } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { venueRules } from '@contrail/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../src/catalogue/seed/seed-catalogue.ts';
import { createDb, migrate, type DbHandle } from '../src/db/index.ts';
import {
  createTestSchema,
  postgresProblem,
  startServer,
  testPortBase,
  type ServerProcess,
} from './processes.ts';
import { header, startSmtpServer, type TestSmtpServer } from './smtp.ts';
import { bookableSlot } from './bookings.ts';

// Crash and shutdown safety with a real server process (node src/server.ts), on SQLite and on
// PostgreSQL (DATABASE_URL).
const pgProblem = await postgresProblem();
if (pgProblem) console.warn(`Crash and shutdown tests run on SQLite only: ${pgProblem}.`);
const dialects = pgProblem ? (['sqlite'] as const) : (['sqlite', 'postgres'] as const);

interface Answer {
  status: number;
  body: string;
}

/**
 * One POST on a connection of its own (no keep-alive), so a refused connection (the server no
 * longer accepts) is told apart from a request the server received and then dropped. `send` writes
 * the body (all at once unless told otherwise).
 */
function post(
  base: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  send: (req: ClientRequest, data: Buffer) => void = (req, data) => req.end(data),
) {
  return new Promise<Answer>((resolve, reject) => {
    const data = Buffer.from(JSON.stringify(body));
    const req = httpRequest(
      `${base}${path}`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': data.length, ...headers },
        timeout: 30_000,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    send(req, data);
  });
}

/** A POST whose body is sent in two halves: the second once `rest` resolves. */
const slowPost = (base: string, path: string, body: unknown, rest: Promise<void>) =>
  post(base, path, body, {}, (req, data) => {
    const half = Math.floor(data.length / 2);
    req.write(data.subarray(0, half));
    void rest.then(() => req.end(data.subarray(half)));
  });

/** A café table the café's own rules take (a week ahead, its first free time). */
const cafeTable = bookableSlot(venueRules.cafe, { from: 7 });

type Kind = 'contact' | 'booking' | 'inquiry';

interface Done {
  kind: Kind;
  email: string;
  /** bookingId or inquiryId. */
  id?: string;
}

/**
 * Visitors sending contact messages, bookings and parts inquiries (each with an e-mail of its own)
 * until `until()` says stop. Collects what was answered with success; `refused` counts requests
 * whose connection was refused (the server was not accepting), `failures` anything else.
 */
/** How long each simulated visitor waits between two requests. */
const visitorPauseMs = 150;

async function visitors(
  base: () => string,
  partId: string,
  count: number,
  until: () => boolean,
): Promise<{ done: Done[]; statuses: number[]; refused: number; failures: string[] }> {
  const done: Done[] = [];
  const statuses: number[] = [];
  const failures: string[] = [];
  let refused = 0;
  let n = 0;
  const attempt = async <T>(fn: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await fn();
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ECONNREFUSED') refused++;
      else failures.push(`${code ?? ''} ${(error as Error).message}`);
      return undefined;
    }
  };
  const one = async () => {
    while (!until()) {
      // Paced: a visitor sends a few requests a second, so a quiet machine does not queue
      // hundreds of mails in the 2.5 s before the kill (the drain afterwards is what is tested).
      await new Promise((resolve) => setTimeout(resolve, visitorPauseMs));
      if (until()) break;
      const i = n++;
      const kind: Kind = (['contact', 'booking', 'inquiry'] as const)[i % 3]!;
      const email = `v${i}-${randomBytes(3).toString('hex')}@visitor.test`;
      if (kind === 'contact') {
        const res = await attempt(() =>
          post(base(), '/api/send', {
            email,
            name: `Visitor ${i}`,
            message: 'Is the strut in stock?',
            kind: 'contact',
          }),
        );
        if (!res) continue;
        statuses.push(res.status);
        if (res.status === 200) done.push({ kind, email });
      } else if (kind === 'booking') {
        const res = await attempt(() =>
          post(base(), '/api/booking', {
            kind: 'table',
            venue: 'cafe',
            name: `Guest ${i}`,
            email,
            ...cafeTable,
            partySize: 2,
          }),
        );
        if (!res) continue;
        statuses.push(res.status);
        if (res.status === 200) {
          done.push({ kind, email, id: (JSON.parse(res.body) as { bookingId: string }).bookingId });
        }
      } else {
        const session = await attempt(() => post(base(), '/api/session', {}));
        if (!session) continue;
        statuses.push(session.status);
        if (session.status !== 200) continue;
        const { sessionId } = JSON.parse(session.body) as { sessionId: string };
        const cart = await attempt(() =>
          post(base(), '/api/cart', { sessionId, parts: [{ id: partId, qty: 1 }] }),
        );
        if (!cart) continue;
        statuses.push(cart.status);
        if (cart.status !== 200) continue;
        const { partsCart } = JSON.parse(cart.body) as {
          partsCart: Array<{ itemId: string; id: string; qty: number }>;
        };
        const res = await attempt(() =>
          post(base(), '/api/cart/inquiry', {
            sessionId,
            partsCart: partsCart.map(({ itemId, id, qty }) => ({ itemId, id, qty })),
            contact: { name: `Owner ${i}`, email },
          }),
        );
        if (!res) continue;
        statuses.push(res.status);
        if (res.status === 200) {
          done.push({ kind, email, id: (JSON.parse(res.body) as { inquiryId: string }).inquiryId });
        }
      }
    }
  };
  await Promise.all(Array.from({ length: count }, one));
  return { done, statuses, refused, failures };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(dialects)('crash and shutdown (%s)', (dialect) => {
  const port = testPortBase + (dialect === 'sqlite' ? 20 : 25);
  let handle: DbHandle;
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  let smtp: TestSmtpServer;
  let partId: string;
  const servers: ServerProcess[] = [];
  const start = async (extra: Record<string, string> = {}) => {
    const server = await startServer(port, { ...env, ...extra });
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    if (dialect === 'sqlite') {
      const dataDir = mkdtempSync(join(tmpdir(), 'contrail-crash-'));
      handle = createDb({ sqliteFile: join(dataDir, 'contrail.db') });
      await migrate(handle);
      env = { DATA_DIR: dataDir };
      cleanup = () => handle.close();
    } else {
      const schema = await createTestSchema();
      handle = schema.handle;
      env = { DATABASE_URL: schema.url };
      cleanup = () => schema.drop();
    }
    await seedCatalogue(handle, { parts: 700 });
    const part = await handle.db.selectFrom('parts').select('id').orderBy('id').limit(1).execute();
    partId = part[0]!.id;
    env = {
      ...env,
      SMTP_URL: smtp.url,
      OUTBOX_INTERVAL_MS: '200',
      // A mail claimed by a killed process goes out after this long.
      OUTBOX_LEASE_MS: '3000',
      SHUTDOWN_TIMEOUT_MS: '5000',
    };
  }, 240_000);

  // A test that fails half-way must not leave its server on the port the next test starts one on.
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop('SIGKILL');
  }, 60_000);

  afterAll(async () => {
    for (const server of servers) await server.stop('SIGKILL');
    await smtp?.close();
    await cleanup?.();
  }, 60_000);

  const outboxRows = () =>
    handle.db.selectFrom('mail_outbox').select(['id', 'status', 'reply_to']).execute();

  /** Waits until no mail is pending (sent or failed for good). */
  const outboxDrained = async (timeoutMs = 90_000) => {
    const started = Date.now();
    while ((await outboxRows()).some((row) => row.status === 'pending')) {
      if (Date.now() - started > timeoutMs)
        throw new Error(
          `mails still pending: ${JSON.stringify((await handle.db.selectFrom('mail_outbox').select(['id', 'status', 'attempts', 'next_attempt_at', 'last_error']).execute()).filter((row) => row.status !== 'sent')).slice(0, 2000)}\nserver output: ${servers.at(-1)?.output().slice(-2000)}`,
        );
      await sleep(100);
    }
  };

  it('SIGKILL under traffic: after a restart every answered request is stored and mailed once', async () => {
    let server = await start();
    let killed = false;
    const traffic = visitors(
      () => server.url,
      partId,
      6,
      () => killed,
    );
    await sleep(2_500);
    await server.stop('SIGKILL');
    killed = true;
    const { done, statuses } = await traffic;
    expect(done.length).toBeGreaterThan(5);
    // Requests cut by the kill fail on the client (reset or refused); none may answer 5xx.
    expect(statuses.filter((s) => s >= 500)).toEqual([]);

    server = await start();
    await outboxDrained();
    await sleep(1_000);

    const contact = await handle.db.selectFrom('contact_messages').select('email').execute();
    const bookings = await handle.db.selectFrom('bookings').select('id').execute();
    const inquiries = await handle.db.selectFrom('inquiries').select('id').execute();
    const emails = new Set(contact.map((row) => row.email));
    const bookingIds = new Set(bookings.map((row) => row.id));
    const inquiryIds = new Set(inquiries.map((row) => String(row.id)));
    for (const request of done) {
      if (request.kind === 'contact') expect(emails.has(request.email)).toBe(true);
      if (request.kind === 'booking') expect(bookingIds.has(request.id!)).toBe(true);
      if (request.kind === 'inquiry') expect(inquiryIds.has(request.id!)).toBe(true);
    }

    const rows = await outboxRows();
    expect(rows.filter((row) => row.status !== 'sent')).toEqual([]);
    const delivered = smtp.received.map((mail) => Number(header(mail.raw, 'X-Contrail-Outbox-Id')));
    // Every queued mail arrived; each answered request's mail (reply-to: the visitor) among them.
    expect(new Set(delivered)).toEqual(new Set(rows.map((row) => row.id)));
    for (const request of done) {
      expect(smtp.received.some((mail) => mail.raw.includes(request.email))).toBe(true);
    }
    // Exactly once, but for the one mail a killed process may have handed to the SMTP server
    // without living to record it; that copy carries the same Message-ID.
    const copies = delivered.length - new Set(delivered).size;
    expect(copies).toBeLessThanOrEqual(1);
    const ids = new Map<number, string>();
    for (const mail of smtp.received) {
      const id = Number(header(mail.raw, 'X-Contrail-Outbox-Id'));
      const messageId = header(mail.raw, 'Message-ID') ?? '';
      expect(messageId).toMatch(/^<outbox-\d+\.\d+@/);
      expect(ids.get(id) ?? messageId).toBe(messageId);
      ids.set(id, messageId);
    }
    await server.stop('SIGTERM');
  }, 240_000);

  it('SIGTERM under traffic: drains, stops accepting, answers what it received, exits in time', async () => {
    const server = await start();
    const before = smtp.received.length;
    // The visitors come through a load balancer: it stops routing once /api/health fails.
    let routedAway = false;
    const balancer = (async () => {
      while (!routedAway) {
        try {
          const res = await fetch(`${server.url}/api/health`, {
            signal: AbortSignal.timeout(5_000),
          });
          if (res.status !== 200) routedAway = true;
        } catch {
          routedAway = true;
        }
        await sleep(100);
      }
    })();
    const traffic = visitors(
      () => server.url,
      partId,
      6,
      () => routedAway,
    );
    // One visitor on a slow line: its request is half sent when the signal comes, the rest
    // arrives after the port has closed; it is answered all the same.
    const slowEmail = `slow-${randomBytes(3).toString('hex')}@visitor.test`;
    let finishSlow = () => {};
    const slow = slowPost(
      server.url,
      '/api/send',
      { email: slowEmail, message: 'Sent slowly', kind: 'contact' },
      new Promise<void>((resolve) => (finishSlow = resolve)),
    );
    await sleep(2_000);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    // Past the drain (1 s by default): the port is closed, the slow request still open.
    await sleep(1_600);
    const refused = await post(server.url, '/api/send', { email: slowEmail }).then(
      () => 'answered',
      (error: NodeJS.ErrnoException) => error.code,
    );
    finishSlow();
    const code = await server.exited;
    const tookMs = Date.now() - signalled;
    const { done, statuses, failures } = await traffic;
    await balancer;
    expect(refused).toBe('ECONNREFUSED');
    expect(await slow).toMatchObject({ status: 200 });
    expect(code).toBe(0);
    expect(tookMs).toBeLessThan(5_000);
    expect(done.length).toBeGreaterThan(5);
    // Every request sent was answered (no reset connection), never with a 5xx.
    expect(failures).toEqual([]);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);

    // What it answered is stored and, once a server runs again, mailed once.
    const next = await start();
    await outboxDrained();
    await sleep(500);
    const contact = await handle.db.selectFrom('contact_messages').select('email').execute();
    const emails = new Set(contact.map((row) => row.email));
    for (const request of [...done.filter((r) => r.kind === 'contact'), { email: slowEmail }]) {
      expect(emails.has(request.email)).toBe(true);
    }
    const delivered = smtp.received
      .slice(before)
      .map((mail) => Number(header(mail.raw, 'X-Contrail-Outbox-Id')));
    expect(new Set(delivered).size).toBe(delivered.length);
    for (const request of done) {
      expect(smtp.received.some((mail) => mail.raw.includes(request.email))).toBe(true);
    }
    await next.stop('SIGTERM');
  }, 240_000);

  it('SIGTERM while a mail is stuck sending: gives the mail back and exits within SHUTDOWN_TIMEOUT_MS', async () => {
    // An SMTP server that accepts connections and never says a word.
    const stuck = new Set<Socket>();
    const silent = createServer((socket) => {
      stuck.add(socket);
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentPort = (silent.address() as { port: number }).port;
    try {
      const server = await start({
        SMTP_URL: `smtp://127.0.0.1:${silentPort}`,
        SHUTDOWN_TIMEOUT_MS: '3000',
        OUTBOX_LEASE_MS: '600000',
      });
      const email = `stuck-${randomBytes(3).toString('hex')}@visitor.test`;
      const res = await post(server.url, '/api/send', { email, message: 'Hello', kind: 'contact' });
      expect(res.status).toBe(200);
      const started = Date.now();
      while (stuck.size === 0) {
        if (Date.now() - started > 20_000) throw new Error('the mail was never sent');
        await sleep(50);
      }
      const signalled = Date.now();
      const code = await server.stop('SIGTERM', 20_000);
      const tookMs = Date.now() - signalled;
      expect(code).toBe(0);
      expect(tookMs).toBeLessThan(3_000 + 1_000);
      const rows = await handle.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('reply_to', 'like', `%${email}%`)
        .execute();
      expect(rows).toHaveLength(1);
      // Given back: due now for any process, not held for the 10-minute lease.
      expect(rows[0]).toMatchObject({ status: 'pending', attempts: 0 });
      expect(Date.parse(rows[0]!.next_attempt_at)).toBeLessThanOrEqual(Date.now());
    } finally {
      for (const socket of stuck) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  }, 240_000);
});
