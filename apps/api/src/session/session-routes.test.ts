import { secureSessionCookie, sessionCookie, sessionIdSchema } from '@contrail/contracts';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, postJson, useTestApp } from '../../test/app.ts';
import { countRows, testDatabases, useTestDatabase } from '../../test/databases.ts';
import { getSessionId, newSessionId, pruneSessions, requireSession } from './session.ts';

describe.each(testDatabases())('sessions ($dialect)', (database) => {
  const getDb = useTestDatabase(database);
  const getApp = useTestApp(getDb);

  it('issues an unguessable session id and sets it as an httpOnly, SameSite=Lax cookie', async () => {
    const res = await postJson(getApp(), '/api/session', {});
    expect(res.statusCode).toBe(200);
    const { sessionId } = res.json<{ sessionId: string }>();
    expect(sessionIdSchema.safeParse(sessionId).success).toBe(true);
    expect(Buffer.from(sessionId, 'base64url')).toHaveLength(24);
    const cookie = res.cookies.find((c) => c.name === sessionCookie);
    expect(cookie).toMatchObject({ value: sessionId, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(res.headers['cache-control']).toBe('no-store');
    const row = await getDb()
      .db.selectFrom('sessions')
      .selectAll()
      .where('id', '=', sessionId)
      .executeTakeFirst();
    expect(row).toBeDefined();
    const other = await postJson(getApp(), '/api/session', '');
    expect(other.json<{ sessionId: string }>().sessionId).not.toBe(sessionId);
  });

  it('keeps a known session (cookie, header or body) and replaces an unknown one', async () => {
    const app = getApp();
    const { sessionId } = (await postJson(app, '/api/session', {})).json<{ sessionId: string }>();
    const viaCookie = await app.inject({
      method: 'POST',
      url: '/api/session',
      cookies: { [sessionCookie]: sessionId },
    });
    expect(viaCookie.json()).toEqual({ sessionId });
    const viaHeader = await postJson(app, '/api/session', {}, { 'x-session-id': sessionId });
    expect(viaHeader.json()).toEqual({ sessionId });
    const viaBody = await postJson(app, '/api/session', { sessionId });
    expect(viaBody.json()).toEqual({ sessionId });
    const unknown = await postJson(app, '/api/session', { sessionId: newSessionId() });
    expect(unknown.json<{ sessionId: string }>().sessionId).not.toBe(sessionId);
  });

  it('rejects a malformed body without creating a session', async () => {
    const before = await countRows(getDb(), ['sessions']);
    const bad = await postJson(getApp(), '/api/session', { sessionId: 'short' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: { code: 'invalid_request', fields: { sessionId: 'Invalid session id.' } },
    });
    const extra = await postJson(getApp(), '/api/session', { admin: true });
    expect(extra.statusCode).toBe(400);
    expect(await countRows(getDb(), ['sessions'])).toEqual(before);
  });

  it('getSessionId takes the body, header or cookie id, refuses ids that differ; requireSession checks it exists', async () => {
    const id = newSessionId();
    const request = (parts: {
      body?: unknown;
      header?: string;
      cookie?: string;
      secure?: string;
    }) =>
      ({
        body: parts.body,
        headers: parts.header ? { 'x-session-id': parts.header } : {},
        cookies: {
          ...(parts.cookie ? { [sessionCookie]: parts.cookie } : {}),
          ...(parts.secure ? { [secureSessionCookie]: parts.secure } : {}),
        },
      }) as unknown as FastifyRequest;
    // API integrations without cookies: the body, else the header.
    expect(getSessionId(request({ body: { sessionId: id } }))).toBe(id);
    expect(getSessionId(request({ header: id }))).toBe(id);
    // The site's own client: the cookie alone (the __Host- one first).
    expect(getSessionId(request({ cookie: id }))).toBe(id);
    expect(getSessionId(request({ secure: id }))).toBe(id);
    expect(getSessionId(request({ secure: id, cookie: newSessionId() }))).toBe(id);
    // The same id twice is fine; malformed values are ignored.
    expect(getSessionId(request({ body: { sessionId: id }, header: id, cookie: id }))).toBe(id);
    expect(getSessionId(request({ body: { sessionId: id }, header: 'x', cookie: 'y' }))).toBe(id);
    expect(getSessionId(request({ body: { sessionId: 'bad id' } }))).toBeNull();
    expect(getSessionId(request({}))).toBeNull();
    // Another id than the cookie's, or than each other: 403.
    for (const parts of [
      { body: { sessionId: id }, cookie: newSessionId() },
      { header: id, secure: newSessionId() },
      { body: { sessionId: id }, header: newSessionId() },
    ]) {
      expect(() => getSessionId(request(parts))).toThrow(
        expect.objectContaining({ statusCode: 403, code: 'session_mismatch' }),
      );
    }

    await expect(requireSession(getDb().db, id)).rejects.toMatchObject({
      statusCode: 401,
      code: 'session_required',
    });
    await expect(requireSession(getDb().db, null)).rejects.toMatchObject({ statusCode: 401 });
    const { sessionId } = (await postJson(getApp(), '/api/session', {})).json<{
      sessionId: string;
    }>();
    await expect(requireSession(getDb().db, sessionId)).resolves.toBe(sessionId);
  });

  it("refuses (403) a body or header id that is not the session cookie's", async () => {
    const app = getApp();
    const mine = (await postJson(app, '/api/session', {})).json<{ sessionId: string }>().sessionId;
    const other = (await postJson(app, '/api/session', {})).json<{ sessionId: string }>().sessionId;
    const before = await countRows(getDb(), ['sessions']);
    for (const res of [
      await app.inject({
        method: 'POST',
        url: '/api/session',
        cookies: { [sessionCookie]: mine },
        headers: { 'content-type': 'application/json' },
        payload: { sessionId: other },
      }),
      await app.inject({
        method: 'POST',
        url: '/api/session',
        cookies: { [sessionCookie]: mine },
        headers: { 'x-session-id': other },
      }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: { code: 'session_mismatch' } });
      expect(res.cookies).toEqual([]);
    }
    expect(await countRows(getDb(), ['sessions'])).toEqual(before);
  });

  it('over plain http in development, the cookie is not Secure and keeps its plain name', async () => {
    const res = await postJson(getApp(), '/api/session', {});
    expect(res.cookies.map((c) => c.name)).toEqual([sessionCookie]);
    expect(res.cookies[0]?.secure).toBeUndefined();
  });

  describe('in production (secure cookies)', () => {
    const getSecureApp = useTestApp(getDb, { config: { secureCookies: true } });

    it('sets a Secure, httpOnly __Host- cookie even when the request arrived over plain http (TLS at the proxy)', async () => {
      const res = await postJson(getSecureApp(), '/api/session', {});
      const { sessionId } = res.json<{ sessionId: string }>();
      expect(res.cookies).toHaveLength(1);
      expect(res.cookies[0]).toMatchObject({
        name: secureSessionCookie,
        value: sessionId,
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
      });
      expect(res.cookies[0]?.domain).toBeUndefined();
      const again = await getSecureApp().inject({
        method: 'POST',
        url: '/api/session',
        cookies: { [secureSessionCookie]: sessionId },
      });
      expect(again.json()).toEqual({ sessionId });
    });

    it('still reads the cookie of earlier versions, moves it to the __Host- name and clears the old one', async () => {
      const { sessionId } = (await postJson(getApp(), '/api/session', {})).json<{
        sessionId: string;
      }>();
      const res = await getSecureApp().inject({
        method: 'POST',
        url: '/api/session',
        cookies: { [sessionCookie]: sessionId },
      });
      expect(res.json()).toEqual({ sessionId });
      const byName = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
      expect(byName[secureSessionCookie]).toMatchObject({ value: sessionId, secure: true });
      expect(byName[sessionCookie]).toMatchObject({ value: '' });
      expect(byName[sessionCookie]?.expires?.getTime()).toBeLessThan(Date.now());
    });
  });

  it('makes the cookie Secure for a request that arrived over https behind a trusted proxy', async () => {
    const app = await buildTestApp(getDb(), { config: { trustProxy: ['127.0.0.1'] } });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/session',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.cookies[0]).toMatchObject({ name: secureSessionCookie, secure: true });
    } finally {
      await app.close();
    }
  });

  it('prunes sessions not seen for longer than the cookie lives', async () => {
    const db = getDb().db;
    const old = newSessionId();
    const stamp = new Date(Date.now() - 200 * 24 * 3600 * 1000).toISOString();
    await db
      .insertInto('sessions')
      .values({ id: old, created_at: stamp, last_seen_at: stamp })
      .execute();
    const { sessionId } = (await postJson(getApp(), '/api/session', {})).json<{
      sessionId: string;
    }>();
    expect(await pruneSessions(db)).toBe(1);
    const left = await db
      .selectFrom('sessions')
      .select('id')
      .where('id', 'in', [old, sessionId])
      .execute();
    expect(left.map((r) => r.id)).toEqual([sessionId]);
  });
});
