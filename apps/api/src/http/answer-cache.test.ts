import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AnswerCache, compressThreshold, matchesEtag, toCachedAnswer } from './answer-cache.ts';

const json = (size: number) => JSON.stringify('x'.repeat(Math.max(0, size - 2)));

describe('AnswerCache', () => {
  it('builds an answer once and keeps it until the version changes', async () => {
    let version = 1;
    let builds = 0;
    const cache = new AnswerCache({ maxBytes: 1 << 20, version: () => version });
    const build = async () => {
      builds += 1;
      return { json: `[${builds}]`, headers: { 'x-total-count': '1' } };
    };
    const first = await cache.get('k', build);
    expect(first?.body.toString()).toBe('[1]');
    expect(first?.headers).toEqual([['x-total-count', '1']]);
    expect((await cache.get('k', build))?.body.toString()).toBe('[1]');
    expect(builds).toBe(1);
    version = 2;
    expect((await cache.get('k', build))?.body.toString()).toBe('[2]');
    expect(builds).toBe(2);
  });

  it('builds once for concurrent misses of one key', async () => {
    let builds = 0;
    const cache = new AnswerCache({ maxBytes: 1 << 20, version: () => 1 });
    const build = async () => {
      builds += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { json: '[]' };
    };
    const answers = await Promise.all([1, 2, 3].map(() => cache.get('k', build)));
    expect(builds).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('keeps nothing for an undefined answer or a failed build', async () => {
    let builds = 0;
    const cache = new AnswerCache({ maxBytes: 1 << 20, version: () => 1 });
    expect(await cache.get('k', async () => (builds++, undefined))).toBeUndefined();
    expect(await cache.get('k', async () => (builds++, undefined))).toBeUndefined();
    await expect(
      cache.get('e', async () => {
        throw new Error('down');
      }),
    ).rejects.toThrow('down');
    expect((await cache.get('e', async () => ({ json: '[1]' })))?.body.toString()).toBe('[1]');
    expect(builds).toBe(2);
    expect(cache.size.entries).toBe(1);
  });

  it('drops the least recently used answers beyond its byte budget', async () => {
    const cache = new AnswerCache({ maxBytes: 3000, version: () => 1 });
    const build = (n: number) => async () => ({ json: json(1200), n });
    await cache.get('a', build(1));
    await cache.get('b', build(2));
    await cache.get('a', build(1)); // a is now the most recent
    await cache.get('c', build(3)); // over budget: b goes
    expect(cache.size.entries).toBe(2);
    let rebuilt = 0;
    await cache.get('a', async () => (rebuilt++, { json: '[]' }));
    expect(rebuilt).toBe(0);
    await cache.get('b', async () => (rebuilt++, { json: '[]' }));
    expect(rebuilt).toBe(1);
    expect(cache.size.bytes).toBeLessThanOrEqual(3000);
  });

  it('keeps at most maxEntries answers', async () => {
    const cache = new AnswerCache({ maxBytes: 1 << 20, maxEntries: 2, version: () => 1 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => ({ json: '[]' }));
    expect(cache.size.entries).toBe(2);
  });

  it('keeps nothing with a budget of 0 and builds every time', async () => {
    let builds = 0;
    const cache = new AnswerCache({ maxBytes: 0, version: () => 1 });
    for (let i = 0; i < 3; i += 1) await cache.get('k', async () => (builds++, { json: '[]' }));
    expect(builds).toBe(3);
    expect(cache.enabled).toBe(false);
  });

  it('does not keep an answer built under a version that changed meanwhile', async () => {
    let version = 1;
    const cache = new AnswerCache({ maxBytes: 1 << 20, version: () => version });
    const slow = cache.get('k', async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { json: '["old"]' };
    });
    await new Promise((resolve) => setTimeout(resolve, 1));
    version = 2;
    expect((await cache.get('other', async () => ({ json: '[]' })))?.body.toString()).toBe('[]');
    await slow;
    expect((await cache.get('k', async () => ({ json: '["new"]' })))?.body.toString()).toBe(
      '["new"]',
    );
  });
});

describe('sending cached answers', () => {
  const app = async (body: string) => {
    const cache = new AnswerCache({ maxBytes: 1 << 20, version: () => 1 });
    const server = Fastify();
    server.get('/a', async (request, reply) => {
      const answer = await cache.get('a', async () => ({ json: body, headers: { 'x-n': '7' } }));
      return cache.send(request, reply, answer!);
    });
    await server.ready();
    return server;
  };

  it('compresses a large answer with brotli or gzip as asked, and not when not asked', async () => {
    const body = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ i, text: 'lorem' })));
    expect(body.length).toBeGreaterThan(compressThreshold);
    const server = await app(body);
    const br = await server.inject({ url: '/a', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(body);
    const gzip = await server.inject({ url: '/a', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(body);
    const plain = await server.inject({ url: '/a' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(body);
    expect(plain.headers['x-n']).toBe('7');
    await server.close();
  });

  it('sends a small answer uncompressed', async () => {
    const server = await app('[1,2,3]');
    const res = await server.inject({ url: '/a', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('[1,2,3]');
    await server.close();
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const server = await app('[1]');
    const first = await server.inject({ url: '/a' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await server.inject({ url: '/a', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const other = await server.inject({ url: '/a', headers: { 'if-none-match': 'W/"nope"' } });
    expect(other.statusCode).toBe(200);
    await server.close();
  });
});

describe('negotiation helpers', () => {
  it('matches ETags weakly, in lists and with *', () => {
    const etag = toCachedAnswer({ json: '[]' }).etag;
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(etag.replace(/^W\//, ''), etag)).toBe(true);
    expect(matchesEtag(`W/"a", ${etag}`, etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag('W/"other"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });
});
