import {
  catalogueApplyResponseSchema,
  catalogueCsvMaxChars,
  catalogueCsvTooLarge,
  catalogueDryRunResponseSchema,
  catalogueLookupResponseSchema,
  cataloguePartUpdateResponseSchema,
  partListSchema,
} from '@contrail/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { countRows, testDatabases, useTestDatabase } from '../../test/databases.ts';
import { deskOrigin, deskRequest, staffWithPassword } from '../../test/desk.ts';
import {
  startServer,
  testPortBase,
  urlWithSchema,
  type ServerProcess,
} from '../../test/processes.ts';
import { useSeededCatalogue } from '../catalogue/testing.ts';
import { catalogueVersion } from '../catalogue/catalogue-upkeep.ts';

const header =
  'model_id,line,model_name,assembly_id,assembly_name,item,part_number,description,price,availability,superseded_by';
/** A one-assembly model: one CSV line per [item, part number, description, price]. */
const csvOf = (modelId: string, rows: Array<[string, string, string, string]>) =>
  [
    header,
    ...rows.map(
      ([item, partNumber, description, price]) =>
        `${modelId},husky,Desk test ${modelId},32-10,MAIN GEAR,${item},${partNumber},"${description}",${price},,`,
    ),
  ].join('\n') + '\n';

