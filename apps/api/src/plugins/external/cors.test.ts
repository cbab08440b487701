import { cartResponseSchema, secureSessionCookie, sessionCookie } from '@contrail/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, postJson, useTestApp } from '../../../test/app.ts';
import { testDatabases, useTestDatabase } from '../../../test/databases.ts';
import { useSeededCatalogue } from '../../catalogue/testing.ts';
import { loadConfig } from '../../config.ts';

// The site on a static host (its own origin) calls the API on another one: only the origins in
// CORS_ORIGINS may, with the session cookie (docs/deploy.md).
const site = 'http://127.0.0.1:3680';
const stranger = 'https://shop.evil.example';

const preflight = (app: FastifyInstance, origin: string, url = '/api/send') =>
  app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  });

/** The session cookie an answer set (plain or `__Host-`), as "name=value" for the next request. */
const cookieOf = (res: { cookies: Array<{ name: string; value: string }> }) => {
  const cookie = res.cookies.find(
    (c) => c.name === sessionCookie || c.name === secureSessionCookie,
  );
  if (!cookie) throw new Error('no session cookie');
  return `${cookie.name}=${cookie.value}`;
};

describe.each(testDatabases())('CORS allow-list ($dialect)', (database) => {
  const getDb = useTestDatabase(database);
  useSeededCatalogue(getDb);
  const getApp = useTestApp(getDb, { config: { corsOrigins: [site] } });

  let partId = '';
  beforeAll(async () => {
    const row = await getDb()
      .db.selectFrom('parts')
      .select('id')
      .orderBy('seq')
      .executeTakeFirstOrThrow();
    partId = row.id;
  });

  it('answers a listed origin’s preflight: its own name, credentials, the JSON header and the methods', async () => {
    const res = await preflight(getApp(), site);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(site);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'content-type',
    );
    expect(res.headers.vary).toMatch(/origin/i);
  });

  it('lets a listed origin post a form and read the answer and the headers the site reads', async () => {
    const res = await postJson(
      getApp(),
      '/api/send',
      { email: 'pilot@example.com', kind: 'subscribe' },
      { origin: site },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });
    expect(res.headers['access-control-allow-origin']).toBe(site);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(String(res.headers['access-control-expose-headers'])).toMatch(/Retry-After/);
    expect(String(res.headers['access-control-expose-headers'])).toMatch(/X-Total-Count/);
    expect(String(res.headers['access-control-expose-headers'])).toMatch(/X-Search-Words/);
    // An error answer carries them too, so the page can show the field messages.
    const bad = await postJson(getApp(), '/api/send', { email: 'nope' }, { origin: site });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['access-control-allow-origin']).toBe(site);
  });

  it('keeps a cart across origins with the session cookie alone, the GET remove included', async () => {
    const app = getApp();
    const fromSite = { origin: site, 'sec-fetch-site': 'same-site' };
    const session = await postJson(app, '/api/session', {}, fromSite);
    expect(session.statusCode).toBe(200);
    const cookie = cookieOf(session);
    const added = await postJson(
      app,
      '/api/cart',
      { parts: [{ id: partId, qty: 2 }] },
      { ...fromSite, cookie },
    );
    expect(added.statusCode).toBe(200);
    expect(added.headers['access-control-allow-origin']).toBe(site);
    const cart = cartResponseSchema.parse(added.json());
    expect(cart.partsCart).toMatchObject([{ id: partId, qty: 2 }]);
    const removed = await app.inject({
      method: 'GET',
      url: `/api/cart/remove/${cart.partsCart[0]!.itemId}`,
      headers: { ...fromSite, cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect(cartResponseSchema.parse(removed.json()).partsCart).toEqual([]);
  });

  it('gives an unlisted origin no CORS header, so the browser refuses it, and refuses its cart change', async () => {
    const app = getApp();
    const pre = await preflight(app, stranger);
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    expect(pre.headers['access-control-allow-credentials']).toBeUndefined();
    const post = await postJson(
      app,
      '/api/send',
      { email: 'pilot@example.com', kind: 'subscribe' },
      { origin: stranger },
    );
    expect(post.headers['access-control-allow-origin']).toBeUndefined();
    // A listed origin's name with something around it is another origin.
    for (const origin of [`${site}.evil.example`, `${site}0`, 'null']) {
      const res = await preflight(app, origin);
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
    const session = await postJson(app, '/api/session', {});
    const cookie = cookieOf(session);
    const added = cartResponseSchema.parse(
      (await postJson(app, '/api/cart', { parts: [{ id: partId, qty: 1 }] }, { cookie })).json(),
    );
    const removed = await app.inject({
      method: 'GET',
      url: `/api/cart/remove/${added.partsCart[0]!.itemId}`,
      headers: { origin: stranger, 'sec-fetch-site': 'cross-site', cookie },
    });
    expect(removed.statusCode).toBe(403);
    expect(removed.json()).toMatchObject({ error: { code: 'cross_site_request' } });
  });

  it('sends no CORS header at all without CORS_ORIGINS', async () => {
    const app = await buildTestApp(getDb());
    try {
      const res = await postJson(
        app,
        '/api/send',
        { email: 'pilot@example.com', kind: 'subscribe' },
        { origin: site },
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const pre = await preflight(app, site);
      expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('points the confirmation mail under SITE_BASE on SITE_ORIGIN (the site on the static host)', async () => {
    const app = await buildTestApp(getDb(), {
      config: { corsOrigins: [site], siteOrigin: site, siteBase: '/site/' },
    });
    try {
      const email = 'static-base@example.com';
      const res = await postJson(app, '/api/send', { email, kind: 'subscribe' }, { origin: site });
      expect(res.statusCode).toBe(200);
      const mail = (
        await getDb().db.selectFrom('mail_outbox').selectAll().orderBy('id').execute()
      ).findLast((row) => row.recipients.includes(email));
      expect(mail?.text).toMatch(
        new RegExp(`${site}/site/subscribe/confirm\\?token=[A-Za-z0-9_-]{43}`),
      );
    } finally {
      await app.close();
    }
  });

  it('sets a SameSite=None, Secure cookie with CROSS_SITE_COOKIES (a site on another domain)', async () => {
    const app = await buildTestApp(getDb(), {
      config: { corsOrigins: [site], crossSiteCookies: true },
    });
    try {
      const res = await postJson(app, '/api/session', {}, { origin: site });
      const cookie = res.cookies.find((c) => c.name === secureSessionCookie);
      expect(cookie).toMatchObject({ sameSite: 'None', secure: true, httpOnly: true, path: '/' });
    } finally {
      await app.close();
    }
  });
});

describe('CORS_ORIGINS, CROSS_SITE_COOKIES and SITE_BASE in the configuration', () => {
  const problems = (env: NodeJS.ProcessEnv) => {
    try {
      loadConfig(env);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('reads a comma-separated list of origins, as origins', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(
      loadConfig({
        CORS_ORIGINS: ' https://www.example.com/ , http://127.0.0.1:3680,https://www.example.com',
      }).corsOrigins,
    ).toEqual(['https://www.example.com', 'http://127.0.0.1:3680']);
  });

  it('refuses a wildcard, a path or anything that is not an http(s) origin', () => {
    for (const value of ['*', 'https://example.com/site/', 'example.com', 'ftp://example.com']) {
      expect(problems({ CORS_ORIGINS: value }), value).toMatch(/CORS_ORIGINS/);
    }
  });

  it('reads CROSS_SITE_COOKIES as true or false', () => {
    expect(loadConfig({}).crossSiteCookies).toBe(false);
    expect(loadConfig({ CROSS_SITE_COOKIES: 'true' }).crossSiteCookies).toBe(true);
    expect(problems({ CROSS_SITE_COOKIES: 'yes' })).toMatch(/CROSS_SITE_COOKIES/);
  });

  it('reads SITE_BASE as a path with both slashes', () => {
    expect(loadConfig({}).siteBase).toBe('/');
    expect(loadConfig({ SITE_BASE: 'site' }).siteBase).toBe('/site/');
    expect(loadConfig({ SITE_BASE: '/a/b' }).siteBase).toBe('/a/b/');
    expect(problems({ SITE_BASE: '/../x' })).toMatch(/SITE_BASE/);
  });
});
