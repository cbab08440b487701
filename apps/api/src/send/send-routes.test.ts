import { messages } from '@contrail/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp, postJson, useTestApp } from '../../test/app.ts';
import { countRows, testDatabases, useTestDatabase } from '../../test/databases.ts';

const tables = ['subscribers', 'contact_messages', 'mail_outbox'] as const;

describe.each(testDatabases())('POST /api/send ($dialect)', (database) => {
  const getDb = useTestDatabase(database);
  const getApp = useTestApp(getDb, { rateLimits: { send: { max: 1000, timeWindow: 60_000 } } });

  const outbox = () => getDb().db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

  it('subscribes an e-mail as pending and queues one confirmation mail', async () => {
    const res = await postJson(getApp(), '/api/send', { email: ' Pilot@Example.com ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });
    const subscribers = await getDb().db.selectFrom('subscribers').selectAll().execute();
    expect(subscribers).toEqual([
      expect.objectContaining({
        email: 'pilot@example.com',
        status: 'pending',
        confirmed_at: null,
      }),
    ]);
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(JSON.parse(mails[0]!.recipients)).toEqual([{ address: 'pilot@example.com' }]);
    expect(mails[0]).toMatchObject({
      status: 'pending',
      attempts: 0,
      subject: 'Confirm your subscription to the Contrail newsletter',
    });
    expect(mails[0]!.text).toMatch(/\/subscribe\/confirm\?token=[A-Za-z0-9_-]{43}/);
    // (In German and Arabic, with the link to the page in that language: test/language-suite.ts.)
  });

  it('answers success again for a duplicate subscription, without a second row or mail', async () => {
    const before = await countRows(getDb(), tables);
    const res = await postJson(getApp(), '/api/send', {
      email: 'pilot@example.com',
      kind: 'subscribe',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });
    expect(await countRows(getDb(), tables)).toEqual(before);
  });

  it('stores a contact message and mails every field to the parts desk, replying to the sender', async () => {
    const body = {
      email: 'owner@husky.test',
      name: 'Ann "Tailwheel" Owner',
      phone: '+1 555 0100',
      subject: 'Gear leg',
      message: 'Need a quote for <b>AN3-5A</b>.\nSerial 1234.',
      consent: true,
      kind: 'contact',
    };
    const res = await postJson(getApp(), '/api/send', body);
    expect(res.statusCode).toBe(200);
    const stored = await getDb().db.selectFrom('contact_messages').selectAll().execute();
    expect(stored).toEqual([
      expect.objectContaining({
        email: body.email,
        name: body.name,
        phone: body.phone,
        subject: body.subject,
        message: body.message,
        consent: 1,
      }),
    ]);
    const mail = (await outbox()).at(-1)!;
    expect(JSON.parse(mail.recipients)).toEqual([{ address: 'desk@parts.test' }]);
    expect(JSON.parse(mail.reply_to!)).toEqual({ name: body.name, address: body.email });
    expect(mail.subject).toBe('Contact: Gear leg');
    for (const value of [
      body.email,
      body.name,
      body.phone,
      'Need a quote for <b>AN3-5A</b>.',
      'Serial 1234.',
    ]) {
      expect(mail.text).toContain(value);
    }
    expect(mail.html).toContain('&#60;b&#62;AN3-5A&#60;/b&#62;');
  });

  it('treats an e-mail with contact fields but no kind as a contact message', async () => {
    const before = await countRows(getDb(), tables);
    const res = await postJson(getApp(), '/api/send', { email: 'x@example.com', message: 'Hello' });
    expect(res.statusCode).toBe(200);
    const after = await countRows(getDb(), tables);
    expect(after).toEqual({
      ...before,
      contact_messages: before.contact_messages! + 1,
      mail_outbox: before.mail_outbox! + 1,
    });
  });

  const rejected: Array<
    [string, { body: string; contentType?: string }, number, string, Record<string, string>?]
  > = [
    ['a missing e-mail', { body: '{}' }, 400, messages.required, { email: messages.required }],
    [
      'a blank e-mail',
      { body: '{"email":"  "}' },
      400,
      messages.required,
      { email: messages.required },
    ],
    [
      'an invalid e-mail',
      { body: '{"email":"pilot@"}' },
      400,
      messages.invalidEmail,
      { email: messages.invalidEmail },
    ],
    [
      'a non-string e-mail',
      { body: '{"email":42}' },
      400,
      messages.required,
      { email: messages.required },
    ],
    [
      'an unknown field',
      { body: '{"email":"a@example.com","admin":true}' },
      400,
      'Unknown field: admin.',
      { admin: 'Unknown field.' },
    ],
    [
      'a huge message',
      { body: JSON.stringify({ email: 'a@example.com', message: 'x'.repeat(5001) }) },
      400,
      expect.any(String) as unknown as string,
    ],
    ['malformed JSON', { body: '{"email": "a@example.com"' }, 400, 'The body is not valid JSON.'],
    ['a JSON array', { body: '[]' }, 400, 'Request body must be a JSON object.'],
    ['JSON null', { body: 'null' }, 400, 'Request body must be a JSON object.'],
    ['an empty body', { body: '' }, 400, 'Request body must be a JSON object.'],
    [
      'prototype poisoning',
      { body: '{"email":"a@example.com","__proto__":{"x":1}}' },
      400,
      expect.any(String) as unknown as string,
    ],
    [
      'a form-encoded body',
      { body: 'email=a@example.com', contentType: 'application/x-www-form-urlencoded' },
      415,
      'Send the body as JSON (Content-Type: application/json).',
    ],
    [
      'a text body',
      { body: '{"email":"a@example.com"}', contentType: 'text/plain' },
      415,
      'Send the body as JSON (Content-Type: application/json).',
    ],
    [
      'an oversized body',
      { body: JSON.stringify({ email: 'a@example.com', message: 'x'.repeat(70_000) }) },
      413,
      'The request body is too large.',
    ],
  ];

  it.each(rejected)(
    'rejects %s with a JSON error and changes nothing',
    async (_name, request, status, message, fields) => {
      const before = await countRows(getDb(), tables);
      const res = await getApp().inject({
        method: 'POST',
        url: '/api/send',
        headers: { 'content-type': request.contentType ?? 'application/json' },
        payload: request.body,
      });
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const error = res.json<{
        error: { code: string; message: string; fields?: Record<string, string> };
      }>().error;
      expect(error.message).toEqual(message);
      expect(error.code).toEqual(expect.any(String));
      if (fields) expect(error.fields).toEqual(fields);
      expect(JSON.stringify(res.json())).not.toMatch(/at .*\.(ts|js):\d+/);
      expect(await countRows(getDb(), tables)).toEqual(before);
    },
  );

  it('limits each IP to the configured number of sends, answering 429 JSON', async () => {
    const app = await buildTestApp(getDb(), {
      rateLimits: { send: { max: 2, timeWindow: 60_000 } },
    });
    try {
      const send = (ip: string) =>
        app.inject({
          method: 'POST',
          url: '/api/send',
          remoteAddress: ip,
          headers: { 'content-type': 'application/json' },
          payload: { email: `rate-${ip}@example.com` },
        });
      expect((await send('10.0.0.1')).statusCode).toBe(200);
      expect((await send('10.0.0.1')).statusCode).toBe(200);
      const before = await countRows(getDb(), tables);
      const limited = await app.inject({
        method: 'POST',
        url: '/api/send',
        remoteAddress: '10.0.0.1',
        headers: { 'content-type': 'application/json' },
        payload: { email: 'another@example.com' },
      });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        error: { code: 'rate_limited', message: expect.stringMatching(/^Too many requests/) },
      });
      expect(limited.headers['retry-after']).toBeDefined();
      expect(await countRows(getDb(), tables)).toEqual(before);
      expect((await send('10.0.0.2')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
