import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  apiErrorSchema,
  assemblyDiagramSchema,
  partListSchema,
  type AssemblyDiagram,
} from '@contrail/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { testDatabases, useTestDatabase } from '../../../test/databases.ts';
import { writeCatalogue, type CatalogueInput } from '../catalogue-writer.ts';
import { searchKey } from '../search-key.ts';
import { useSeededCatalogue } from '../testing.ts';
import { sheetItemLimit } from './diagram-art.ts';
import { importDiagrams } from './diagram-import.ts';

const model = 'A-1C-180';
const assembly = '32-50';
const url = `/api/models/${model}/assemblies/${assembly}/diagram`;

/** A model whose assemblies have 95 items (three sheets) and 2,000 items (fifty sheets). */
const sheetModel = 'T-95';
const kinds = [
  'BOLT',
  'WASHER, FLAT',
  'NUT, CASTELLATED',
  'BRACKET, ANTENNA',
  'SPRING, TAIL WHEEL',
];
function sheetCatalogue(): CatalogueInput {
  const sizes = { '32-95': 95, '32-99': 2000 } as const;
  return {
    models: [
      {
        modelId: sheetModel,
        line: 'husky',
        name: 'Sheet test',
        summary: '',
        engine: '',
        seats: 2,
        firstYear: 2020,
        serialRange: '',
        position: 99,
      },
    ],
    assemblies: Object.keys(sizes).map((id, index) => ({
      modelId: sheetModel,
      id,
      name: 'TAIL WHEEL',
      ataChapter: '32',
      figure: String(index + 1),
      position: index + 1,
    })),
    parts: Object.entries(sizes).flatMap(([assemblyId, count]) =>
      Array.from({ length: count }, (_, index) => {
        const item = String(index + 1);
        const partNumber = `AN3-${item}A`;
        return {
          id: `${sheetModel}.${assemblyId}.${item}`,
          modelId: sheetModel,
          assemblyId,
          figure: '1',
          item,
          partNumber,
          searchKey: searchKey(partNumber),
          description: kinds[index % kinds.length] ?? 'BOLT',
          indent: index === 0 ? 0 : 2,
          unitsPerAssembly: '1',
          unit: 'EA',
          effectivity: 'ALL',
          priceCents: 100,
          availability: 'in-stock' as const,
          supersededBy: null,
          notes: null,
          position: index + 1,
        };
      }),
    ),
  };
}
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String(from + index));

const drawing = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">
  <!-- a tail wheel, from the real catalogue -->
  <defs><linearGradient id="g"><stop offset="0" stop-color="#eee"/></linearGradient></defs>
  <circle cx="200" cy="150" r="80" fill="url(#g)" stroke="#000"/>
  <use href="#g"/>
  <text x="10" y="290">FIG. 9</text>
