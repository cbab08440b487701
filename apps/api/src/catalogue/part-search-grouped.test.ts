import {
  apiErrorSchema,
  partListSchema,
  partSummaryListSchema,
  partUsageLimit,
  searchResultLimit,
  totalCountHeader,
} from '@contrail/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { testDatabases, useTestDatabase } from '../../test/databases.ts';
import { createKyselyCatalogueStore } from './catalogue-store.ts';
import { writeCatalogue } from './catalogue-writer.ts';
import { createPartSearch, searchTerms } from './part-search.ts';
import { sharedSearchQueries } from './search-cases.ts';
import { searchKey } from './search-key.ts';
import type { CataloguePart } from './seed/generate.ts';
import { useSeededCatalogue } from './testing.ts';

describe.each(testDatabases())('grouped part search ($dialect)', (database) => {
  const getDb = useTestDatabase(database);
  useSeededCatalogue(getDb);
  const getApp = useTestApp(getDb);

  const get = (query: string, params = 'group=part') =>
    getApp().inject({
      method: 'GET',
      url: `/api/models/assemblies/parts/search/${encodeURIComponent(query)}?${params}`,
    });
  const grouped = async (query: string, params = '') => {
    const res = await get(query, `group=part${params}`);
    expect(res.statusCode, query).toBe(200);
    return {
      parts: partSummaryListSchema.parse(res.json()),
      total: Number(res.headers[totalCountHeader]),
    };
  };
  const rows = async (query: string) => {
    const res = await get(query, '');
    expect(res.statusCode, query).toBe(200);
    return partListSchema.parse(res.json());
  };
  const count = async (query: ReturnType<typeof sql<{ n: number | string }>>) =>
    Number((await query.execute(getDb().db)).rows[0]?.n);

  it('answers one object per part number, the same part number never twice', async () => {
    const { parts, total } = await grouped('an3');
    const keys = parts.map((part) => searchKey(part.partNumber));
    expect(new Set(parts.map((part) => part.partNumber)).size).toBe(parts.length);
    expect(parts.length).toBeGreaterThan(5);
    expect(keys.every((key) => key.includes('AN3'))).toBe(true);
    // Distinct AN3 part numbers, counted in the database.
    const distinct = await count(
      sql`select count(distinct part_number) as n from parts where search_key like ${'%AN3%'}`,
    );
    expect(total).toBe(distinct);
    expect(parts.length).toBe(Math.min(total, searchResultLimit));
  });

  it('sums up every usage of a part: counts, models, price, availability', async () => {
    const [bolt] = (await grouped('AN3-5A')).parts;
    expect(bolt?.partNumber).toBe('AN3-5A');
    expect(bolt?.description).toBe('BOLT');
    const usages = await count(sql`select count(*) as n from parts where part_number = 'AN3-5A'`);
    const assemblies = await count(sql`select count(*) as n from
      (select distinct model_id, assembly_id from parts where part_number = 'AN3-5A') used`);
    const models = await getDb()
      .db.selectFrom('parts')
      .select('model_id')
      .distinct()
      .where('part_number', '=', 'AN3-5A')
      .execute();
    expect(bolt?.usageCount).toBe(usages);
    expect(bolt?.assemblyCount).toBe(assemblies);
    expect(new Set(bolt?.models)).toEqual(new Set(models.map((row) => row.model_id)));
    expect(bolt?.usages.length).toBe(Math.min(usages, partUsageLimit));
    expect(bolt?.usages.every((usage) => usage.partNumber === 'AN3-5A')).toBe(true);
    expect(bolt?.usages[0]?.assemblyName).toBeTruthy();
    const prices = bolt!.usages.map((usage) => usage.priceCents);
    expect(bolt?.priceCents).toBe(Math.min(...prices.filter((price) => price !== null)));
    expect(bolt?.supersededBy).toBeNull();
    expect(bolt?.supersedes).toBeNull();
  });

  it('ranks as the row answer does, counted among distinct parts', async () => {
    for (const query of ['an3-5a', 'ms2o995c32', ...sharedSearchQueries]) {
      const partsFound = (await grouped(query)).parts.map((part) => part.partNumber);
      const rowOrder = [...new Set((await rows(query)).map((part) => part.partNumber))];
      expect(partsFound.slice(0, rowOrder.length), query).toEqual(rowOrder);
    }
    const { parts } = await grouped('AN3-5');
    const tier = (key: string) =>
      key === 'AN35' ? 0 : key.startsWith('AN35') ? 1 : key.includes('AN35') ? 2 : 3;
    const tiers = parts.map((part) => tier(searchKey(part.partNumber)));
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
  });

  it('finds parts by description and by a typo, each part once', async () => {
    const { parts, total } = await grouped('bolt');
    expect(parts.every((part) => part.description.includes('BOLT'))).toBe(true);
    const distinct = await count(
      sql`select count(distinct part_number) as n from parts where description like ${'%BOLT%'}`,
    );
    expect(total).toBe(distinct);
    expect((await grouped('MS21024L3')).parts[0]?.partNumber).toBe('MS21042L3');
  });

  it('pages with offset and limit, and the pages join up', async () => {
    const all = await grouped('an3');
    const first = await grouped('an3', '&limit=4');
    const second = await grouped('an3', '&offset=4&limit=4');
    expect(first.parts.map((part) => part.partNumber)).toEqual(
      all.parts.slice(0, 4).map((part) => part.partNumber),
    );
    expect(second.parts.map((part) => part.partNumber)).toEqual(
      all.parts.slice(4, 8).map((part) => part.partNumber),
    );
    expect(second.total).toBe(all.total);
    const rowPage = await rows('an3');
    const res = await get('an3', 'offset=3&limit=2');
    expect(partListSchema.parse(res.json())).toEqual(rowPage.slice(3, 5));
  });

  it('answers the same through either catalogue store', async () => {
    const kysely = createKyselyCatalogueStore(getDb().db, getDb().dialect);
    const search = createPartSearch(kysely);
    for (const query of ['an3', 'tail wheel spring', 'MS21024L3']) {
      const found = await search.searchParts(searchTerms(query), 10, 2);
      const { parts, total } = await grouped(query, '&offset=2&limit=10');
      expect(found.total, query).toBe(total);
      expect(
        found.parts.map((part) => JSON.parse(part) as unknown),
        query,
      ).toEqual(parts);
    }
  });

  it('keeps the row answer without group', async () => {
    const list = await rows('AN3-5A');
    expect(list[0]).toMatchObject({ partNumber: 'AN3-5A', figure: expect.any(String) });
    expect(list.length).toBeGreaterThan(1);
  });

  it('rejects a bad group, offset or limit with 400 naming the field', async () => {
    for (const [params, field] of [
      ['group=row', 'group'],
      ['group=', 'group'],
      ['limit=0', 'limit'],
      ['limit=51', 'limit'],
      ['offset=-1', 'offset'],
      ['offset=x', 'offset'],
      ['sort=x', undefined],
    ] as const) {
      const res = await get('an3', params);
      expect(res.statusCode, params).toBe(400);
      const body = apiErrorSchema.parse(res.json());
      if (field) expect(body.error.fields?.[field], params).toBeTruthy();
    }
  });
});

