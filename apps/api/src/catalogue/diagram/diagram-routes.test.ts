import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assemblyDiagramSchema, partListSchema } from '@contrail/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { testDatabases, useTestDatabase } from '../../../test/databases.ts';
import { useSeededCatalogue } from '../testing.ts';
import { sheetItemLimit } from './diagram-art.ts';
import { importDiagrams } from './diagram-import.ts';

const model = 'A-1C-180';
const assembly = '32-50';
const url = `/api/models/${model}/assemblies/${assembly}/diagram`;

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
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const diagram = assemblyDiagramSchema.parse(res.json());
    expect(diagram).toMatchObject({ modelId: model, assemblyId: assembly, source: 'generated' });
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
    expect(diagram.source).toBe('imported');
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
      `<svg viewBox="0 0 400 300">\n<circle r="4"/>\n<script>alert(1)</script>\n<rect onclick="x()" width="2" height="2"/>\n<image href="https://example.com/a.png"/>\n</svg>`,
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
        `${model}/${assembly}.svg:3 holds a <script> element, which is not allowed`,
        `${model}/${assembly}.svg:4 has an event attribute (onclick)`,
        `${model}/${assembly}.svg:5 holds a <image> element, which is not allowed`,
        `${model}/${assembly}.svg:5 has href outside the drawing`,
      ]),
    );
    expect((await get(url)).body).toBe(before);
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
