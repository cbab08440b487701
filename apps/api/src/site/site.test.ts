import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app.ts';
import { testDatabases, useTestDatabase } from '../../test/databases.ts';
import { compileNotFoundTable, compilePattern, compileRouteTable } from './route-patterns.ts';
import { inlineScriptHashes } from './site.ts';

const inlineScript = 'window.__ctx = {"a":1};';
const page = (name: string) =>
  `<!doctype html><html><head><title>${name}</title><script>${inlineScript}</script><script type="module" src="/assets/app-abc123.js"></script></head><body><h1>${name}</h1>${'<p>filler</p>'.repeat(100)}</body></html>`;
const bundle = `export const x = ${JSON.stringify('a'.repeat(4000))};\n`;

/** A tiny stand-in for apps/web/build/client, plus a secret next to it. */
function fakeBuild(): { root: string; buildDir: string } {
  const root = mkdtempSync(join(tmpdir(), 'contrail-site-'));
  const buildDir = join(root, 'client');
  const files: Record<string, string> = {
    'index.html': page('Home'),
    'home-startup/index.html': page('Startup'),
    '404/index.html': page('Not found page'),
    '__spa-fallback.html': page('SPA shell'),
    'route-manifest.json': JSON.stringify({
      patterns: [
        '/',
        '/home-startup',
        '/blog-types/standard-post/:id',
        '/docs/:section?',
        '/files/*',
        '*',
      ],
    }),
    // The values the build knows for each parameterised pattern (apps/web/scripts/route-values.ts).
    'route-values.json': JSON.stringify({
      paths: {
        '/blog-types/standard-post/:id': [
          '/blog-types/standard-post/1',
          '/blog-types/standard-post/42',
        ],
        '/docs/:section?': ['/docs', '/docs/intro'],
        '/files/*': ['/files/a/b/c'],
      },
    }),
    // Each parameterised browser route's own not-found page (apps/web/app/not-found-pages.ts).
    'portfolio/~not-found/index.html': page('Portfolio not-found page'),
    'blog-types/~not-found/~not-found/index.html': page('Post not-found page'),
    'not-found-pages.json': JSON.stringify({
      pages: {
        '/portfolio/:demo': '/portfolio/~not-found',
        '/blog-types/:demo/:id': '/blog-types/~not-found/~not-found',
        // Listed but not built: the 404 page answers instead.
        '/docs/:section': '/docs/~not-found',
      },
    }),
    'assets/app-abc123.js': bundle,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    '.env': 'SECRET=1',
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(buildDir, name, '..'), { recursive: true });
    writeFileSync(join(buildDir, name), content);
  }
  writeFileSync(join(root, 'secret.txt'), 'TOP SECRET');
  return { root, buildDir };
}

