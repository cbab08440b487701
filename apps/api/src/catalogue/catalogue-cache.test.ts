import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { modelListSchema, partListSchema, totalCountHeader } from '@contrail/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildTestApp, postJson, useTestApp } from '../../test/app.ts';
import { testDatabases, useTestDatabase } from '../../test/databases.ts';
import { apiCsp, permissionsPolicy, securityHeaders } from '../http/security.ts';
import { bumpCatalogueVersion, writeCatalogue } from './catalogue-writer.ts';
import { probeCatalogue, useSeededCatalogue } from './testing.ts';

const partsUrl = '/api/models/A-1C-180/assemblies/32-10/parts';
const searchUrl = (q: string) => `/api/models/assemblies/parts/search/${encodeURIComponent(q)}`;

/** A one-part model; its part number is what the search looks for. */
const tinyCatalogue = (partNumber: string) =>
  probeCatalogue('CACHE-1', 'Cache test model', partNumber, 'CACHE PROBE');

describe.each(testDatabases())('catalogue answer cache ($dialect)', (database) => {
  const getDb = useTestDatabase(database);
  useSeededCatalogue(getDb);
  // Another process's import is noticed on the next request (the default waits up to 250 ms).
  const getApp = useTestApp(getDb, { config: { catalogueVersionMaxAgeMs: 0 } });
  const get = (url: string, headers: Record<string, string> = {}) =>
    getApp().inject({ method: 'GET', url, headers });
  const renameModel = (name: string) =>
    sql`update models set name = ${name} where model_id = 'A-1'`.execute(getDb().db);

  it('keeps answers until the catalogue version changes, then reads them again', async () => {
    const before = modelListSchema.parse((await get('/api/models/')).json());
    const original = before.find((model) => model.model_id === 'A-1')!.name;
    try {
      // Changed behind the cache's back (no version bump): the kept answer is still served.
      await renameModel('Renamed A-1');
      const cached = modelListSchema.parse((await get('/api/models/')).json());
      expect(cached.find((model) => model.model_id === 'A-1')?.name).toBe(original);
      // Another process's import bumps the version: the next answer is read afresh.
      await bumpCatalogueVersion(getDb().db);
      const fresh = modelListSchema.parse((await get('/api/models/')).json());
      expect(fresh.find((model) => model.model_id === 'A-1')?.name).toBe('Renamed A-1');
    } finally {
      await renameModel(original);
      await bumpCatalogueVersion(getDb().db);
    }
  });

  it('sees an import by this process at once, also with the default version check', async () => {
    const app = await buildTestApp(getDb());
    try {
      const search = async () => app.inject(searchUrl('ZZCACHE-1'));
      const models = async () => modelListSchema.parse((await app.inject('/api/models/')).json());
      expect((await models()).some((model) => model.model_id === 'CACHE-1')).toBe(false);
      expect(partListSchema.parse((await search()).json())).toEqual([]);
      await writeCatalogue(getDb(), tinyCatalogue('ZZCACHE-1'));
      expect((await models()).some((model) => model.model_id === 'CACHE-1')).toBe(true);
      const found = partListSchema.parse((await search()).json());
      expect(found[0]?.partNumber).toBe('ZZCACHE-1');
      expect((await search()).headers[totalCountHeader]).toBe('1');
      // A re-import that changes the part number: the old number finds nothing any more.
      await writeCatalogue(getDb(), tinyCatalogue('QQPROBE-7'));
      expect(partListSchema.parse((await search()).json())).toEqual([]);
      const renamed = partListSchema.parse((await app.inject(searchUrl('qqprobe 7'))).json());
      expect(renamed[0]?.partNumber).toBe('QQPROBE-7');
    } finally {
      await app.close();
    }
  });

  it('answers If-None-Match with 304, and with 200 once the answer changed', async () => {
    for (const url of [
      '/api/models/',
      '/api/models/A-1C-180/assemblies',
      partsUrl,
      searchUrl('AN3-5A'),
    ]) {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^W\/"[^"]+"$/);
      // Kept, but asked again before each use: a desk edit shows at once.
      expect(first.headers['cache-control'], url).toBe('public, no-cache');
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, no-cache');
    }
    const etag = String((await get('/api/models/')).headers.etag);
    const original = modelListSchema
      .parse((await get('/api/models/')).json())
      .find((model) => model.model_id === 'A-1')!.name;
    try {
      await renameModel('Changed');
      await bumpCatalogueVersion(getDb().db);
      const changed = await get('/api/models/', { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    } finally {
      await renameModel(original);
      await bumpCatalogueVersion(getDb().db);
    }
  });

  it('compresses large catalogue answers once asked, never small ones', async () => {
    const plain = await get(partsUrl);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(partsUrl, { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get(partsUrl, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.headers[totalCountHeader]).toBe(plain.headers[totalCountHeader]);
    // A search that finds nothing is a two-byte answer.
    const small = await get(searchUrl('QQQQQQQQQQQQQQQQ'), { 'accept-encoding': 'br, gzip' });
    expect(small.body).toBe('[]');
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('shares one answer among spellings of a query and keeps the ranking', async () => {
    const answers = await Promise.all(['an3-5a', 'AN3 5A', 'AN35A'].map((q) => get(searchUrl(q))));
    for (const res of answers) {
      expect(partListSchema.parse(res.json())[0]?.partNumber).toBe('AN3-5A');
      expect(res.body).toBe(answers[0]?.body);
      expect(res.headers[totalCountHeader]).toBe(answers[0]?.headers[totalCountHeader]);
    }
  });

  it('sets the same security headers on every answer: cached, 304, 404, errors and POSTs', async () => {
    const expected = await securityHeaders();
    expect(expected.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'content-security-policy',
        'x-content-type-options',
        'x-frame-options',
        'referrer-policy',
        'strict-transport-security',
      ]),
    );
    const etag = String((await get(partsUrl)).headers.etag);
    const answers = [
      await get('/api/health'),
      await get('/api/models/'),
      await get(partsUrl),
      await get(partsUrl, { 'if-none-match': etag }),
      await get('/api/models/NOPE/assemblies'),
      await get(`${partsUrl}?limit=0`),
      await get(searchUrl('x'.repeat(101))),
      await get('/api/nothing-here'),
      await postJson(getApp(), '/api/session', {}),
    ];
    for (const res of answers) {
      // A JSON answer carries the strict API policy in place of the pages' CSP (issue 36); a 304 has no body.
      const json = /json/.test(String(res.headers['content-type'] ?? ''));
      for (const [name, value] of expected) {
        const want = name === 'content-security-policy' && json ? apiCsp : value;
        expect(res.headers[name], `${res.statusCode} ${name}`).toBe(want);
      }
      expect(res.headers['permissions-policy'], `${res.statusCode}`).toBe(permissionsPolicy);
    }
  });

  it('with CATALOGUE_CACHE_MB=0 reads every answer afresh', async () => {
    const app = await buildTestApp(getDb(), { config: { catalogueCacheMb: 0 } });
    const original = modelListSchema
      .parse((await app.inject('/api/models/')).json())
      .find((model) => model.model_id === 'A-1')!.name;
    try {
      await renameModel('Uncached A-1');
      const fresh = modelListSchema.parse((await app.inject('/api/models/')).json());
      expect(fresh.find((model) => model.model_id === 'A-1')?.name).toBe('Uncached A-1');
      expect((await app.inject(partsUrl)).headers.etag).toMatch(/^W\//);
    } finally {
      await renameModel(original);
      await bumpCatalogueVersion(getDb().db);
      await app.close();
    }
  });
});
