import { readdirSync, readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, postJson } from '../../test/app.ts';
import { testDatabases, useTestDatabase } from '../../test/databases.ts';
import { downSmtpPort, quietLog as quiet, testSender as from } from '../../test/outbox.ts';
import { header, startSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';
import {
  createMailer,
  enqueueMail,
  processOutbox,
  retryDelay,
  startOutboxWorker,
  type Mailer,
} from './index.ts';
import { stableMessageId } from './outbox.ts';

describe.each(testDatabases())('mail outbox ($dialect)', (database) => {
  const getDb = useTestDatabase(database);
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });
  const mailer = () => createMailer({ smtpUrl: smtp.url, outboxDir: '/nonexistent' });
  const row = (id: number) =>
    getDb().db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('delivers a /api/send contact message to the parts desk over real SMTP', async () => {
    const app = await buildTestApp(getDb(), { config: { smtpUrl: smtp.url } });
    const res = await postJson(app, '/api/send', {
      email: 'owner@husky.test',
      name: 'Ann Owner',
      subject: 'Tail wheel spring',
      message: 'Please quote 2 springs.',
    });
    expect(res.statusCode).toBe(200);
    const before = smtp.received.length;
    const result = await processOutbox({
      db: getDb().db,
      mailer: createMailer({ smtpUrl: app.config.smtpUrl, outboxDir: app.config.outboxDir }),
      from,
    });
    expect(result).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail!.to).toEqual(['desk@parts.test']);
    expect(mail!.from).toBe('no-reply@contrail.test');
    expect(header(mail!.raw, 'Reply-To')).toBe('Ann Owner <owner@husky.test>');
    expect(header(mail!.raw, 'Subject')).toBe('Contact: Tail wheel spring');
    expect(mail!.raw).toContain('Please quote 2 springs.');
    const sent = await getDb()
      .db.selectFrom('mail_outbox')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(sent.sent_at).not.toBeNull();
    await app.close();
  });

  it('never lets user input add headers', async () => {
    const id = await enqueueMail(getDb().db, {
      audience: 'desk',
      to: { name: 'Eve\r\nBcc: victim@example.com', address: 'eve@example.com' },
      replyTo: 'eve@example.com\r\nBcc: other@example.com',
      subject: 'Hello\r\nBcc: victim@example.com\nX-Evil: 1',
      text: 'body',
    });
    const before = smtp.received.length;
    await processOutbox({ db: getDb().db, mailer: mailer(), from });
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail!.to).toEqual(['eve@example.com']);
    expect(header(mail!.raw, 'Bcc')).toBeUndefined();
    expect(header(mail!.raw, 'X-Evil')).toBeUndefined();
    expect(header(mail!.raw, 'Subject')).toBe('Hello Bcc: victim@example.com X-Evil: 1');
    expect((await row(id)).status).toBe('sent');
  });

  it('keeps mail through an SMTP outage and delivers it when the server is back', async () => {
    const port = await downSmtpPort();
    const outageMailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir: '/nonexistent',
    });
    const id = await enqueueMail(getDb().db, {
      audience: 'desk',
      to: 'desk@parts.test',
      subject: 'Inquiry 42',
      text: 'AN3-5A x 10',
    });

    const t0 = new Date();
    const first = await processOutbox({
      db: getDb().db,
      mailer: outageMailer,
      from,
      now: () => t0,
      log: quiet,
    });
    expect(first).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const pending = await row(id);
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
    expect(pending.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(pending.next_attempt_at).toBe(new Date(t0.getTime() + retryDelay(1)).toISOString());

    // Not due yet: nothing happens.
    expect(
      await processOutbox({
        db: getDb().db,
        mailer: outageMailer,
        from,
        now: () => t0,
        log: quiet,
      }),
    ).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });

    const later = new Date(t0.getTime() + retryDelay(1) + 1000);
    const second = await processOutbox({
      db: getDb().db,
      mailer: outageMailer,
      from,
      now: () => later,
      log: quiet,
    });
    expect(second.retrying).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 2 });

    const back = await startSmtpServer(port);
    try {
      const muchLater = new Date(later.getTime() + retryDelay(2) + 1000);
      const third = await processOutbox({
        db: getDb().db,
        mailer: outageMailer,
        from,
        now: () => muchLater,
      });
      expect(third).toEqual({ sent: 1, retrying: 0, failed: 0 });
      const [mail] = await back.waitFor(1);
      expect(mail!.to).toEqual(['desk@parts.test']);
      expect(mail!.raw).toContain('AN3-5A x 10');
      expect(await row(id)).toMatchObject({ status: 'sent', attempts: 3 });
    } finally {
      await back.close();
    }
  });

  it('marks a mail failed after the last attempt, keeping it in the table', async () => {
    const dead = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', outboxDir: '/nonexistent' });
    const id = await enqueueMail(getDb().db, {
      audience: 'desk',
      to: 'x@example.com',
      subject: 'never',
      text: 'x',
    });
    const now = new Date(Date.now() + 365 * 24 * 3600 * 1000);
    const result = await processOutbox({
      db: getDb().db,
      mailer: dead,
      from,
      now: () => now,
      retry: { maxAttempts: 1 },
      log: quiet,
    });
    expect(result.failed).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('sends each mail once when two workers run at the same time', async () => {
    const ids = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        enqueueMail(getDb().db, {
          audience: 'desk',
          to: `c${i}@example.com`,
          subject: `c${i}`,
          text: 'x',
        }),
      ),
    );
    const before = smtp.received.length;
    const [a, b] = await Promise.all([
      processOutbox({ db: getDb().db, mailer: mailer(), from }),
      processOutbox({ db: getDb().db, mailer: mailer(), from }),
    ]);
    expect(a.sent + b.sent).toBe(6);
    await smtp.waitFor(before + 6);
    await new Promise((r) => setTimeout(r, 100));
    expect(smtp.received.length).toBe(before + 6);
    for (const id of ids) expect((await row(id)).status).toBe('sent');
  });

  it('the worker sends queued mail as soon as it is poked', async () => {
    const worker = startOutboxWorker({
      db: getDb().db,
      mailer: mailer(),
      from,
      intervalMs: 60_000,
      log: quiet,
    });
    try {
      await worker.idle();
      const before = smtp.received.length;
      await enqueueMail(getDb().db, {
        audience: 'desk',
        to: 'poke@example.com',
        subject: 'poked',
        text: 'x',
      });
      worker.poke();
      const [mail] = (await smtp.waitFor(before + 1)).slice(before);
      expect(mail!.to).toEqual(['poke@example.com']);
    } finally {
      await worker.stop();
    }
  });

  it('stopping claims no further mail and gives back a mail stuck in a send', async () => {
    await processOutbox({ db: getDb().db, mailer: mailer(), from });
    let release = () => {};
    const stuckMailer: Mailer = {
      kind: 'smtp',
      send: () => new Promise<void>((resolve) => (release = resolve)),
      close: () => {},
    };
    const first = await enqueueMail(getDb().db, {
      audience: 'desk',
      to: 'a@example.com',
      subject: 'a',
      text: 'x',
    });
    const second = await enqueueMail(getDb().db, {
      audience: 'desk',
      to: 'b@example.com',
      subject: 'b',
      text: 'x',
    });
    const worker = startOutboxWorker({
      db: getDb().db,
      mailer: stuckMailer,
      from,
      intervalMs: 60_000,
      log: quiet,
    });
    // The first mail is claimed (leased for 5 minutes) and its send hangs.
    for (let i = 0; i < 100 && Date.parse((await row(first)).next_attempt_at) < Date.now(); i++) {
      await new Promise((r) => setTimeout(r, 10));
    }
    await worker.stop(100);
    const given = await row(first);
    expect(given).toMatchObject({ status: 'pending', attempts: 0 });
    expect(Date.parse(given.next_attempt_at)).toBeLessThanOrEqual(Date.now());
    // Never claimed: the worker had stopped.
    expect((await row(second)).status).toBe('pending');
    release();
    await processOutbox({ db: getDb().db, mailer: mailer(), from });
    for (const id of [first, second]) expect((await row(id)).status).toBe('sent');
  });

  it('gives every attempt at a mail the same Message-ID', async () => {
    const id = await enqueueMail(getDb().db, {
      audience: 'desk',
      to: 'm@example.com',
      subject: 'm',
      text: 'x',
    });
    const before = smtp.received.length;
    await processOutbox({ db: getDb().db, mailer: mailer(), from });
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    const created = (await row(id)).created_at;
    expect(header(mail!.raw, 'Message-ID')).toBe(stableMessageId(id, created, from));
    expect(stableMessageId(id, created, from)).toMatch(
      new RegExp(`^<outbox-${id}\\.\\d+@contrail\\.test>$`),
    );
  });

  it('without SMTP_URL writes .eml files into the outbox folder', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'contrail-outbox-')), 'outbox');
    const logged: object[] = [];
    const fileMailer = createMailer({
      smtpUrl: null,
      outboxDir: dir,
      log: { info: (o) => logged.push(o) },
    });
    expect(fileMailer.kind).toBe('file');
    const id = await enqueueMail(getDb().db, {
      audience: 'desk',
      to: 'file@example.com',
      replyTo: { name: 'R', address: 'r@example.com' },
      subject: 'On disk',
      text: 'Written to a file',
      html: '<p>Written</p>',
    });
    await processOutbox({ db: getDb().db, mailer: fileMailer, from });
    const files = readdirSync(dir);
    expect(files).toEqual([`${String(id).padStart(6, '0')}.eml`]);
    const raw = readFileSync(join(dir, files[0]!), 'utf8');
    expect(header(raw, 'To')).toBe('file@example.com');
    expect(header(raw, 'From')).toBe('Contrail <no-reply@contrail.test>');
    expect(header(raw, 'Reply-To')).toBe('R <r@example.com>');
    expect(header(raw, 'Subject')).toBe('On disk');
    expect(raw).toContain('Written to a file');
    expect(logged).toEqual([
      expect.objectContaining({ subject: 'On disk', to: ['file@example.com'] }),
    ]);
    expect((await row(id)).status).toBe('sent');
  });
});
