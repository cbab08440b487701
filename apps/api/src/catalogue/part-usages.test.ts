import {
  apiErrorSchema,
  partListSchema,
  partSummaryListSchema,
  partUsageLimit,
  totalCountHeader,
  type Part,
} from '@contrail/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { testDatabases, useTestDatabase } from '../../test/databases.ts';
import { createKyselyCatalogueStore } from './catalogue-store.ts';
import { writeCatalogue, type CatalogueInput } from './catalogue-writer.ts';
import { searchKey } from './search-key.ts';
import type { CataloguePart } from './seed/generate.ts';

const models = ['T-1', 'T-2', 'T-3'];
const assemblyIds = Array.from({ length: 15 }, (_, i) => `10-${String(i + 1).padStart(2, '0')}`);

/**
 * Three models of fifteen assemblies; the hinge bolt QX-4410 is item 1 of every assembly (45 usages,
 * described "BOLT, HINGE" on T-2 and "BOLT" elsewhere), a nut item 2, and QX-7/16 item 3 of one.
 */
function catalogue(): CatalogueInput {
  const parts: CataloguePart[] = [];
  const row = (
    modelId: string,
    assemblyId: string,
    item: string,
    partNumber: string,
    description: string,
  ): CataloguePart => ({
    id: `${modelId}.${assemblyId}.${item}`,
    modelId,
    assemblyId,
    figure: '1',
    item,
    partNumber,
    searchKey: searchKey(partNumber),
    description,
    indent: 1,
    unitsPerAssembly: '2',
    unit: 'EA',
    effectivity: 'ALL',
    priceCents: 100 + parts.length,
    availability: 'in-stock',
    supersededBy: null,
    notes: null,
    position: Number(item),
  });
  for (const modelId of models) {
    for (const assemblyId of assemblyIds) {
      parts.push(
        row(modelId, assemblyId, '1', 'QX-4410', modelId === 'T-2' ? 'BOLT, HINGE' : 'BOLT'),
        row(modelId, assemblyId, '2', 'QN-1', 'NUT'),
      );
      if (modelId === 'T-3' && assemblyId === '10-02') {
        parts.push(row(modelId, assemblyId, '3', 'QX-7/16', 'SCREW'));
      }
    }
  }
  return {
    models: models.map((modelId, index) => ({
      modelId,
      line: 'husky',
      name: `Test ${modelId}`,
      summary: 'A model for the usages test.',
      engine: 'None',
      seats: 2,
      firstYear: 2020,
      serialRange: '1-400',
      position: index + 1,
    })),
    assemblies: models.flatMap((modelId) =>
      assemblyIds.map((id, index) => ({
        modelId,
        id,
        name: `ASSEMBLY ${id}`,
        ataChapter: '10',
        figure: '1',
        position: index + 1,
      })),
    ),
    parts,
  };
}