const partsUrl = (modelId: string) => `/api/models/${modelId}/assemblies/32-10/parts`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabases())('desk catalogue upkeep ($dialect)', (database) => {
  const getDb = useTestDatabase(database);
  useSeededCatalogue(getDb, 700);
  const getApp = useTestApp(getDb, {
    config: { siteOrigin: deskOrigin, catalogueVersionMaxAgeMs: 0 },
  });
  let admin: Awaited<ReturnType<typeof staffWithPassword>>;
  let member: Awaited<ReturnType<typeof staffWithPassword>>;
  beforeAll(async () => {
    admin = await staffWithPassword(getApp(), getDb(), 'admin');
    member = await staffWithPassword(getApp(), getDb(), 'desk');
  });

  const dryRun = async (csv: string, cookie = admin.cookie) =>
    deskRequest(getApp(), 'POST', '/api/desk/catalogue/dry-run', { cookie, body: { csv } });
  const apply = async (csv: string, expectedVersion: number, cookie = admin.cookie) =>
    deskRequest(getApp(), 'POST', '/api/desk/catalogue/apply', {
      cookie,
      body: { csv, expectedVersion },
    });
  const publicParts = async (modelId: string) => {
    const res = await getApp().inject(partsUrl(modelId));
    return res.statusCode === 200 ? partListSchema.parse(res.json()) : [];
  };
  const edit = (id: string, body: Record<string, unknown>, cookie = admin.cookie) =>
    deskRequest(getApp(), 'PATCH', `/api/desk/catalogue/parts/${encodeURIComponent(id)}`, {
      cookie,
      body,
    });

  const routes = [
    ['POST', '/api/desk/catalogue/dry-run', { csv: 'x' }],
    ['POST', '/api/desk/catalogue/apply', { csv: 'x', expectedVersion: 1 }],
    ['GET', '/api/desk/catalogue/parts?partNumber=AN3-5A', undefined],
    [
      'PATCH',
      '/api/desk/catalogue/parts/A-1C-180.32-10.1',
      {
        priceCents: 100,
        availability: 'in-stock',
        supersededBy: null,
        expected: { priceCents: 100, availability: 'in-stock', supersededBy: null },
      },
    ],
  ] as const;

  it.each(routes)('%s %s answers 401 without a session', async (method, url, body) => {
    const res = await deskRequest(getApp(), method, url, body ? { body } : {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: 'desk_session_required' } });
  });

  it.each(routes)('%s %s answers 403 to a desk member (admins only)', async (method, url, body) => {
    const res = await deskRequest(getApp(), method, url, {
      cookie: member.cookie,
      ...(body ? { body } : {}),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: 'forbidden_role' } });
  });

  it.each(routes.filter(([method]) => method !== 'GET'))(
    '%s %s refuses a cross-site request, even an admin’s',
    async (method, url, body) => {
      for (const headers of [
        { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        { origin: deskOrigin, 'sec-fetch-site': 'same-site' },
        { origin: 'https://evil.example' },
      ]) {
        const res = await deskRequest(getApp(), method, url, {
          cookie: admin.cookie,
          body,
          headers: { ...headers, ...(headers['sec-fetch-site'] ? {} : { 'sec-fetch-site': '' }) },
        });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ error: { code: 'cross_site_request' } });
      }
    },
  );

  it('a dry run lists what would be added and changes nothing; apply then writes it, audited', async () => {
    const db = getDb();
    const csv = csvOf('DESK-1', [
      ['1', 'DSK-100', 'AXLE, MAIN GEAR', '12.50'],
      ['2', 'DSK-200', 'BOLT, AXLE', '1.00'],
      ['3', 'DSK-300', 'NUT, AXLE', ''],
    ]);
    const versionBefore = await catalogueVersion(db.db);
    const counts = await countRows(db, ['models', 'assemblies', 'parts', 'audit_log']);

    const res = await dryRun(csv);
    expect(res.statusCode).toBe(200);
    const report = catalogueDryRunResponseSchema.parse(res.json());
    expect(report).toMatchObject({
      valid: true,
      rows: 3,
      models: ['DESK-1'],
      newModels: ['DESK-1'],
      counts: { added: 3, changed: 0, removed: 0, unchanged: 0 },
      problems: [],
      catalogueVersion: versionBefore,
    });
    expect(report.changes.map((c) => [c.kind, c.line, c.partNumber])).toEqual([
      ['added', 2, 'DSK-100'],
      ['added', 3, 'DSK-200'],
      ['added', 4, 'DSK-300'],
    ]);
    // Nothing written: no rows, no version bump, nothing on the public API.
    expect(await countRows(db, ['models', 'assemblies', 'parts', 'audit_log'])).toEqual(counts);
    expect(await catalogueVersion(db.db)).toBe(versionBefore);
    expect(await publicParts('DESK-1')).toEqual([]);

    const applied = await apply(csv, report.catalogueVersion);
    expect(applied.statusCode).toBe(200);
    expect(catalogueApplyResponseSchema.parse(applied.json())).toEqual({
      rows: 3,
      models: ['DESK-1'],
      counts: { added: 3, changed: 0, removed: 0, unchanged: 0 },
      catalogueVersion: versionBefore + 1,
    });
    const parts = await publicParts('DESK-1');
    expect(parts.map((p) => [p.partNumber, p.priceCents, p.availability])).toEqual([
      ['DSK-100', 1250, 'in-stock'],
      ['DSK-200', 100, 'in-stock'],
      ['DSK-300', null, 'quote'],
    ]);
    const audit = await deskRequest(getApp(), 'GET', '/api/desk/audit?limit=5', {
      cookie: admin.cookie,
    });
    expect(audit.json().entries[0]).toMatchObject({
      staffEmail: admin.email,
      action: 'catalogue_imported',
      target: 'models:DESK-1',
      detail: { rows: 3, added: 3, changed: 0, removed: 0, unchanged: 0 },
    });
  });

  it('a dry run shows changed fields and removed parts; an apply after another change is refused (409)', async () => {
    const db = getDb();
    const csv = csvOf('DESK-2', [
      ['1', 'DSK2-1', 'AXLE', '10.00'],
      ['2', 'DSK2-2', 'BOLT', '2.00'],
      ['3', 'DSK2-3', 'NUT', '3.00'],
    ]);
    const first = catalogueDryRunResponseSchema.parse((await dryRun(csv)).json());
    expect((await apply(csv, first.catalogueVersion)).statusCode).toBe(200);

    const next = csvOf('DESK-2', [
      ['1', 'DSK2-1', 'AXLE', '10.00'],
      ['2', 'DSK2-2', 'BOLT', '2.50'],
      ['4', 'DSK2-4', 'WASHER', '0.40'],
    ]);
    const report = catalogueDryRunResponseSchema.parse((await dryRun(next)).json());
    expect(report.newModels).toEqual([]);
    expect(report.counts).toEqual({ added: 1, changed: 1, removed: 1, unchanged: 1 });
    expect(report.changes).toEqual([
      {
        kind: 'changed',
        line: 3,
        partId: 'DESK-2.32-10.2',
        partNumber: 'DSK2-2',
        description: 'BOLT',
        fields: [{ field: 'price', from: '2.00', to: '2.50' }],
      },
      {
        kind: 'added',
        line: 4,
        partId: 'DESK-2.32-10.4',
        partNumber: 'DSK2-4',
        description: 'WASHER',
        fields: [],
      },
      {
        kind: 'removed',
        line: null,
        partId: 'DESK-2.32-10.3',
        partNumber: 'DSK2-3',
        description: 'NUT',
        fields: [],
      },
    ]);

    // Someone edits a part after this dry run: applying it now is refused and writes nothing.
    const edited = await edit('DESK-2.32-10.1', {
      priceCents: 1100,
      availability: 'limited',
      supersededBy: null,
      expected: { priceCents: 1000, availability: 'in-stock', supersededBy: null },
    });
    expect(edited.statusCode).toBe(200);
    const before = await countRows(db, ['parts', 'audit_log']);
    const version = await catalogueVersion(db.db);
    const stale = await apply(next, report.catalogueVersion);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: { code: 'catalogue_changed' } });
    expect(await countRows(db, ['parts', 'audit_log'])).toEqual(before);
    expect(await catalogueVersion(db.db)).toBe(version);
    expect((await publicParts('DESK-2')).map((p) => p.partNumber)).toEqual([
      'DSK2-1',
      'DSK2-2',
      'DSK2-3',
    ]);

    const again = catalogueDryRunResponseSchema.parse((await dryRun(next)).json());
    expect(again.counts).toEqual({ added: 1, changed: 2, removed: 1, unchanged: 0 });
    expect((await apply(next, again.catalogueVersion)).statusCode).toBe(200);
    expect((await publicParts('DESK-2')).map((p) => [p.partNumber, p.priceCents])).toEqual([
      ['DSK2-1', 1000],
      ['DSK2-2', 250],
      ['DSK2-4', 40],
    ]);
  });

  it('a dry run lists renames and reorders too, and apply changes exactly what it listed', async () => {
    const rows = (modelName: string, assemblyName: string, items: string[]) =>
      [
        header,
        ...items.map(
          (item) =>
            `DESK-5,husky,${modelName},32-10,${assemblyName},${item},DSK5-${item},"PART ${item}",1.00,,`,
        ),
      ].join('\n') + '\n';
    const first = rows('Desk five', 'MAIN GEAR', ['1', '2', '3']);
    const report = catalogueDryRunResponseSchema.parse((await dryRun(first)).json());
    expect((await apply(first, report.catalogueVersion)).statusCode).toBe(200);

    // The model and its assembly renamed, and part 3 moved to the top: nothing else.
    const next = rows('Desk five B', 'MAIN GEAR LEGS', ['3', '1', '2']);
    const planned = catalogueDryRunResponseSchema.parse((await dryRun(next)).json());
    const listed = planned.changes.map((c) => [
      c.target ?? 'part',
      c.partId,
      c.fields.map((f) => `${f.field}:${f.from}>${f.to}`),
    ]);
    expect(listed).toEqual([
      ['part', 'DESK-5.32-10.3', ['position:3>1']],
      ['part', 'DESK-5.32-10.1', ['position:1>2']],
      ['part', 'DESK-5.32-10.2', ['position:2>3']],
      ['model', 'DESK-5', ['name:Desk five>Desk five B']],
      ['assembly', 'DESK-5.32-10', ['name:MAIN GEAR>MAIN GEAR LEGS']],
    ]);
    expect(planned.counts).toEqual({ added: 0, changed: 3, removed: 0, unchanged: 0 });

    expect((await apply(next, planned.catalogueVersion)).statusCode).toBe(200);
    expect((await publicParts('DESK-5')).map((p) => [p.id, p.assemblyName])).toEqual([
      ['DESK-5.32-10.3', 'MAIN GEAR LEGS'],
      ['DESK-5.32-10.1', 'MAIN GEAR LEGS'],
      ['DESK-5.32-10.2', 'MAIN GEAR LEGS'],
    ]);
    const model = await getDb()
      .db.selectFrom('models')
      .select('name')
      .where('model_id', '=', 'DESK-5')
      .executeTakeFirstOrThrow();
    expect(model.name).toBe('Desk five B');
    // Everything listed was applied, and nothing is left to change.
    const after = catalogueDryRunResponseSchema.parse((await dryRun(next)).json());
    expect(after.changes).toEqual([]);
    expect(after.counts).toEqual({ added: 0, changed: 0, removed: 0, unchanged: 3 });
  });

  it('reports a bad file’s problems by line and column; applying it answers 400 and writes nothing', async () => {
    const db = getDb();
    const bad = [
      header,
      'DESK-3,husky,,32-10,GEAR,1,DSK3-1,AXLE,12.50,,',
      'DESK-3,husky,,32-10,GEAR,2,DSK3-2,BOLT,abc,,',
      'DESK-3,husky,,32-10,GEAR,3,,NUT,1.00,,',
      'DESK-3,husky,,32-10,GEAR,4,DSK3-4,WASHER,1.00,soon,',
      'DESK-3,husky,,32-10,GEAR,5,DSK3-5',
    ].join('\n');
    const res = await dryRun(bad);
    expect(res.statusCode).toBe(200);
    const report = catalogueDryRunResponseSchema.parse(res.json());
    expect(report.valid).toBe(false);
    expect(report.counts).toEqual({ added: 0, changed: 0, removed: 0, unchanged: 0 });
    expect(report.problems.map((p) => [p.line, p.column ?? ''])).toEqual([
      [3, 'price'],
      [4, 'part_number'],
      [5, 'availability'],
      [6, ''],
    ]);
    expect(report.problems[3]?.message).toBe('has 7 fields, the header has 11');

    const before = await countRows(db, ['models', 'parts', 'audit_log']);
    const applied = await apply(bad, report.catalogueVersion);
    expect(applied.statusCode).toBe(400);
    expect(applied.json()).toMatchObject({
      error: {
        code: 'invalid_catalogue',
        message: expect.stringContaining(
          'The file has 4 problems; nothing was imported. line 3, price:',
        ),
        fields: { csv: expect.stringMatching(/^line 3, price: /) },
      },
    });
    expect(await countRows(db, ['models', 'parts', 'audit_log'])).toEqual(before);

    // Broken CSV syntax, a wrong header, and no data: problems, never a 5xx.
    const unclosed = catalogueDryRunResponseSchema.parse(
      (await dryRun(`${header}\nDESK-3,husky,,32-10,GEAR,1,DSK3-1,"AXLE,1.00,,\n`)).json(),
    );
    expect(unclosed.problems).toEqual([{ line: 2, message: 'a quoted field is not closed' }]);
    const wrongHeader = catalogueDryRunResponseSchema.parse(
      (await dryRun('model,line\nA,husky\n')).json(),
    );
    expect(wrongHeader.valid).toBe(false);
    expect(wrongHeader.problems[0]).toMatchObject({ line: 1, column: 'model' });
    const binary = await dryRun('\u0000\u0001\u0002');
    expect(binary.statusCode).toBe(200);
    expect(catalogueDryRunResponseSchema.parse(binary.json()).valid).toBe(false);
  });

  it('refuses an empty, a missing and an oversized file with a clear 400 or 413', async () => {
    const empty = await dryRun('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: { fields: { csv: 'The file is empty.' } } });
    const missing = await deskRequest(getApp(), 'POST', '/api/desk/catalogue/apply', {
      cookie: admin.cookie,
      body: { csv: csvOf('X', [['1', 'A', 'B', '']]) },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: { fields: { expectedVersion: 'Run the dry run first.' } },
    });
    const long = await dryRun('x'.repeat(catalogueCsvMaxChars + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ error: { fields: { csv: catalogueCsvTooLarge } } });
    // Past the body limit (a control character is six characters in JSON): 413 before it is read.
    const overLimit = '\u0001'.repeat(3_000_000);
    const huge = await dryRun(overLimit);
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({
      error: { code: 'file_too_large', message: catalogueCsvTooLarge },
    });
    // Without a session the body is never read: 401, not 413.
    const anonymous = await deskRequest(getApp(), 'POST', '/api/desk/catalogue/dry-run', {
      body: { csv: overLimit },
    });
    expect(anonymous.statusCode).toBe(401);
    const text = await getApp().inject({
      method: 'POST',
      url: '/api/desk/catalogue/dry-run',
      headers: { 'content-type': 'text/csv', origin: deskOrigin, 'sec-fetch-site': 'same-origin' },
      cookies: { contrail_desk: admin.cookie },
      payload: header,
    });
    expect(text.statusCode).toBe(415);
  });

  it('looks a part up by number as the search spells it, and edits it in place (one row or every usage)', async () => {
    const db = getDb();
    const csv = csvOf('DESK-4', [
      ['1', 'DSK4-77A', 'AXLE', '10.00'],
      ['2', 'DSK4-77A', 'AXLE', '10.00'],
      ['3', 'DSK4-88', 'BOLT', '2.00'],
    ]);
    const report = catalogueDryRunResponseSchema.parse((await dryRun(csv)).json());
    expect((await apply(csv, report.catalogueVersion)).statusCode).toBe(200);

    const lookup = await deskRequest(
      getApp(),
      'GET',
      '/api/desk/catalogue/parts?partNumber=dsk4%2077a',
      {
        cookie: admin.cookie,
      },
    );
    expect(lookup.statusCode).toBe(200);
    const found = catalogueLookupResponseSchema.parse(lookup.json());
    expect(found.total).toBe(2);
    expect(found.parts.map((p) => p.id)).toEqual(['DESK-4.32-10.1', 'DESK-4.32-10.2']);
    expect(found.parts[0]).toMatchObject({ assemblyName: 'MAIN GEAR', priceCents: 1000 });
    const none = await deskRequest(getApp(), 'GET', '/api/desk/catalogue/parts?partNumber=---', {
      cookie: admin.cookie,
    });
    expect(catalogueLookupResponseSchema.parse(none.json())).toEqual({ parts: [], total: 0 });
    const blank = await deskRequest(getApp(), 'GET', '/api/desk/catalogue/parts?partNumber=', {
      cookie: admin.cookie,
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      error: { fields: { partNumber: 'Enter a part number.' } },
    });

    const version = await catalogueVersion(db.db);
    const one = await edit('DESK-4.32-10.1', {
      priceCents: 1234,
      availability: 'backorder',
      supersededBy: ' DSK4-77B ',
      expected: { priceCents: 1000, availability: 'in-stock', supersededBy: null },
    });
    expect(one.statusCode).toBe(200);
    const answer = cataloguePartUpdateResponseSchema.parse(one.json());
    expect(answer.updated).toBe(1);
    expect(answer.catalogueVersion).toBe(version + 1);
    expect(answer.parts[0]).toMatchObject({
      priceCents: 1234,
      availability: 'backorder',
      supersededBy: 'DSK4-77B',
    });
    expect((await publicParts('DESK-4')).map((p) => [p.id, p.priceCents, p.supersededBy])).toEqual([
      ['DESK-4.32-10.1', 1234, 'DSK4-77B'],
      ['DESK-4.32-10.2', 1000, null],
      ['DESK-4.32-10.3', 200, null],
    ]);
    // The grouped search reads the part number's summary: it follows too.
    const grouped = await getApp().inject(
      '/api/models/assemblies/parts/search/DSK4-77A?group=part',
    );
    expect(grouped.json()[0]).toMatchObject({
      partNumber: 'DSK4-77A',
      priceCents: 1000,
      priceVaries: true,
      supersededBy: 'DSK4-77B',
    });

    const all = await edit('DESK-4.32-10.2', {
      priceCents: null,
      availability: 'quote',
      supersededBy: '',
      allUsages: true,
      expected: { priceCents: 1000, availability: 'in-stock', supersededBy: null },
    });
    expect(cataloguePartUpdateResponseSchema.parse(all.json()).updated).toBe(2);
    expect(
      (await publicParts('DESK-4')).map((p) => [p.priceCents, p.availability, p.supersededBy]),
    ).toEqual([
      [null, 'quote', null],
      [null, 'quote', null],
      [200, 'in-stock', null],
    ]);
    const audit = await deskRequest(getApp(), 'GET', '/api/desk/audit?limit=2', {
      cookie: admin.cookie,
    });
    expect(
      audit.json().entries.map((e: { action: string; target: string }) => [e.action, e.target]),
    ).toEqual([
      ['catalogue_part_changed', 'part:DSK4-77A'],
      ['catalogue_part_changed', 'part:DESK-4.32-10.1'],
    ]);
  });

  it('refuses a bad edit with a message under the field, and an unknown part with 404', async () => {
    const db = getDb();
    const before = await countRows(db, ['audit_log']);
    const version = await catalogueVersion(db.db);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ priceCents: -1, availability: 'in-stock', supersededBy: null }, 'priceCents'],
      [{ priceCents: 12.5, availability: 'in-stock', supersededBy: null }, 'priceCents'],
      [{ priceCents: 100, availability: 'soon', supersededBy: null }, 'availability'],
      [{ priceCents: 100, availability: 'in-stock', supersededBy: 'A\u0007B' }, 'supersededBy'],
      [{ priceCents: 100, availability: 'in-stock', supersededBy: 'x'.repeat(65) }, 'supersededBy'],
      [{ priceCents: 100, availability: 'in-stock', supersededBy: 'dsk4-88' }, 'supersededBy'],
    ];
    const expected = { priceCents: 200, availability: 'in-stock', supersededBy: null };
    for (const [body, field] of cases) {
      const res = await edit('DESK-4.32-10.3', { ...body, expected });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    const unknown = await edit('NOPE.1.1', {
      priceCents: 1,
      availability: 'in-stock',
      supersededBy: null,
      expected,
    });
    expect(unknown.statusCode).toBe(404);
    expect(await countRows(db, ['audit_log'])).toEqual(before);
    expect(await catalogueVersion(db.db)).toBe(version);
    expect((await publicParts('DESK-4'))[2]).toMatchObject({ priceCents: 200, supersededBy: null });
  });

  it('refuses an edit based on values someone changed meanwhile (409 with the current row); nothing is lost', async () => {
    const db = getDb();
    const id = 'DESK-4.32-10.3';
    const basis = { priceCents: 200, availability: 'in-stock', supersededBy: null };
    // Two admins open the part at once and both save, based on what they saw: one is first.
    const [a, b] = await Promise.all([
      edit(id, { priceCents: 300, availability: 'limited', supersededBy: null, expected: basis }),
      edit(id, { priceCents: 400, availability: 'in-stock', supersededBy: null, expected: basis }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [won, lost] = a.statusCode === 200 ? [a, b] : [b, a];
    const saved = cataloguePartUpdateResponseSchema.parse(won.json()).parts[0]!;

    const before = await countRows(db, ['audit_log']);
    const version = await catalogueVersion(db.db);
    const stale = await edit(id, {
      priceCents: 500,
      availability: 'backorder',
      supersededBy: 'DSK4-99',
      expected: basis,
    });
    for (const refused of [lost, stale]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        error: {
          code: 'catalogue_part_changed',
          message: expect.stringMatching(/changed DSK4-88 .* while you edited it/),
          fields: { priceCents: `Now ${(saved.priceCents! / 100).toFixed(2)}.` },
          current: {
            id,
            priceCents: saved.priceCents,
            availability: saved.availability,
            supersededBy: null,
          },
        },
      });
    }
    expect(stale.json().error.fields).not.toHaveProperty('supersededBy');
    // Nothing was written by the refused edit.
    expect(await countRows(db, ['audit_log'])).toEqual(before);
    expect(await catalogueVersion(db.db)).toBe(version);
    expect((await publicParts('DESK-4'))[2]).toMatchObject({ priceCents: saved.priceCents });

    // Based on the current values, the same edit goes through.
    const current = stale.json().error.current;
    const retried = await edit(id, {
      priceCents: 500,
      availability: 'backorder',
      supersededBy: 'DSK4-99',
      expected: {
        priceCents: current.priceCents,
        availability: current.availability,
        supersededBy: current.supersededBy,
      },
    });
    expect(retried.statusCode).toBe(200);
    expect((await publicParts('DESK-4'))[2]).toMatchObject({
      priceCents: 500,
      availability: 'backorder',
      supersededBy: 'DSK4-99',
    });
    // An edit with no basis is refused as a bad request.
    const blind = await edit(id, { priceCents: 1, availability: 'in-stock', supersededBy: null });
    expect(blind.statusCode).toBe(400);
    expect(blind.json().error.fields).toHaveProperty('expected');
  });
});

