import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTestApp, postJson, useTestApp } from '../../test/app.ts';
import { testDatabases, useTestDatabase } from '../../test/databases.ts';
import { confirmationResendMs } from './subscriptions.ts';

const origin = 'https://parts.example.com';
const linkPattern = /https:\/\/parts\.example\.com\/subscribe\/confirm\?token=([A-Za-z0-9_-]{43})/;

describe.each(testDatabases())('double opt-in subscriptions ($dialect)', (database) => {
  const getDb = useTestDatabase(database);
  const getApp = useTestApp(getDb, {
    config: { siteOrigin: origin, subscribeConfirmHours: 48 },
    rateLimits: { send: { max: 1000, timeWindow: 60_000 } },
  });

  const subscribe = (email: string, headers: Record<string, string> = {}) =>
    postJson(getApp(), '/api/send', { email }, headers);
  const confirm = (token: unknown) => postJson(getApp(), '/api/subscribe/confirm', { token });
  const mailsTo = (email: string) =>
    getDb()
      .db.selectFrom('mail_outbox')
      .selectAll()
      .where('recipients', 'like', `%"${email}"%`)
      .orderBy('id')
      .execute();
  const row = (email: string) =>
    getDb()
      .db.selectFrom('subscribers')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
  const tokenOf = (text: string) => {
    const match = linkPattern.exec(text);
    if (!match) throw new Error(`no confirmation link in: ${text}`);
    return match[1]!;
  };

  it('mails a link on the configured site (never the request Host), storing only its hash', async () => {
    const email = 'link@example.com';
    const res = await subscribe(email, {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
    });
    expect(res.json()).toEqual({ status: 'success' });
    const [mail] = await mailsTo(email);
    expect(mail!.text).not.toContain('evil.example');
    expect(mail!.html).toContain(`href="${origin}/subscribe/confirm?token=`);
    expect(mail!.text).toContain('within 48 hours');
    const token = tokenOf(mail!.text);
    const stored = await row(email);
    expect(stored.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(Date.parse(stored.token_expires_at!) - Date.parse(stored.confirmation_sent_at!)).toBe(
      48 * 3600_000,
    );
  });

  it('counts the address subscribed only once the link is followed; following it again is fine', async () => {
    const email = 'confirm@example.com';
    await subscribe(email);
    expect((await row(email)).status).toBe('pending');
    const token = tokenOf((await mailsTo(email))[0]!.text);
    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'confirmed' });
    const confirmed = await row(email);
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.confirmed_at).not.toBeNull();
    expect((await confirm(token)).json()).toEqual({ status: 'confirmed' });
    // A confirmed address gets no further confirmation, whatever is asked, and the same answer.
    expect((await subscribe('Confirm@Example.com')).json()).toEqual({ status: 'success' });
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('sends no second confirmation within a day, answering the same; after a day a new link replaces the old', async () => {
    const email = 'twice@example.com';
    const first = await subscribe(email);
    const again = await subscribe(email.toUpperCase());
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(await mailsTo(email)).toHaveLength(1);
    const oldToken = tokenOf((await mailsTo(email))[0]!.text);

    // Just inside the day: still nothing.
    const sentAt = (ms: number) =>
      getDb()
        .db.updateTable('subscribers')
        .set({ confirmation_sent_at: new Date(Date.now() - ms).toISOString() })
        .where('email', '=', email)
        .execute();
    await sentAt(confirmationResendMs - 60_000);
    await subscribe(email);
    expect(await mailsTo(email)).toHaveLength(1);

    await sentAt(confirmationResendMs + 60_000);
    expect((await subscribe(email)).body).toBe(first.body);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    const newToken = tokenOf(mails[1]!.text);
    expect(newToken).not.toBe(oldToken);
    expect((await confirm(oldToken)).statusCode).toBe(400);
    expect((await confirm(newToken)).statusCode).toBe(200);
  });

  it('sends one confirmation for concurrent requests for one address', async () => {
    const email = 'race@example.com';
    const answers = await Promise.all(Array.from({ length: 6 }, () => subscribe(email)));
    for (const res of answers) expect(res.json()).toEqual({ status: 'success' });
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('answers 410 for an expired link, and a new subscription works after it', async () => {
    const email = 'late@example.com';
    await subscribe(email);
    const token = tokenOf((await mailsTo(email))[0]!.text);
    await getDb()
      .db.updateTable('subscribers')
      .set({
        token_expires_at: new Date(Date.now() - 1000).toISOString(),
        confirmation_sent_at: new Date(Date.now() - confirmationResendMs - 1000).toISOString(),
      })
      .where('email', '=', email)
      .execute();
    const res = await confirm(token);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({
      error: { code: 'token_expired', message: expect.stringContaining('expired') },
    });
    expect((await row(email)).status).toBe('pending');
    await subscribe(email);
    const fresh = tokenOf((await mailsTo(email))[1]!.text);
    expect((await confirm(fresh)).statusCode).toBe(200);
  });

  it.each([
    ['an unknown token', 'A'.repeat(43), 400, 'invalid_token'],
    ['a token of the wrong shape', 'not-a-token', 400, 'invalid_token'],
    ['a token with SQL in it', "' or 1=1 --", 400, 'invalid_token'],
    ['an empty token', '', 400, undefined],
    ['a number', 42, 400, undefined],
    ['a missing token', undefined, 400, undefined],
  ])('refuses %s with a JSON 4xx', async (_name, token, status, code) => {
    const before = await getDb().db.selectFrom('subscribers').selectAll().execute();
    const res = await confirm(token);
    expect(res.statusCode).toBe(status);
    const body = res.json<{ error: { code: string; message: string } }>();
    expect(body.error.message).toEqual(expect.any(String));
    if (code) expect(body.error.code).toBe(code);
    expect(await getDb().db.selectFrom('subscribers').selectAll().execute()).toEqual(before);
  });

  it('refuses an unknown field and a non-JSON body', async () => {
    const extra = await postJson(getApp(), '/api/subscribe/confirm', {
      token: 'A'.repeat(43),
      email: 'x@example.com',
    });
    expect(extra.statusCode).toBe(400);
    const text = await getApp().inject({
      method: 'POST',
      url: '/api/subscribe/confirm',
      headers: { 'content-type': 'text/plain' },
      payload: 'token=x',
    });
    expect(text.statusCode).toBe(415);
  });

  it('lets an address ask again when its confirmation was capped', async () => {
    const capped = await buildTestApp(getDb(), {
      config: { siteOrigin: origin, mailCapPerRecipient: 1 },
    });
    try {
      const email = 'capped-sub@example.com';
      // One mail to this address today already (a customer copy, say).
      await capped.database.transaction((trx) => capped.mailCaps.admit(trx, email));
      const res = await postJson(capped, '/api/send', { email });
      expect(res.json()).toEqual({ status: 'success' });
      expect(await mailsTo(email)).toHaveLength(0);
      expect(await row(email)).toMatchObject({
        status: 'pending',
        token_hash: null,
        confirmation_sent_at: null,
      });
    } finally {
      await capped.close();
    }
  });
});
