import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { testDatabases, useTestDatabase } from '../../test/databases.ts';

interface Operation {
  tags?: string[];
  summary?: string;
  parameters?: Array<{ name: string; in: string; required?: boolean }>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: Record<string, unknown> }> }
  >;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/** Fastify's `/a/:b` as OpenAPI's `/a/{b}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe.each(testDatabases())('OpenAPI document ($dialect)', (database) => {
  const getDb = useTestDatabase(database);
  const getApp = useTestApp(getDb);

  it('publishes a valid OpenAPI 3.1 document at /api/openapi.json', async () => {
    const res = await getApp().inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const document = res.json<Document>();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(res.json<Record<string, unknown>>());
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    // The validator is not a rubber stamp: the same document without its info object fails.
    const { info: _info, ...broken } = res.json<Record<string, unknown>>();
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('lists every /api route with its method, a tag, a summary and its answers', async () => {
    const document = (await getApp().inject('/api/openapi.json')).json<Document>();
    const routes = getApp().apiRoutes.filter(
      ({ url }) => url !== '/api/openapi.json' && url !== '/api/docs',
    );
    expect(routes.length).toBeGreaterThanOrEqual(15);
    for (const { method, url } of routes) {
      const operation = document.paths[openApiPath(url)]?.[method.toLowerCase()];
      expect(operation, `${method} ${url}`).toBeDefined();
      expect(operation?.tags?.length, `${method} ${url} tag`).toBeGreaterThan(0);
      expect(operation?.summary, `${method} ${url} summary`).toBeTruthy();
      // A declared answer with its schema: for a route without one, @fastify/swagger still lists a 200
      // ("Default Response"), but with no content.
      const ok = operation?.responses?.['200'];
      const schemas = Object.values(ok?.content ?? {}).map((media) => media.schema ?? {});
      expect(schemas.length, `${method} ${url} 200 content`).toBeGreaterThan(0);
      for (const schema of schemas)
        expect(Object.keys(schema).length, `${method} ${url} 200 schema`).toBeGreaterThan(0);
    }
    // Nothing documented that the server does not answer.
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(
      routes.map(({ method, url }) => `${method} ${openApiPath(url)}`).sort(),
    );
  });

  it('describes request bodies, path parameters and queries from the contracts', async () => {
    const { paths } = (await getApp().inject('/api/openapi.json')).json<Document>();
    const cart = paths['/api/cart']?.post?.requestBody?.content['application/json']?.schema;
    expect(Object.keys(cart?.properties ?? {})).toEqual(['sessionId', 'parts', 'email']);
    const inquiry = paths['/api/cart/inquiry']?.post;
    expect(Object.keys(inquiry?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '429']),
    );
    const parts = paths['/api/models/{model_id}/assemblies/{assembly}/parts']?.get;
    expect(parts?.parameters?.map((p) => `${p.in}:${p.name}`).sort()).toEqual([
      'path:assembly',
      'path:model_id',
      'query:limit',
      'query:offset',
    ]);
    const usages = paths['/api/parts/{partNumber}/usages']?.get;
    expect(usages?.parameters?.map((p) => `${p.in}:${p.name}`).sort()).toEqual([
      'path:partNumber',
      'query:description',
      'query:limit',
      'query:offset',
    ]);
    const diagram = paths['/api/models/{model_id}/assemblies/{assembly}/diagram']?.get;
    expect(diagram?.parameters?.map((p) => `${p.in}:${p.name}`).sort()).toEqual([
      'path:assembly',
      'path:model_id',
      'query:item',
      'query:sheet',
    ]);
  });

  it('validates a request from its schema with per-field messages, and 404s an impossible path', async () => {
    const bad = await getApp().inject({
      method: 'POST',
      url: '/api/cart',
      payload: { sessionId: 'x'.repeat(30), parts: [{ id: 'p', qty: 0 }], extra: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: {
        code: 'invalid_request',
        fields: { 'parts.0.qty': expect.any(String), extra: 'Unknown field.' },
      },
    });
    const tooLong = await getApp().inject(`/api/models/${'M'.repeat(41)}/assemblies`);
    expect(tooLong.statusCode).toBe(404);
    expect(tooLong.json()).toEqual({ error: { code: 'not_found', message: 'Unknown model.' } });
  });

  it('serves a readable reference page at /api/docs', async () => {
    const res = await getApp().inject('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toContain('<h1>Contrail API');
    for (const heading of ['catalogue', 'cart', 'session', 'forms', 'address', 'health']) {
      expect(html).toContain(`<h2>${heading}</h2>`);
    }
    expect(html).toContain('<code>/api/cart/inquiry</code>');
    expect(html).toContain('<code>partFuzzySearch</code>');
    expect(html).toMatch(/<code>qty<\/code> <span class="req">required<\/span>/);
    expect(html).not.toMatch(/<script/i);
  });
});
