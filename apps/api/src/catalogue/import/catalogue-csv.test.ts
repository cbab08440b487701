import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { countRows, testDatabases, useTestDatabase } from '../../../test/databases.ts';
import { createPartSearch } from '../part-search.ts';
import { createCatalogueStore } from '../catalogue-store.ts';
import { useSeededCatalogue } from '../testing.ts';
import { fileChunks } from './csv.ts';
import { importCatalogueCsv } from './catalogue-csv.ts';

const sample = fileURLToPath(new URL('../../../docs/catalogue-import-sample.csv', import.meta.url));
const cli = fileURLToPath(new URL('../../cli/import-catalogue.ts', import.meta.url));
const tables = ['models', 'assemblies', 'parts', 'part_terms', 'search_words', 'cart_items'];

const header = 'model_id,line,assembly_id,assembly_name,item,part_number,description,price,indent';
const badFile = [
  header,
  'X-1,husky,10-10,WIDGETS,1,W-1,"GOOD ROW",1.00,1',
  'X-1,cessna,10-10,WIDGETS,2,W-2,"BAD LINE",1.00,1',
  'X-1,husky,10-10,WIDGETS,3,W-3,"BAD PRICE",$4,1',
  'X-1,husky,10-10,WIDGETS,1,W-4,"REPEATED ITEM",,1',
  'X-1,husky,10-10,WIDGETS,5,,"NO PART NUMBER",,9',
  'X-1,husky,10-10,WIDGETS,6,W-6,"TOO FEW FIELDS"',
  '"X-1",husky,10-10,OTHER NAME,7,W-7,"RENAMED ASSEMBLY",,1',
  'X-1,husky,10-10,WIDGETS,8,W-8,"MULTI',
  'LINE, FINE",2,1',
  'X-1,husky,10-10,WIDGETS,9,W-9,' + 'x'.repeat(300) + ',1,1',
].join('\n');

const chunksOf = (text: string) =>
  async function* () {
    yield text;
  };

describe.each(testDatabases())('catalogue import ($dialect)', (database) => {
  const getDb = useTestDatabase(database);
  useSeededCatalogue(getDb);

  const partsOf = (modelId: string) =>
    getDb()
      .db.selectFrom('parts')
      .selectAll()
      .where('model_id', '=', modelId)
      .orderBy('seq')
      .execute();

  it('reports every bad row with its line number and imports nothing', async () => {
    const before = await countRows(getDb(), tables);
    const report = await importCatalogueCsv(getDb(), chunksOf(badFile));
    const lines = report.problems.map((problem) => [problem.line, problem.column ?? null]);
    expect(lines).toEqual([
      [3, 'line'],
      [4, 'price'],
      [5, 'item'],
      [6, 'part_number'],
      [6, 'indent'],
      [7, null],
      [8, 'assembly_name'],
      [11, 'description'],
    ]);
    expect(report.written).toBeUndefined();
    expect(await countRows(getDb(), tables)).toEqual(before);
    expect((await importCatalogueCsv(getDb(), chunksOf('a,b\n1,2\n'))).problems[0]).toMatchObject({
      line: 1,
      column: 'a',
    });
    expect((await importCatalogueCsv(getDb(), chunksOf(''))).problems).toHaveLength(1);
    expect(
      (await importCatalogueCsv(getDb(), chunksOf(`${header}\nX,"husky\n`))).problems[0]?.message,
    ).toMatch(/not closed/);
  });

  it('imports the sample file in one go, replacing only the models it names', async () => {
    const others = await partsOf('S-2C');
    const session = 'S'.repeat(32);
    const now = new Date().toISOString();
    // A cart holding one part that the file keeps (same id) and one that it drops.
    const kept = 'A-1C-180.32-10.3';
    const dropped = (await partsOf('A-1C-180')).find((part) => part.assembly_id === '57-10')!.id;
    await getDb()
      .db.insertInto('sessions')
      .values({ id: session, created_at: now, last_seen_at: now })
      .execute();
    await getDb()
      .db.insertInto('carts')
      .values({ session_id: session, email: null, created_at: now, updated_at: now })
      .execute();
    await getDb()
      .db.insertInto('cart_items')
      .values([
        { id: 'item-kept', session_id: session, part_id: kept, qty: 2, created_at: now },
        { id: 'item-dropped', session_id: session, part_id: dropped, qty: 1, created_at: now },
      ])
      .execute();

    const report = await importCatalogueCsv(getDb(), () => fileChunks(sample));
    expect(report.problems).toEqual([]);
    expect(report).toMatchObject({ rows: 15, models: 1, assemblies: 2 });
    expect(report.written?.parts).toBe(15);

    const imported = await partsOf('A-1C-180');
    expect(imported).toHaveLength(15);
    expect(imported.find((part) => part.id === 'A-1C-180.32-50.2A')).toMatchObject({
      part_number: '32-50001A',
      effectivity: '3301 & ON',
      price_cents: 43650,
      availability: 'limited',
      indent: 1,
    });
    expect(imported.find((part) => part.id === 'A-1C-180.32-50.8')).toMatchObject({
      price_cents: null,
      availability: 'quote',
      notes: 'Ships from the vendor; allow 3 weeks',
    });
    const assemblies = await getDb()
      .db.selectFrom('assemblies')
      .selectAll()
      .where('model_id', '=', 'A-1C-180')
      .orderBy('sort_order')
      .execute();
    expect(assemblies.map((a) => [a.id, a.figure, a.part_count])).toEqual([
      ['32-50', '12', 12],
      ['32-10', '7', 3],
    ]);
    expect(await partsOf('S-2C')).toEqual(others);
    const items = await getDb()
      .db.selectFrom('cart_items')
      .select('id')
      .where('session_id', '=', session)
      .execute();
    expect(items.map((item) => item.id)).toEqual(['item-kept']);

    const store = await createCatalogueStore(getDb());
    const found = await createPartSearch(store).search('32-50001A');
    store.close();
    expect(JSON.parse(found.parts[0] ?? 'null')).toMatchObject({
      id: 'A-1C-180.32-50.2A',
      modelId: 'A-1C-180',
    });

    const before = await countRows(getDb(), tables);
    const again = await importCatalogueCsv(getDb(), () => fileChunks(sample));
    expect(again.written?.removedParts).toBe(0);
    expect(await countRows(getDb(), tables)).toEqual(before);
  });
});

describe('import-catalogue command', () => {
  const run = promisify(execFile);
  const dir = mkdtempSync(join(tmpdir(), 'contrail-import-'));
  const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: '' };

  it('prints each bad row with its line number and exits with status 1', async () => {
    const file = join(dir, 'bad.csv');
    writeFileSync(file, badFile);
    const error = await run(process.execPath, ['--import', 'tsx', cli, file], { env }).then(
      () => undefined,
      (failure: { code: number; stderr: string }) => failure,
    );
    expect(error?.code).toBe(1);
    expect(error?.stderr).toContain('nothing was imported');
    expect(error?.stderr).toContain('line 4, price:');
    expect(error?.stderr).toContain('line 11, description:');
  }, 60_000);

  it('checks a good file with --dry-run', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', cli, sample, '--dry-run'], {
      env,
    });
    expect(stdout).toContain('15 parts in 2 assemblies of 1 model(s); the file is valid');
  }, 60_000);
});
