import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildTestApp, postJson, useTestApp } from '../../test/app.ts';
import { openTestDatabase, testDatabases, useTestDatabase } from '../../test/databases.ts';

describe.each(testDatabases())('app infrastructure ($dialect)', (database) => {
  const getDb = useTestDatabase(database);
  const getApp = useTestApp(getDb);

  it('GET /api/health checks the database', async () => {
    const res = await getApp().inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: database.dialect });
  });

  it('GET /api/health answers 503 when the database is gone', async () => {
    const broken = await openTestDatabase(database);
    const app = await buildTestApp(broken);
    await broken.cleanup();
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: database.dialect });
    await app.close();
  });

  it('GET /api/health answers 503 draining while the process shuts down', async () => {
    const app = await buildTestApp(getDb());
    app.lifecycle.draining = true;
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'draining', database: database.dialect });
    await app.close();
  });

  it('answers unknown /api/ paths and methods with a JSON 404, never the website', async () => {
    for (const [method, url] of [
      ['GET', '/api/unknown'],
      ['GET', '/api'],
      ['GET', '/API/Unknown'],
      ['POST', '/api/unknown'],
      ['DELETE', '/api/send'],
      ['POST', '/not-api'],
    ] as const) {
      const res = await getApp().inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
    }
  });

  it('sets security headers with a CSP that allows the site and the video/map embeds', async () => {
    // A page (without a build: the "run the build" page); JSON answers have their own CSP (below).
    const res = await getApp().inject('/about');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.youtube-nocookie\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/player\.vimeo\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.google\.com/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('sends a Permissions-Policy on every answer and a CSP that allows nothing on JSON answers', async () => {
    const app = getApp();
    const json = {
      health: await app.inject('/api/health'),
      notFound: await app.inject('/api/unknown'),
      invalid: await postJson(app, '/api/send', { email: 'not-an-address' }),
      openapi: await app.inject('/api/openapi.json'),
    };
    const pages = { page: await app.inject('/about'), reference: await app.inject('/api/docs') };
    for (const [name, res] of Object.entries({ ...json, ...pages })) {
      const policy = String(res.headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(policy, name).toContain(`${feature}=()`);
      }
      // The video embeds need these.
      expect(policy).not.toMatch(/\b(autoplay|fullscreen|picture-in-picture|encrypted-media)=/);
    }
    for (const [name, res] of Object.entries(json)) {
      expect(res.headers['content-type'], name).toMatch(/^application\/json/);
      expect(res.headers['content-security-policy'], name).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
    for (const [name, res] of Object.entries(pages)) {
      expect(res.headers['content-type'], name).toMatch(/^text\/html/);
      expect(res.headers['content-security-policy'], name).toContain("default-src 'self'");
    }
  });

  it('hides the details of a 5xx and answers a bad URL with a 400', async () => {
    const app = await buildTestApp(getDb(), { ready: false });
    // A route that fails the way a bug would.
    app.get('/api/test-crash', async () => {
      await sql`select * from no_such_table`.execute(app.db);
    });
    const res = await app.inject('/api/test-crash');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: { code: 'internal_error', message: 'Internal server error.' },
    });
    expect(res.body).not.toContain('no_such_table');
    const badUrl = await app.inject('/api/%E0%A4%A');
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toMatchObject({ error: { code: 'bad_url' } });
    await app.close();
  });

  it('compresses JSON answers with brotli or gzip', async () => {
    const app = await buildTestApp(getDb(), { ready: false });
    app.get('/api/test-big', async () => ({
      items: Array.from({ length: 200 }, (_, i) => ({ i, text: 'lorem ipsum' })),
    }));
    const br = await app.inject({
      url: '/api/test-big',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    const gz = await app.inject({ url: '/api/test-big', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    await app.close();
  });

  it('never answers a 5xx to junk requests', async () => {
    const app = getApp();
    const json = 'application/json';
    /** A POST of `payload` as it is, with this content type and, if given, content encoding. */
    const junkPost = (url: string, type: string, payload: string, encoding?: string) => ({
      method: 'POST' as const,
      url,
      headers: { 'content-type': type, ...(encoding ? { 'content-encoding': encoding } : {}) },
      payload,
    });
    const junk = [
      junkPost('/api/send', 'application/json; charset=utf-16', '{}'),
      junkPost('/api/send', json, '\u0000\u0001'),
      junkPost('/api/send', json, '{"email":{"$gt":""}}'),
      junkPost('/api/send', json, '{"constructor":{"prototype":{"x":1}}}'),
      junkPost('/api/session', json, '"just a string"'),
      junkPost('/api/send', json, 'not gzip', 'gzip'),
      junkPost('/api/send', 'multipart/form-data; boundary=x', '--x--'),
    ];
    for (const request of junk) {
      const res = await app.inject(request);
      expect(res.statusCode, request.payload).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, request.payload).toBeLessThan(500);
      expect(res.json()).toHaveProperty('error.code');
    }
    expect((await postJson(app, '/api/send', { email: 'fine@example.com' })).statusCode).toBe(200);
  });
});