/**
 * Another server process on the same database (a second replica, `npm start`), which never saw the
 * edit happen: it serves the new price within a second, as every replica must.
 */
describe.each(testDatabases())('a desk edit on another replica ($dialect)', (database) => {
  const getDb = useTestDatabase(database);
  useSeededCatalogue(getDb, 700);
  const getApp = useTestApp(getDb, { config: { siteOrigin: deskOrigin } });
  let replica: ServerProcess | undefined;

  beforeAll(async () => {
    const db = getDb();
    let databaseUrl: string;
    if (database.dialect === 'sqlite') {
      const file = await sql<{
        file: string;
      }>`select file from pragma_database_list where name = 'main'`.execute(db.db);
      databaseUrl = `sqlite:${file.rows[0]!.file}`;
    } else {
      databaseUrl = urlWithSchema(process.env.DATABASE_URL!, db.schema!);
    }
    replica = await startServer(testPortBase + 30 + (database.dialect === 'sqlite' ? 0 : 1), {
      DATABASE_URL: databaseUrl,
    });
  }, 90_000);
  afterAll(async () => {
    await replica?.stop();
  }, 30_000);

  it('serves an edited price within a second', async () => {
    const admin = await staffWithPassword(getApp(), getDb(), 'admin');
    const url = `${replica!.url}/api/models/A-1C-180/assemblies/32-10/parts`;
    const read = async () => partListSchema.parse(await (await fetch(url)).json());
    const [part] = await read(); // the replica now holds this answer in its cache
    expect(part).toBeDefined();
    const price = (part!.priceCents ?? 0) + 777;
    const res = await deskRequest(getApp(), 'PATCH', `/api/desk/catalogue/parts/${part!.id}`, {
      cookie: admin.cookie,
      body: {
        priceCents: price,
        availability: 'limited',
        supersededBy: null,
        expected: {
          priceCents: part!.priceCents,
          availability: part!.availability,
          supersededBy: part!.supersededBy,
        },
      },
    });
    expect(res.statusCode).toBe(200);
    const changed = Date.now();
    let seen: number | null | undefined;
    while (Date.now() - changed < 3000) {
      seen = (await read())[0]?.priceCents;
      if (seen === price) break;
      await sleep(50);
    }
    const took = Date.now() - changed;
    expect(seen).toBe(price);
    expect(took).toBeLessThan(1000);
  });
});