describe.each(testDatabases())('usages of a part number ($dialect)', (database) => {
  const getDb = useTestDatabase(database);
  beforeAll(async () => {
    await writeCatalogue(getDb(), catalogue());
  });
  const getApp = useTestApp(getDb);

  const get = (url: string) => getApp().inject({ method: 'GET', url });
  const usages = async (partNumber: string, params = '') => {
    const res = await get(`/api/parts/${encodeURIComponent(partNumber)}/usages?${params}`);
    expect(res.statusCode, `${partNumber}?${params}`).toBe(200);
    return {
      parts: partListSchema.parse(res.json()),
      total: Number(res.headers[totalCountHeader]),
    };
  };
  const grouped = async (query: string) => {
    const res = await get(
      `/api/models/assemblies/parts/search/${encodeURIComponent(query)}?group=part`,
    );
    expect(res.statusCode).toBe(200);
    return partSummaryListSchema.parse(res.json());
  };
  /** Every page of `size`, joined. */
  const everyPage = async (partNumber: string, size: number, params = '') => {
    const all: Part[] = [];
    let total = Number.POSITIVE_INFINITY;
    while (all.length < total) {
      const page = await usages(partNumber, `offset=${all.length}&limit=${size}${params}`);
      expect(page.parts.length).toBeGreaterThan(0);
      expect(page.parts.length).toBeLessThanOrEqual(size);
      total = page.total;
      all.push(...page.parts);
    }
    return { all, total };
  };
  /** The part's row ids in catalogue (row) order, from the database. */
  const rowOrder = async (partNumber: string) =>
    (
      await getDb()
        .db.selectFrom('parts')
        .select('id')
        .where('part_number', '=', partNumber)
        .orderBy('seq')
        .execute()
    ).map((row) => row.id);

  it('lists every usage of a part used more often than a grouped search lists', async () => {
    const [bolt] = await grouped('QX-4410');
    expect(bolt?.partNumber).toBe('QX-4410');
    expect(bolt?.usageCount).toBe(45);
    expect(bolt?.usages).toHaveLength(partUsageLimit);

    const { all, total } = await everyPage('QX-4410', 20, `&description=${bolt?.description}`);
    expect(total).toBe(bolt?.usageCount);
    expect(all).toHaveLength(45);
    expect(new Set(all.map((part) => part.id)).size).toBe(45);
    expect(all.every((part) => part.partNumber === 'QX-4410')).toBe(true);
    expect(all[0]?.assemblyName).toBe('ASSEMBLY 10-01');
    // Best first as the grouped answer orders them: its 20, then the rest.
    expect(all.slice(0, partUsageLimit)).toEqual(bolt?.usages);
    expect(new Set(all.map((part) => part.id))).toEqual(new Set(await rowOrder('QX-4410')));
  });

  it('puts the usages of the matched description first, each in catalogue order', async () => {
    const [bolt] = await grouped('hinge bolt');
    expect(bolt).toMatchObject({ partNumber: 'QX-4410', description: 'BOLT, HINGE' });
    const hinge = encodeURIComponent('BOLT, HINGE');
    const { all } = await everyPage('QX-4410', 200, `&description=${hinge}`);
    expect(all.slice(0, partUsageLimit)).toEqual(bolt?.usages);
    expect(all.slice(0, 15).every((part) => part.modelId === 'T-2')).toBe(true);
    const order = await rowOrder('QX-4410');
    const byRow = (parts: Part[]) =>
      parts.map((part) => part.id).sort((a, b) => order.indexOf(a) - order.indexOf(b));
    expect(all.slice(0, 15).map((part) => part.id)).toEqual(byRow(all.slice(0, 15)));
    expect(all.slice(15).map((part) => part.id)).toEqual(byRow(all.slice(15)));
    // Without a description: catalogue order.
    expect((await usages('QX-4410', 'limit=200')).parts.map((part) => part.id)).toEqual(order);
  });

  it('pages with offset and limit, the pages joining up, the total always counting all', async () => {
    const whole = await usages('QX-4410', 'limit=200');
    expect(whole.parts).toHaveLength(45);
    expect(whole.total).toBe(45);
    const second = await usages('QX-4410', 'offset=10&limit=10');
    expect(second.parts).toEqual(whole.parts.slice(10, 20));
    expect(second.total).toBe(45);
    const last = await usages('QX-4410', 'offset=40&limit=10');
    expect(last.parts).toEqual(whole.parts.slice(40));
    const beyond = await usages('QX-4410', 'offset=45');
    expect(beyond).toEqual({ parts: [], total: 45 });
    // The default page holds all 45.
    expect((await usages('QX-4410')).parts).toEqual(whole.parts);
  });

  it('finds a part number holding a slash', async () => {
    const { parts, total } = await usages('QX-7/16');
    expect(total).toBe(1);
    expect(parts[0]).toMatchObject({ id: 'T-3.10-02.3', partNumber: 'QX-7/16' });
  });

  it('answers an unknown part number with a JSON 404', async () => {
    for (const partNumber of ['QX-9999', 'qx-4410', 'QX4410', '---', 'Q'.repeat(65)]) {
      const res = await get(`/api/parts/${encodeURIComponent(partNumber)}/usages`);
      expect(res.statusCode, partNumber).toBe(404);
      expect(apiErrorSchema.parse(res.json()).error, partNumber).toMatchObject({
        code: 'not_found',
        message: 'Unknown part number.',
      });
    }
  });

  it('rejects bad paging with 400 naming the field', async () => {
    for (const [params, field] of [
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
      ['limit=x', 'limit'],
      ['offset=-1', 'offset'],
      ['offset=1.5', 'offset'],
      ['description=', 'description'],
      ['sort=x', undefined],
    ] as const) {
      const res = await get(`/api/parts/QX-4410/usages?${params}`);
      expect(res.statusCode, params).toBe(400);
      const body = apiErrorSchema.parse(res.json());
      expect(body.error.code, params).toBe('invalid_request');
      if (field) expect(body.error.fields?.[field], params).toBeTruthy();
    }
  });

  it('answers with an ETag, and 304 when it is sent back', async () => {
    const res = await get('/api/parts/QX-4410/usages?limit=5');
    const etag = res.headers.etag;
    expect(etag).toBeTruthy();
    const again = await getApp().inject({
      method: 'GET',
      url: '/api/parts/QX-4410/usages?limit=5',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('reads the same rows through either catalogue store', async () => {
    const kysely = createKyselyCatalogueStore(getDb().db, getDb().dialect);
    for (const description of ['BOLT, HINGE', 'BOLT', null]) {
      const params = description ? `&description=${encodeURIComponent(description)}` : '';
      const { parts, total } = await usages('QX-4410', `offset=5&limit=30${params}`);
      const json = await kysely.usagesPageJson(searchKey('QX-4410'), 'QX-4410', description, 5, 30);
      expect(JSON.parse(json), String(description)).toEqual(parts);
      expect(await kysely.usageTotal(searchKey('QX-4410'), 'QX-4410')).toBe(total);
    }
  });
});
