import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { quoteShellPath } from '@contrail/contracts/quote-link';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app.ts';
import { testDatabases, useTestDatabase } from '../../test/databases.ts';

const html = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><script>window.__ctx = 1;</script></head><body><h1>${title}</h1>${'<p>filler</p>'.repeat(100)}</body></html>`;

/** A stand-in build: the quote page's prerendered shell, the 404 page and the quote route's own. */
function fakeBuild(withShell = true): { root: string; buildDir: string } {
  const root = mkdtempSync(join(tmpdir(), 'contrail-quote-site-'));
  const buildDir = join(root, 'client');
  const files: Record<string, string> = {
    'index.html': html('Home'),
    '404/index.html': html('Not found page'),
    'quote/~not-found/index.html': html('Quote not-found page'),
    'not-found-pages.json': JSON.stringify({ pages: { '/quote/:token': '/quote/~not-found' } }),
    'route-manifest.json': JSON.stringify({ patterns: ['/', '/quote/:token', '*'] }),
    'route-values.json': JSON.stringify({ paths: { '/quote/:token': [quoteShellPath] } }),
    ...(withShell ? { [`${quoteShellPath.slice(1)}/index.html`]: html('Quote shell') } : {}),
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(buildDir, name, '..'), { recursive: true });
    writeFileSync(join(buildDir, name), content);
  }
  return { root, buildDir };
}

const token = 'Ab3_-'.repeat(8) + 'xyz';

describe.each(testDatabases())('the customer quote page /quote/<token> ($dialect)', (database) => {
  const getDb = useTestDatabase(database);
  let app: FastifyInstance;
  let build: { root: string; buildDir: string };
  beforeAll(async () => {
    build = fakeBuild();
    app = await buildTestApp(getDb(), { config: { webBuildDir: build.buildDir } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(build.root, { recursive: true, force: true });
  });

  it.each([
    `/quote/${token}`,
    `/quote/${token}/`,
    `/quote/${token}?utm_source=mail`,
    // Malformed or unknown: the page itself says the link is not valid.
    '/quote/nope',
    '/quote/link',
  ])('answers %s with the shell, never stored, indexed or referred', async (url) => {
    const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers.etag).toBeUndefined();
    // The page's own CSP (its inline script's hash), as for every prerendered page.
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    const body = await app.inject({ method: 'GET', url });
    expect(body.body).toContain('<h1>Quote shell</h1>');
  });

  it('sends the shell whole to a browser that has a copy (no 304)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/quote/${token}`,
      headers: { 'if-none-match': '*' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Quote shell</h1>');
  });

  it('answers HEAD like GET, without a body', async () => {
    const res = await app.inject({ method: 'HEAD', url: `/quote/${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe('');
  });

  it.each(['/quote/a/b', `/quote/${token}/extra`, '/quote'])(
    'answers %s with status 404',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Quote shell');
    },
  );

  it('leaves the quote API alone: an unknown token is a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/quote/${token}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('answers the 404 page when the build has no shell', async () => {
    const bare = fakeBuild(false);
    const other = await buildTestApp(getDb(), { config: { webBuildDir: bare.buildDir } });
    try {
      const res = await other.inject({ method: 'GET', url: `/quote/${token}` });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<h1>Not found page</h1>');
    } finally {
      await other.close();
      rmSync(bare.root, { recursive: true, force: true });
    }
  });
});