</svg>
`;

describe.each(testDatabases())('assembly diagrams ($dialect)', (database) => {
  const getDb = useTestDatabase(database);
  useSeededCatalogue(getDb);
  const getApp = useTestApp(getDb);
  const get = (path: string, headers: Record<string, string> = {}) =>
    getApp().inject({ method: 'GET', url: path, headers });
  let folder = '';
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'contrail-diagrams-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });
  const writeFolder = async (callouts: string, svg = drawing) => {
    await rm(folder, { recursive: true, force: true });
    await mkdir(join(folder, model), { recursive: true });
    await writeFile(join(folder, 'callouts.csv'), callouts);
    await writeFile(join(folder, model, `${assembly}.svg`), svg);
  };
  const firstItems = async () =>
    partListSchema.parse(
      (
        await get(`/api/models/${model}/assemblies/${assembly}/parts?limit=${sheetItemLimit}`)
      ).json(),
    );

  it('draws an exploded view of a seed assembly with a callout per item, in IPC order', async () => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const diagram = assemblyDiagramSchema.parse(res.json());
    expect(diagram).toMatchObject({
      modelId: model,
      assemblyId: assembly,
      source: 'generated',
      sheet: 1,
    });
    const parts = await firstItems();
    expect(diagram.callouts.map((callout) => callout.item)).toEqual(parts.map((p) => p.item));
    expect(diagram.callouts[0]).toMatchObject({
      partId: parts[0]?.id,
      partNumber: parts[0]?.partNumber,
      description: parts[0]?.description,
    });
    const box = diagram.viewBox;
    for (const callout of diagram.callouts) {
      expect(callout.x).toBeGreaterThanOrEqual(box.x);
      expect(callout.x).toBeLessThanOrEqual(box.x + box.width);
      expect(callout.y).toBeGreaterThanOrEqual(box.y);
      expect(callout.y).toBeLessThanOrEqual(box.y + box.height);
      expect(callout.target).not.toBeNull();
    }
    // Line art with shading, and nothing a browser would run.
    expect(diagram.svg).toContain('<linearGradient id="dg-cyl"');
    expect(diagram.svg).toMatch(/stroke-dasharray/);
    expect(diagram.svg).not.toMatch(/<script|\son\w+=/i);
    // Deterministic, and cached with an ETag.
    const again = await get(url, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for an unknown or impossible assembly', async () => {
    for (const path of [
      `/api/models/${model}/assemblies/99-99/diagram`,
      `/api/models/NOPE/assemblies/${assembly}/diagram`,
      `/api/models/${model}/assemblies/${'9'.repeat(17)}/diagram`,
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual({
        error: { code: 'not_found', message: 'Unknown model or assembly.' },
      });
    }
  });

  describe('sheets of a large assembly', () => {
    beforeAll(async () => {
      await writeCatalogue(getDb(), sheetCatalogue());
    }, 60_000);
    const sheetUrl = `/api/models/${sheetModel}/assemblies/32-95/diagram`;
    const sheetOf = async (query: string) => {
      const res = await get(`${sheetUrl}${query}`);
      expect(res.statusCode, query).toBe(200);
      return assemblyDiagramSchema.parse(res.json());
    };
    const items = (diagram: AssemblyDiagram) => diagram.callouts.map((callout) => callout.item);

    it('splits 95 items into three sheets of at most 40 in IPC order, each item on exactly one', async () => {
      const first = await sheetOf('');
      expect(first).toMatchObject({ sheet: 1, sheetCount: 3, calloutCount: 95 });
      expect(await sheetOf('?sheet=1')).toEqual(first);
      const sheets = [first, await sheetOf('?sheet=2'), await sheetOf('?sheet=3')];
      expect(sheets.map(items)).toEqual([range(1, 40), range(41, 80), range(81, 95)]);
      expect(sheets.flatMap(items)).toEqual(range(1, 95));
      sheets.forEach((diagram, index) => {
        expect(diagram.sheet).toBe(index + 1);
        expect(diagram.svg).toContain(`SHEET ${index + 1} OF 3`);
        for (const callout of diagram.callouts) {
          expect(callout.partId).toBe(`${sheetModel}.32-95.${callout.item}`);
          expect(callout.x).toBeGreaterThanOrEqual(diagram.viewBox.x);
          expect(callout.x).toBeLessThanOrEqual(diagram.viewBox.x + diagram.viewBox.width);
          expect(callout.y).toBeGreaterThanOrEqual(diagram.viewBox.y);
          expect(callout.y).toBeLessThanOrEqual(diagram.viewBox.y + diagram.viewBox.height);
        }
      });
      expect(sheets[2]?.svg).toContain('ITEMS 81–95 (15 OF 95)');
      expect(sheets[2]?.callouts[14]).toMatchObject({ item: '95', partNumber: 'AN3-95A' });
      // Each sheet is its own answer, with its own ETag.
      const tags = await Promise.all(
        ['?sheet=1', '?sheet=2', '?sheet=3'].map(
          async (query) => (await get(`${sheetUrl}${query}`)).headers.etag,
        ),
      );
      expect(new Set(tags).size).toBe(3);
    });

    it('answers the sheet holding an item', async () => {
      for (const [item, sheet] of [
        ['1', 1],
        ['40', 1],
        ['41', 2],
        ['57', 2],
        ['95', 3],
      ] as const) {
        const diagram = await sheetOf(`?item=${item}`);
        expect(diagram.sheet, item).toBe(sheet);
        expect(items(diagram), item).toContain(item);
      }
    });

    it('draws only the asked sheet of a 2,000-item assembly', async () => {
      const url = `/api/models/${sheetModel}/assemblies/32-99/diagram`;
      const last = assemblyDiagramSchema.parse((await get(`${url}?sheet=50`)).json());
      expect(last).toMatchObject({ sheet: 50, sheetCount: 50, calloutCount: 2000 });
      expect(items(last)).toEqual(range(1961, 2000));
      expect(last.svg).toContain('SHEET 50 OF 50');
      const holding = assemblyDiagramSchema.parse((await get(`${url}?item=1234`)).json());
      expect(holding.sheet).toBe(31);
      expect(items(holding)).toEqual(range(1201, 1240));
      expect((await get(`${url}?sheet=51`)).statusCode).toBe(404);
    });

    it('refuses a malformed sheet or item with a JSON 400, and one it does not have with a JSON 404', async () => {
      for (const query of [
        'sheet=0',
        'sheet=-1',
        'sheet=abc',
        'sheet=1.5',
        'sheet=',
        'sheet=100001',
        'item=',
        'item=a%20b',
        `item=${'9'.repeat(17)}`,
        'sheet=2&item=57',
        'page=2',
      ]) {
        const res = await get(`${sheetUrl}?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.headers['content-type'], query).toMatch(/^application\/json/);
        expect(apiErrorSchema.parse(res.json()).error.code, query).toBe('invalid_request');
      }
      expect((await get(`${sheetUrl}?sheet=4`)).json()).toEqual({
        error: {
          code: 'not_found',
          message: 'The drawing of this assembly has 3 sheets; there is no sheet 4.',
        },
      });
      for (const query of ['sheet=4', 'sheet=99999', 'item=96', 'item=X1']) {
        const res = await get(`${sheetUrl}?${query}`);
        expect(res.statusCode, query).toBe(404);
        apiErrorSchema.parse(res.json());
      }
      expect((await get(`${sheetUrl}?item=96`)).json().error.message).toBe(
        'The drawing of this assembly has no callout for item 96.',
      );
      const unknown = await get(`/api/models/${sheetModel}/assemblies/99-99/diagram?sheet=2`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.message).toBe('Unknown model or assembly.');
    });
  });

  it('imports a real drawing with its callouts and serves it in IPC order', async () => {
    const [first, second] = await firstItems();
    await writeFolder(
      `model_id,assembly_id,item,x,y,target_x,target_y\n` +
        `${model},${assembly},${second?.item},300,60,250,120\n` +
        `${model},${assembly},${first?.item},40,40,,\n`,
    );
    const report = await importDiagrams(getDb(), folder);
    expect(report).toMatchObject({ problems: [], diagrams: 1, callouts: 2, written: true });
    const diagram = assemblyDiagramSchema.parse((await get(url)).json());
    expect(diagram).toMatchObject({
      source: 'imported',
      sheet: 1,
      sheetCount: 1,
      calloutCount: 2,
    });
    expect(diagram.viewBox).toEqual({ x: 0, y: 0, width: 400, height: 300 });
    expect(diagram.svg).toMatch(/^<defs>/);
    expect(diagram.svg).not.toContain('<!--');
    expect(diagram.callouts).toEqual([
      {
        item: first?.item,
        partId: first?.id,
        partNumber: first?.partNumber,
        description: first?.description,
        x: 40,
        y: 40,
        target: null,
      },
      expect.objectContaining({ item: second?.item, target: { x: 250, y: 120 } }),
    ]);
    // One sheet: asked by number or by an item it holds; no other sheet, no item it has no callout for.
    expect((await get(`${url}?sheet=1`)).json()).toEqual(diagram);
    expect((await get(`${url}?item=${second?.item}`)).json()).toEqual(diagram);
    expect((await get(`${url}?sheet=2`)).statusCode).toBe(404);
    const [, , third] = await firstItems();
    if (third) expect((await get(`${url}?item=${third.item}`)).statusCode).toBe(404);
  });

  it('refuses a folder with problems, naming the file and line, and writes nothing', async () => {
    const before = (await get(url)).body;
    const [first] = await firstItems();
    await writeFolder(
      `model_id,assembly_id,item,x,y\n` +
        `${model},${assembly},${first?.item},10,10\n` +
        `${model},${assembly},994,20,20\n` +
        `${model},${assembly},${first?.item},30,30\n` +
        `${model},${assembly},${first?.item}B,abc,900\n` +
        `${model},99-99,1,10,10\n`,
    );
    const report = await importDiagrams(getDb(), folder);
    expect(report.written).toBe(false);
    const lines = report.problems.map(
      (p) => `${p.file}:${p.line}${p.column ? `:${p.column}` : ''} ${p.message}`,
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        `callouts.csv:3:item item 994 is not an item of assembly ${assembly} of model ${model}`,
        'callouts.csv:4:item repeats the callout of line 2',
        'callouts.csv:5:x must be a number (drawing coordinates)',
        `callouts.csv:6:assembly_id assembly 99-99 of model ${model} is not in the catalogue`,
      ]),
    );
    expect((await get(url)).body).toBe(before);
  });

  it('refuses a drawing that is not well-formed XML, naming its line, and writes nothing', async () => {
    const before = (await get(url)).body;
    const [first] = await firstItems();
    await writeFolder(
      `model_id,assembly_id,item,x,y\n${model},${assembly},${first?.item},10,10\n`,
      // The review's input: the old checker cut "<!--" … "-->" out of two attribute values.
      `<svg viewBox="0 0 400 300">\n<g id="<!--"></g><g id='-->"/><image href="x" onerror="alert(1)"/>'/>\n</svg>`,
    );
    const report = await importDiagrams(getDb(), folder);
    expect(report).toMatchObject({ written: false, warnings: [] });
    expect(report.problems).toEqual([
      {
        file: `${model}/${assembly}.svg`,
        line: 2,
        message: 'is not well-formed XML (column 8): disallowed character',
      },
    ]);
    expect((await get(url)).body).toBe(before);
  });

  it('stores a drawing rebuilt from its allowed part, reporting what it left out by file and element', async () => {
    const [first] = await firstItems();
    await writeFolder(
      `model_id,assembly_id,item,x,y\n${model},${assembly},${first?.item},10,10\n`,
      `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" onload="alert(1)">\n` +
        `<circle r="4" fill="url(#g)"/>\n<script>alert(1)</script>\n` +
        `<rect onclick="x()" width="2" height="2" style="fill:red;background:url(https://example.com/a)"/>\n` +
        `<image href="https://example.com/a.png"/>\n<a href="https://example.com"><text>ORDER &lt;HERE&gt;</text></a>\n</svg>`,
    );
    const report = await importDiagrams(getDb(), folder);
    expect(report).toMatchObject({ problems: [], written: true, diagrams: 1 });
    const file = `${model}/${assembly}.svg`;
    expect(report.warnings.map((w) => `${w.file}:${w.line} ${w.message}`)).toEqual([
      `${file}:2 dropped event attribute onload of <svg>`,
      `${file}:4 dropped <script>`,
      `${file}:5 dropped event attribute onclick of <rect>`,
      `${file}:5 dropped style "background:url(https://example.com/a)" of <rect>`,
      `${file}:6 dropped <image> (visible content)`,
      `${file}:7 dropped <a> (its content kept)`,
    ]);
    const diagram = assemblyDiagramSchema.parse((await get(url)).json());
    expect(diagram.source).toBe('imported');
    expect(diagram.svg).toBe(
      '<circle r="4" fill="url(#ipc-g)"/><rect width="2" height="2" style="fill:red"/>' +
        '<text>ORDER &lt;HERE&gt;</text>',
    );
  });

  it('refuses a missing folder file, an unknown column and a callout outside the drawing', async () => {
    await writeFolder(`model_id,assembly_id,item,x,y,colour\n`);
    expect((await importDiagrams(getDb(), folder)).problems).toEqual([
      { file: 'callouts.csv', line: 1, column: 'colour', message: 'is not a known column' },
    ]);
    const [first] = await firstItems();
    await writeFolder(
      `model_id,assembly_id,item,x,y\n${model},${assembly},${first?.item},500,10\n`,
    );
    expect((await importDiagrams(getDb(), folder, { dryRun: true })).problems).toEqual([
      {
        file: 'callouts.csv',
        line: 2,
        column: 'x',
        message: "lies outside the drawing's viewBox (0 0 400 300)",
      },
    ]);
    await rm(folder, { recursive: true, force: true });
    expect((await importDiagrams(getDb(), folder)).problems[0]?.message).toBe(
      'the folder holds no callouts.csv',
    );
  });
});