describe.each(testDatabases())('supersession in the grouped search ($dialect)', (database) => {
  const getDb = useTestDatabase(database);
  /** One model whose old rudder hinge bolt QX-2044 is superseded by QX-3105 after serial 200. */
  beforeAll(async () => {
    const part = (item: string, partNumber: string, extra: Partial<CataloguePart>) => ({
      id: `T-9.55-10.${item}`,
      modelId: 'T-9',
      assemblyId: '55-10',
      figure: '3',
      item,
      partNumber,
      searchKey: searchKey(partNumber),
      description: 'BOLT, RUDDER HINGE',
      indent: 1,
      unitsPerAssembly: '2',
      unit: 'EA',
      effectivity: 'ALL',
      priceCents: 1250,
      availability: 'in-stock' as const,
      supersededBy: null,
      notes: null,
      position: Number.parseInt(item, 10),
      ...extra,
    });
    await writeCatalogue(getDb(), {
      models: [
        {
          modelId: 'T-9',
          line: 'husky',
          name: 'Test T-9',
          summary: 'A model for the supersession test.',
          engine: 'None',
          seats: 2,
          firstYear: 2020,
          serialRange: '1-400',
          position: 1,
        },
      ],
      assemblies: [
        { modelId: 'T-9', id: '55-10', name: 'RUDDER', ataChapter: '55', figure: '3', position: 1 },
      ],
      parts: [
        part('1', 'QX-2044', {
          effectivity: '1-200',
          supersededBy: 'QX-3105',
          notes: 'INTERCHANGEABLE; USE UNTIL STOCK IS EXHAUSTED',
          availability: 'backorder',
        }),
        part('2', 'QX-3105', { effectivity: '201 & ON', priceCents: 1400 }),
      ],
    });
  });
  const getApp = useTestApp(getDb);

  it('shows what supersedes a part, and a search for the old number finds the new one', async () => {
    const res = await getApp().inject({
      method: 'GET',
      url: '/api/models/assemblies/parts/search/QX-2044?group=part',
    });
    expect(res.statusCode).toBe(200);
    const parts = partSummaryListSchema.parse(res.json());
    expect(parts.map((part) => [part.partNumber, part.supersededBy, part.supersedes])).toEqual([
      ['QX-2044', 'QX-3105', null],
      ['QX-3105', null, 'QX-2044'],
    ]);
    expect(Number(res.headers[totalCountHeader])).toBe(2);
    expect(parts[0]).toMatchObject({ availability: 'backorder', priceCents: 1250 });
    expect(parts[1]).toMatchObject({ availability: 'in-stock', priceCents: 1400, usageCount: 1 });
    expect(parts[1]?.usages[0]).toMatchObject({ effectivity: '201 & ON', modelId: 'T-9' });
  });

  it('lists the new number once when the query matches both', async () => {
    const res = await getApp().inject({
      method: 'GET',
      url: '/api/models/assemblies/parts/search/rudder%20hinge%20bolt?group=part',
    });
    const parts = partSummaryListSchema.parse(res.json());
    expect(parts.map((part) => part.partNumber)).toEqual(['QX-2044', 'QX-3105']);
    expect(Number(res.headers[totalCountHeader])).toBe(2);
  });
});