/** A raw HTTP GET (no URL normalisation by the client). */
function rawGet(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('route patterns and helpers', () => {
  it('match React Router patterns case-insensitively', () => {
    const p = compilePattern('/blog-types/standard-post/:id')!;
    expect(p.test('/blog-types/standard-post/7')).toBe(true);
    expect(p.test('/Blog-Types/standard-post/7/')).toBe(true);
    expect(p.test('/blog-types/standard-post')).toBe(false);
    expect(p.test('/blog-types/standard-post/7/x')).toBe(false);
    expect(compilePattern('/docs/:s?')!.test('/docs')).toBe(true);
    expect(compilePattern('/files/*')!.test('/files/a/b')).toBe(true);
    expect(compilePattern('/')!.test('/')).toBe(true);
    expect(compilePattern('*')).toBeNull();
    expect(compilePattern('/a.b')!.test('/aXb')).toBe(false);
  });

  it('serve a parameterised pattern only for the values the build listed, static ones as they are', () => {
    const serves = compileRouteTable(['/about', '/blogs/category/:category', '/x/:id', '*'], {
      '/blogs/category/:category': ['/blogs/category/food', 7, '/blogs/category/Design/'],
    });
    expect(serves('/about')).toBe(true);
    expect(serves('/ABOUT/')).toBe(true);
    expect(serves('/blogs/category/food')).toBe(true);
    expect(serves('/Blogs/Category/FOOD/')).toBe(true);
    expect(serves('/blogs/category/design')).toBe(true);
    expect(serves('/blogs/category/knitting')).toBe(false);
    // Listed for no pattern: no value is known, so none is served.
    expect(serves('/x/1')).toBe(false);
    expect(serves('/nowhere')).toBe(false);
    // A build from before route-values.json: any value of a pattern fits, as it used to.
    const older = compileRouteTable(['/blogs/category/:category']);
    expect(older('/blogs/category/knitting')).toBe(true);
    expect(older('/blogs/author/1')).toBe(false);
  });

  it('pick the not-found page of the route React Router would match, the most specific first', () => {
    const pageFor = compileNotFoundTable({
      '/blogs/:demo': '/blogs/~not-found',
      '/blogs/category/:category': '/blogs/category/~not-found',
      '/blog-types/:demo/:id': '/blog-types/~not-found/~not-found',
      '/broken': 42,
    });
    expect(pageFor('/blogs/nope')).toBe('/blogs/~not-found');
    expect(pageFor('/blogs/category/knitting')).toBe('/blogs/category/~not-found');
    expect(pageFor('/Blogs/Category/knitting/')).toBe('/blogs/category/~not-found');
    expect(pageFor('/blog-types/gallery-post/999')).toBe('/blog-types/~not-found/~not-found');
    expect(pageFor('/blogs/category/knitting/more')).toBeUndefined();
    expect(pageFor('/broken')).toBeUndefined();
    expect(pageFor('/')).toBeUndefined();
  });

  it('hashes inline scripts only', () => {
    const expected = `sha256-${createHash('sha256').update(inlineScript).digest('base64')}`;
    expect(inlineScriptHashes(page('x'))).toEqual([expected]);
  });
});

describe.each(testDatabases())('serving the website ($dialect)', (database) => {
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
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('serves prerendered pages with and without a trailing slash, as no-cache HTML', async () => {
    for (const [url, title] of [
      ['/', 'Home'],
      ['/home-startup', 'Startup'],
      ['/home-startup/', 'Startup'],
      ['/home-startup?utm=1', 'Startup'],
      ['/index.html', 'Home'],
    ]) {
      const res = await get(url!);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(`<h1>${title}</h1>`);
    }
  });

  it('allows exactly the inline scripts of the page in its CSP', async () => {
    const res = await get('/home-startup');
    const hash = `sha256-${createHash('sha256').update(inlineScript).digest('base64')}`;
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' '${hash}'`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers paths of the route manifest with the SPA shell', async () => {
    for (const url of [
      '/blog-types/standard-post/42',
      '/BLOG-TYPES/standard-post/42/',
      '/docs',
      '/docs/intro',
      '/files/a/b/c',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<h1>SPA shell</h1>');
    }
  });

  it('answers anything else with the 404 page and status 404', async () => {
    for (const url of [
      '/does-not-exist',
      '/blog-types/standard-post/42/extra',
      // Fits a parameterised pattern but names nothing the build knows.
      '/docs/outro',
      '/files/a/b',
      '/404',
      '/404/',
      '/assets/missing.js',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<h1>Not found page</h1>');
    }
  });

  it("answers an unknown value of a browser route with that route's own not-found page, status 404", async () => {
    for (const [url, heading] of [
      ['/portfolio/nope', 'Portfolio not-found page'],
      ['/PORTFOLIO/nope/', 'Portfolio not-found page'],
      ['/blog-types/standard-post/999', 'Post not-found page'],
      ['/blog-types/standard-post/0042', 'Post not-found page'],
      ['/blog-types/no-such-kind/1', 'Post not-found page'],
      // Its own address is a 404 too, never a 200 page.
      ['/portfolio/~not-found', 'Portfolio not-found page'],
      ['/portfolio/~not-found/index.html', 'Portfolio not-found page'],
      // No route of the list matches: the 404 route's page.
      ['/portfolio/nope/deeper', 'Not found page'],
    ]) {
      const res = await get(url!);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain(`<h1>${heading}</h1>`);
    }
    // Known values keep their own pages.
    expect((await get('/blog-types/standard-post/42')).statusCode).toBe(200);
  });

  it('keeps /api/ out of the site', async () => {
    const res = await get('/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
    expect((await get('/api/health')).statusCode).toBe(200);
  });

  it('serves nothing outside the build and no hidden files', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/..%5csecret.txt',
      '/.env',
      '/%2eenv',
      '/home-startup%00.html',
      '/%E0%A4%A',
      '//etc/passwd',
    ]) {
      const res = await rawGet(port, path);
      expect(res.body, path).not.toContain('TOP SECRET');
      expect(res.body, path).not.toContain('SECRET=1');
      expect(res.body, path).not.toContain('root:');
      expect([400, 404], path).toContain(res.status);
    }
  });

  it('caches hashed assets for a year and other files briefly, with ETags', async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe(bundle);
    const etag = String(asset.headers.etag);
    const again = await get('/assets/app-abc123.js', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const icon = await get('/favicon.svg');
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('compresses with brotli or gzip as the client accepts', async () => {
    const br = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bundle);
    expect(br.rawPayload.length).toBeLessThan(bundle.length / 10);
    const gz = await app.inject({ url: '/home-startup', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<h1>Startup</h1>');
    const notFound = await app.inject({ url: '/nope', headers: { 'accept-encoding': 'br' } });
    expect(notFound.statusCode).toBe(404);
    expect(brotliDecompressSync(notFound.rawPayload).toString()).toContain('Not found page');
    const plain = await app.inject({ url: '/home-startup' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it("sends the build's precompressed siblings when they are as new as their file", async () => {
    // Siblings with a recognisable content, so the answer shows where it came from.
    const file = join(build.buildDir, 'assets/made-ahead-1.js');
    writeFileSync(file, bundle);
    writeFileSync(`${file}.br`, brotliCompressSync('made ahead (br)'));
    writeFileSync(`${file}.gz`, gzipSync('made ahead (gzip)'));
    const br = await get('/assets/made-ahead-1.js', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('made ahead (br)');
    const gz = await get('/assets/made-ahead-1.js', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.rawPayload).toString()).toBe('made ahead (gzip)');
    // A sibling older than its file (left from an earlier build) is ignored: compressed on demand.
    const stale = join(build.buildDir, 'assets/made-ahead-2.js');
    writeFileSync(stale, bundle);
    writeFileSync(`${stale}.br`, brotliCompressSync('stale'));
    utimesSync(`${stale}.br`, new Date(2020, 0, 1), new Date(2020, 0, 1));
    const fresh = await get('/assets/made-ahead-2.js', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(fresh.rawPayload).toString()).toBe(bundle);
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/home-startup' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });

  it('learns new values from a rebuilt route-values.json, and serves any value of a build without one', async () => {
    const file = join(build.buildDir, 'route-values.json');
    expect((await get('/blog-types/standard-post/7')).statusCode).toBe(404);
    writeFileSync(
      file,
      JSON.stringify({
        paths: { '/blog-types/standard-post/:id': ['/blog-types/standard-post/7'] },
      }),
    );
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    expect((await get('/blog-types/standard-post/7')).body).toContain('<h1>SPA shell</h1>');
    expect((await get('/blog-types/standard-post/42')).statusCode).toBe(404);
    // A values file that cannot be read serves no parameterised path rather than all of them.
    writeFileSync(file, '{not json');
    const later2 = new Date(Date.now() + 10_000);
    utimesSync(file, later2, later2);
    expect((await get('/blog-types/standard-post/7')).statusCode).toBe(404);
    expect((await get('/docs')).statusCode).toBe(404);
    // A build made before the file existed: the route manifest alone, as before.
    rmSync(file);
    expect((await get('/blog-types/standard-post/7')).statusCode).toBe(200);
    expect((await get('/docs/anything')).statusCode).toBe(200);
    expect((await get('/nope')).statusCode).toBe(404);
  });

  it('falls back to a minimal 404 page when the build has none', async () => {
    rmSync(join(build.buildDir, '404'), { recursive: true });
    const res = await get('/nope');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Page not found');
  });
});

describe.each(testDatabases())('without a website build ($dialect)', (database) => {
  const getDb = useTestDatabase(database);

  it('keeps the API working and tells visitors to build the site', async () => {
    const app = await buildTestApp(getDb(), {
      config: { webBuildDir: join(tmpdir(), 'contrail-no-such-build') },
    });
    const res = await app.inject('/home-startup');
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('npm run build');
    expect((await app.inject('/api/health')).statusCode).toBe(200);
    await app.close();
  });
});
