import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../test/app.ts';
import { testDatabases, useTestDatabase } from '../../test/databases.ts';
import {
  deskCookie,
  deskOrigin,
  deskRequest,
  sameOrigin,
  staffWithPassword,
} from '../../test/desk.ts';
import { TestAuthenticator } from '../../test/passkey.ts';
import { inviteStaff, setupLink } from './desk-invite.ts';
import { deskIdleMs } from './desk-session.ts';

const tokenOf = (link: string) => new URL(link).hash.replace('#token=', '');

describe.each(testDatabases())('desk sign-in ($dialect)', (database) => {
  const getDb = useTestDatabase(database);
  const getApp = useTestApp(getDb, { config: { siteOrigin: deskOrigin } });

  it('invites from the command line: one mail with a one-time link, valid for a day', async () => {
    const db = getDb();
    const before = Date.now();
    const invite = await inviteStaff(
      db.db,
      { siteOrigin: deskOrigin },
      {
        email: 'New.Member@Desk.test',
        role: 'desk',
      },
    );
    expect(invite.link).toMatch(/^http:\/\/localhost\/desk\/setup#token=[A-Za-z0-9_-]{43}$/);
    expect(invite.link).toBe(setupLink(deskOrigin, tokenOf(invite.link)));
    const validFor = Date.parse(invite.expiresAt) - before;
    expect(validFor).toBeGreaterThan(23.9 * 3600_000);
    expect(validFor).toBeLessThanOrEqual(24 * 3600_000 + 5000);
    const mails = await db.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipients', 'like', '%new.member@desk.test%')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Set up your Contrail parts desk account');
    expect(mails[0]!.text).toContain(invite.link);
    // The token itself is not stored, only its hash.
    const stored = await db.db.selectFrom('staff_invites').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(tokenOf(invite.link));

    const res = await deskRequest(getApp(), 'POST', '/api/desk/invite', {
      body: { token: tokenOf(invite.link) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'new.member@desk.test', role: 'desk' });

    // Inviting again replaces the link: the first one stops working.
    const again = await inviteStaff(
      db.db,
      { siteOrigin: deskOrigin },
      {
        email: 'new.member@desk.test',
        role: 'desk',
        print: true,
      },
    );
    const old = await deskRequest(getApp(), 'POST', '/api/desk/invite', {
      body: { token: tokenOf(invite.link) },
    });
    expect(old.statusCode).toBe(410);
    expect(old.json()).toMatchObject({ error: { code: 'invite_invalid' } });
    const fresh = await deskRequest(getApp(), 'POST', '/api/desk/invite', {
      body: { token: tokenOf(again.link) },
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('sets up with a password (argon2id), signs in with an HttpOnly SameSite=Strict cookie; the link works once', async () => {
    const db = getDb();
    const app = getApp();
    const { link } = await inviteStaff(
      db.db,
      { siteOrigin: deskOrigin },
      {
        email: 'pw@desk.test',
        role: 'desk',
        print: true,
      },
    );
    const token = tokenOf(link);
    const short = await deskRequest(app, 'POST', '/api/desk/setup/password', {
      body: { token, name: 'Pat Desk', password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      error: { fields: { password: 'Use at least 12 characters.' } },
    });

    const res = await deskRequest(app, 'POST', '/api/desk/setup/password', {
      body: { token, name: 'Pat Desk', password: 'a long enough secret' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      staff: {
        email: 'pw@desk.test',
        name: 'Pat Desk',
        role: 'desk',
        status: 'active',
        hasPassword: true,
      },
    });
    const cookie = res.cookies.find((c) => c.name === 'contrail_desk');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.maxAge).toBeUndefined();
    const row = await db.db
      .selectFrom('staff')
      .selectAll()
      .where('email', '=', 'pw@desk.test')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const me = await deskRequest(app, 'GET', '/api/desk/me', { cookie: cookie!.value });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ staff: { email: 'pw@desk.test' } });

    const twice = await deskRequest(app, 'POST', '/api/desk/setup/password', {
      body: { token, name: 'Pat Desk', password: 'another long secret' },
    });
    expect(twice.statusCode).toBe(410);

    const signIn = await deskRequest(app, 'POST', '/api/desk/signin/password', {
      body: { email: 'PW@desk.test', password: 'a long enough secret' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(deskCookie(signIn)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses an expired invite', async () => {
    const db = getDb();
    const { link, staffId } = await inviteStaff(
      db.db,
      { siteOrigin: deskOrigin },
      {
        email: 'late@desk.test',
        role: 'desk',
        print: true,
      },
    );
    await db.db
      .updateTable('staff_invites')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('staff_id', '=', staffId)
      .execute();
    const res = await deskRequest(getApp(), 'POST', '/api/desk/setup/password', {
      body: { token: tokenOf(link), name: 'Late', password: 'a long enough secret' },
    });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ error: { code: 'invite_invalid' } });
  });

  it('sets up and signs in with a passkey (WebAuthn), refusing another origin and a replayed challenge', async () => {
    const app = getApp();
    const { link } = await inviteStaff(
      getDb().db,
      { siteOrigin: deskOrigin },
      {
        email: 'key@desk.test',
        role: 'admin',
        print: true,
      },
    );
    const token = tokenOf(link);
    const authenticator = new TestAuthenticator(deskOrigin);
    const options = await deskRequest(app, 'POST', '/api/desk/passkey/options', {
      body: { token },
    });
    expect(options.statusCode).toBe(200);
    const { challengeId, options: creation } = options.json<{
      challengeId: string;
      options: { challenge: string; rp: { id: string }; user: { name: string } };
    }>();
    expect(creation.rp.id).toBe('localhost');
    expect(creation.user.name).toBe('key@desk.test');

    // An answer made for another origin (a phishing page) is refused, and uses the challenge up.
    const phished = await deskRequest(app, 'POST', '/api/desk/setup/passkey', {
      body: {
        token,
        name: 'Kay',
        challengeId,
        credential: authenticator.register(creation, 'http://evil.test'),
      },
    });
    expect(phished.statusCode).toBe(400);
    expect(phished.json()).toMatchObject({ error: { code: 'passkey_refused' } });

    const retry = (
      await deskRequest(app, 'POST', '/api/desk/passkey/options', { body: { token } })
    ).json<{
      challengeId: string;
      options: { challenge: string };
    }>();
    const setUp = await deskRequest(app, 'POST', '/api/desk/setup/passkey', {
      body: {
        token,
        name: 'Kay Admin',
        challengeId: retry.challengeId,
        credential: authenticator.register(retry.options),
      },
    });
    expect(setUp.statusCode).toBe(200);
    expect(setUp.json()).toMatchObject({
      staff: { email: 'key@desk.test', role: 'admin', passkeys: 1, hasPassword: false },
    });

    const start = await deskRequest(app, 'POST', '/api/desk/passkey/options', { body: {} });
    const request = start.json<{
      challengeId: string;
      options: { challenge: string; allowCredentials?: unknown[] };
    }>();
    // No address is asked and no credential listed: the options reveal nobody.
    expect(request.options.allowCredentials ?? []).toEqual([]);
    const answer = authenticator.authenticate(request.options);
    const signIn = await deskRequest(app, 'POST', '/api/desk/signin/passkey', {
      body: { challengeId: request.challengeId, credential: answer },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ staff: { email: 'key@desk.test' } });
    const me = await deskRequest(app, 'GET', '/api/desk/me', { cookie: deskCookie(signIn)! });
    expect(me.statusCode).toBe(200);

    const replay = await deskRequest(app, 'POST', '/api/desk/signin/passkey', {
      body: { challengeId: request.challengeId, credential: answer },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ error: { code: 'sign_in_failed' } });

    // A passkey the desk does not know.
    const stranger = new TestAuthenticator(deskOrigin);
    const next = (await deskRequest(app, 'POST', '/api/desk/passkey/options', { body: {} })).json<{
      challengeId: string;
      options: { challenge: string };
    }>();
    const unknown = await deskRequest(app, 'POST', '/api/desk/signin/passkey', {
      body: { challengeId: next.challengeId, credential: stranger.authenticate(next.options) },
    });
    expect(unknown.statusCode).toBe(401);
  });

  it('answers a wrong password, an unknown address and a disabled account alike', async () => {
    const app = getApp();
    const member = await staffWithPassword(app, getDb(), 'desk');
    const wrong = await deskRequest(app, 'POST', '/api/desk/signin/password', {
      body: { email: member.email, password: 'not the password' },
    });
    const unknown = await deskRequest(app, 'POST', '/api/desk/signin/password', {
      body: { email: 'nobody@desk.test', password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(deskCookie(wrong)).toBeUndefined();
  });

  it('rotates the session at sign-in, revokes it at sign-out, and ends it when idle or too old', async () => {
    const app = getApp();
    const db = getDb();
    const member = await staffWithPassword(app, db, 'desk');
    const again = await deskRequest(app, 'POST', '/api/desk/signin/password', {
      body: { email: member.email, password: member.password },
      cookie: member.cookie,
    });
    const rotated = deskCookie(again)!;
    expect(rotated).not.toBe(member.cookie);
    expect(
      (await deskRequest(app, 'GET', '/api/desk/me', { cookie: member.cookie })).statusCode,
    ).toBe(401);
    expect((await deskRequest(app, 'GET', '/api/desk/me', { cookie: rotated })).statusCode).toBe(
      200,
    );
    // No session id is stored as such.
    const rows = await db.db.selectFrom('desk_sessions').select('id_hash').execute();
    expect(rows.map((r) => r.id_hash)).not.toContain(rotated);

    const out = await deskRequest(app, 'POST', '/api/desk/signout', { cookie: rotated });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'contrail_desk')?.value).toBe('');
    expect((await deskRequest(app, 'GET', '/api/desk/me', { cookie: rotated })).statusCode).toBe(
      401,
    );

    const idle = await deskRequest(app, 'POST', '/api/desk/signin/password', {
      body: { email: member.email, password: member.password },
    });
    await db.db
      .updateTable('desk_sessions')
      .set({ last_seen_at: new Date(Date.now() - deskIdleMs - 1000).toISOString() })
      .where('staff_id', '=', member.id)
      .execute();
    const idleMe = await deskRequest(app, 'GET', '/api/desk/me', { cookie: deskCookie(idle)! });
    expect(idleMe.statusCode).toBe(401);
    expect(idleMe.json()).toMatchObject({ error: { code: 'desk_session_required' } });

    const old = await deskRequest(app, 'POST', '/api/desk/signin/password', {
      body: { email: member.email, password: member.password },
    });
    await db.db
      .updateTable('desk_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('staff_id', '=', member.id)
      .execute();
    expect(
      (await deskRequest(app, 'GET', '/api/desk/me', { cookie: deskCookie(old)! })).statusCode,
    ).toBe(401);
  });

  it('locks password sign-in for an address after 5 failures, briefly, whether or not it has an account', async () => {
    const app = getApp();
    const db = getDb();
    const member = await staffWithPassword(app, db, 'desk');
    const attempt = (email: string, password: string) =>
      deskRequest(app, 'POST', '/api/desk/signin/password', { body: { email, password } });
    for (let i = 0; i < 5; i++)
      expect((await attempt(member.email, 'guess number ' + i)).statusCode).toBe(401);
    const locked = await attempt(member.email, member.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ error: { code: 'sign_in_locked' } });
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(300);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(240);

    for (let i = 0; i < 5; i++) await attempt('ghost@desk.test', 'guess number ' + i);
    const ghost = await attempt('ghost@desk.test', 'guess');
    expect(ghost.statusCode).toBe(429);
    expect(ghost.json()).toEqual(locked.json());

    // Another account from the same address still signs in: the lock is per account.
    const other = await staffWithPassword(app, db, 'desk');
    expect((await attempt(other.email, other.password)).statusCode).toBe(200);

    // When the lock runs out, the right password works again.
    await db.db
      .updateTable('signin_throttle')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .where('bucket', 'like', 'a:%')
      .execute();
    expect((await attempt(member.email, member.password)).statusCode).toBe(200);
  });

  it('locks a client address after 30 failures across addresses', async () => {
    const app = await buildTestApp(getDb(), { config: { siteOrigin: deskOrigin } });
    try {
      const from = { 'x-forwarded-for': '203.0.113.9' };
      const member = await staffWithPassword(app, getDb(), 'desk');
      const attempt = (email: string, password: string, remoteAddress = '203.0.113.9') =>
        app.inject({
          method: 'POST',
          url: '/api/desk/signin/password',
          remoteAddress,
          headers: { ...sameOrigin, ...from, 'content-type': 'application/json' },
          payload: JSON.stringify({ email, password }),
        });
      for (let i = 0; i < 30; i++) {
        const res = await attempt(`spray${i}@desk.test`, 'password1234');
        expect(res.statusCode).toBe(401);
      }
      expect((await attempt(member.email, member.password)).statusCode).toBe(429);
      expect((await attempt(member.email, member.password, '198.51.100.7')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe.each(testDatabases())('desk guards ($dialect)', (database) => {
  const getDb = useTestDatabase(database);
  const getApp = useTestApp(getDb, { config: { siteOrigin: deskOrigin } });

  const protectedRoutes = [
    ['GET', '/api/desk/me'],
    ['POST', '/api/desk/signout'],
    ['GET', '/api/desk/staff'],
    ['PATCH', '/api/desk/staff/1'],
    ['GET', '/api/desk/audit'],
  ] as const;

  it.each(protectedRoutes)('%s %s answers 401 without a session', async (method, url) => {
    const res = await deskRequest(
      getApp(),
      method,
      url,
      method === 'PATCH' ? { body: { role: 'desk' } } : {},
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: 'desk_session_required' } });
  });

  it('answers 403 to the desk role on admin routes', async () => {
    const app = getApp();
    const member = await staffWithPassword(app, getDb(), 'desk');
    for (const [method, url] of [
      ['GET', '/api/desk/staff'],
      ['PATCH', `/api/desk/staff/${member.id + 1}`],
      ['GET', '/api/desk/audit'],
    ] as const) {
      const res = await deskRequest(app, method, url, {
        cookie: member.cookie,
        ...(method === 'PATCH' ? { body: { role: 'admin' } } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ error: { code: 'forbidden_role' } });
    }
  });

  it('refuses a state change another site makes the browser send, or one without an Origin', async () => {
    const app = getApp();
    const member = await staffWithPassword(app, getDb(), 'desk');
    const variants: Array<Record<string, string>> = [
      { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.test' },
      { origin: deskOrigin, 'sec-fetch-site': 'same-site' },
      { origin: 'null' },
    ];
    for (const headers of variants) {
      for (const url of ['/api/desk/signout', '/api/desk/signin/password']) {
        const res = await app.inject({
          method: 'POST',
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          cookies: { contrail_desk: member.cookie },
          payload: JSON.stringify(
            url.endsWith('password') ? { email: member.email, password: member.password } : {},
          ),
        });
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.json()).toMatchObject({ error: { code: 'cross_site_request' } });
      }
    }
    const noOrigin = await app.inject({
      method: 'POST',
      url: '/api/desk/signout',
      cookies: { contrail_desk: member.cookie },
    });
    expect(noOrigin.statusCode).toBe(403);
    // None of them signed the member out.
    expect(
      (await deskRequest(app, 'GET', '/api/desk/me', { cookie: member.cookie })).statusCode,
    ).toBe(200);
  });

  it('lets an admin change roles and disable a member, which revokes their sessions; the audit log shows who did what', async () => {
    const app = getApp();
    const db = getDb();
    const admin = await staffWithPassword(app, db, 'admin');
    const member = await staffWithPassword(app, db, 'desk');

    const list = await deskRequest(app, 'GET', '/api/desk/staff', { cookie: admin.cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ staff: Array<{ email: string }> }>().staff.map((s) => s.email)).toEqual(
      expect.arrayContaining([admin.email, member.email]),
    );

    const own = await deskRequest(app, 'PATCH', `/api/desk/staff/${admin.id}`, {
      cookie: admin.cookie,
      body: { status: 'disabled' },
    });
    expect(own.statusCode).toBe(409);

    const disabled = await deskRequest(app, 'PATCH', `/api/desk/staff/${member.id}`, {
      cookie: admin.cookie,
      body: { status: 'disabled' },
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ staff: { status: 'disabled' } });
    expect(
      (await deskRequest(app, 'GET', '/api/desk/me', { cookie: member.cookie })).statusCode,
    ).toBe(401);
    const signIn = await deskRequest(app, 'POST', '/api/desk/signin/password', {
      body: { email: member.email, password: member.password },
    });
    expect(signIn.statusCode).toBe(401);

    const missing = await deskRequest(app, 'PATCH', '/api/desk/staff/999999', {
      cookie: admin.cookie,
      body: { role: 'admin' },
    });
    expect(missing.statusCode).toBe(404);

    const audit = await deskRequest(app, 'GET', '/api/desk/audit?limit=5', {
      cookie: admin.cookie,
    });
    expect(audit.statusCode).toBe(200);
    const { entries } = audit.json<{
      entries: Array<{
        staffEmail: string;
        action: string;
        target: string;
        detail: Record<string, unknown>;
      }>;
    }>();
    expect(entries.find((e) => e.action === 'staff_changed')).toMatchObject({
      staffEmail: admin.email,
      action: 'staff_changed',
      target: `staff:${member.id}`,
      detail: { email: member.email, status: 'disabled' },
    });
    // The disabled member's attempt is on record too.
    expect(entries[0]).toMatchObject({ staffEmail: member.email, action: 'sign_in_failed' });
  });

  it('with secure cookies uses the __Host- cookie (Secure) and ignores a plain one', async () => {
    const app = await buildTestApp(getDb(), {
      config: { siteOrigin: deskOrigin, secureCookies: true },
    });
    try {
      const member = await staffWithPassword(app, getDb(), 'desk');
      const signIn = await deskRequest(app, 'POST', '/api/desk/signin/password', {
        body: { email: member.email, password: member.password },
      });
      const cookie = signIn.cookies.find((c) => c.name === '__Host-contrail_desk');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/' });
      expect(cookie?.domain).toBeUndefined();
      const plain = await app.inject({
        url: '/api/desk/me',
        cookies: { contrail_desk: cookie!.value },
      });
      expect(plain.statusCode).toBe(401);
      const secure = await app.inject({
        url: '/api/desk/me',
        cookies: { '__Host-contrail_desk': cookie!.value },
      });
      expect(secure.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
