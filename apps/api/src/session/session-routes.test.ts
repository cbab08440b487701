import { sessionCookie, sessionIdSchema } from '@contrail/contracts';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { postJson, useTestApp } from '../../test/app.ts';
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

  it('getSessionId reads the body, then the header, then the cookie; requireSession checks it exists', async () => {
    const id = newSessionId();
    const request = (parts: { body?: unknown; header?: string; cookie?: string }) =>
      ({
        body: parts.body,
        headers: parts.header ? { 'x-session-id': parts.header } : {},
        cookies: parts.cookie ? { [sessionCookie]: parts.cookie } : {},
      }) as unknown as FastifyRequest;
    expect(getSessionId(request({ body: { sessionId: id }, header: 'x', cookie: 'y' }))).toBe(id);
    expect(getSessionId(request({ header: id, cookie: newSessionId() }))).toBe(id);
    expect(getSessionId(request({ cookie: id }))).toBe(id);
    expect(getSessionId(request({ body: { sessionId: 'bad id' } }))).toBeNull();
    expect(getSessionId(request({}))).toBeNull();

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
