import {
  apiErrorSchema,
  assemblyListSchema,
  modelListSchema,
  partListSchema,
  totalCountHeader,
} from '@contrail/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { testDatabases, useTestDatabase } from '../../test/databases.ts';
import { useSeededCatalogue } from './testing.ts';

describe.each(testDatabases())('catalogue API ($dialect)', (database) => {
  const getDb = useTestDatabase(database);
  useSeededCatalogue(getDb);
  const getApp = useTestApp(getDb);
  const get = (url: string) => getApp().inject({ method: 'GET', url });

  it('GET models/ lists every model of the three lines, never with an empty id', async () => {
    const res = await get('/api/models/');
    expect(res.statusCode).toBe(200);
    const models = modelListSchema.parse(res.json());
    expect(models).toHaveLength(12);
    expect(models.every((model) => model.model_id.length > 0)).toBe(true);
    expect(new Set(models.map((model) => model.line))).toEqual(
      new Set(['husky', 'pitts', 'eagle']),
    );
    expect(models[0]).toMatchObject({ model_id: 'A-1', line: 'husky', name: 'Husky A-1' });
    expect((await get('/api/models')).json()).toEqual(res.json());
  });

  it('GET models/{model_id}/assemblies lists ATA assemblies with part counts', async () => {
    const res = await get('/api/models/A-1C-180/assemblies');
    expect(res.statusCode).toBe(200);
    const assemblies = assemblyListSchema.parse(res.json());
    expect(assemblies.length).toBeGreaterThanOrEqual(15);
    expect(assemblies.length).toBeLessThanOrEqual(25);
    const tailWheel = assemblies.find((assembly) => assembly.id === '32-50');
    expect(tailWheel).toMatchObject({ name: 'TAIL WHEEL', ataChapter: '32', modelId: 'A-1C-180' });
    expect(tailWheel?.partCount).toBeGreaterThan(0);
  });

  it('answers an unknown model with a JSON 404', async () => {
    for (const url of [
      '/api/models/NOPE/assemblies',
      `/api/models/${'X'.repeat(300)}/assemblies`,
      "/api/models/A-1'%20OR%201=1--/assemblies",
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(apiErrorSchema.parse(res.json()).error.code).toBe('not_found');
    }
  });

  it('GET …/assemblies/{assembly}/parts answers the parts in IPC order with the total', async () => {
    const res = await get('/api/models/A-1C-180/assemblies/32-10/parts');
    expect(res.statusCode).toBe(200);
    const parts = partListSchema.parse(res.json());
    const total = Number(res.headers[totalCountHeader]);
    expect(parts).toHaveLength(Math.min(total, 200));
    expect(parts[0]).toMatchObject({ indent: 0, unitsPerAssembly: 'REF', modelId: 'A-1C-180' });
    expect(parts.every((part) => part.assemblyId === '32-10')).toBe(true);
    expect(parts.map((part) => part.partNumber)).toContain('AN3-5A');
    expect(new Set(parts.map((part) => part.id)).size).toBe(parts.length);
  });

  it('pages the parts with offset and limit', async () => {
    const all = partListSchema.parse(
      (await get('/api/models/A-1C-180/assemblies/32-10/parts?limit=1000')).json(),
    );
    const page = await get('/api/models/A-1C-180/assemblies/32-10/parts?offset=2&limit=3');
    expect(page.statusCode).toBe(200);
    expect(partListSchema.parse(page.json())).toEqual(all.slice(2, 5));
    expect(Number(page.headers[totalCountHeader])).toBe(all.length);
    for (const query of [
      'limit=0',
      'limit=5000',
      'offset=-1',
      'limit=abc',
      'limit=1.5',
      'sort=x',
    ]) {
      const res = await get(`/api/models/A-1C-180/assemblies/32-10/parts?${query}`);
      expect(res.statusCode, query).toBe(400);
      apiErrorSchema.parse(res.json());
    }
  });

  it('answers an unknown assembly or model with a JSON 404', async () => {
    for (const url of [
      '/api/models/A-1C-180/assemblies/99-99/parts',
      '/api/models/NOPE/assemblies/32-10/parts',
      '/api/models/S-1S/assemblies/52-10/parts',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      apiErrorSchema.parse(res.json());
    }
  });
});
