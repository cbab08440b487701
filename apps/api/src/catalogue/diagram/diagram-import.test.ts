import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

// The import command as an operator runs it: a catalogue CSV, then a diagrams folder whose drawing
// holds content the site will not draw inline.

const sample = fileURLToPath(new URL('../../../docs/catalogue-import-sample.csv', import.meta.url));
const cli = fileURLToPath(new URL('../../cli/import-catalogue.ts', import.meta.url));

describe('import-catalogue --diagrams', () => {
  const run = promisify(execFile);
  const dir = mkdtempSync(join(tmpdir(), 'contrail-diagram-cli-'));
  const folder = join(dir, 'diagrams');
  const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: '' };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  mkdirSync(join(folder, 'A-1C-180'), { recursive: true });
  writeFileSync(
    join(folder, 'callouts.csv'),
    'model_id,assembly_id,item,x,y\nA-1C-180,32-50,1,40,40\n',
  );
  writeFileSync(
    join(folder, 'A-1C-180', '32-50.svg'),
    [
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">',
      '  <path d="M10 10 H390"/>',
      '  <image href="https://example.com/photo.png" width="100" height="80"/>',
      '  <g onclick="alert(1)"><script>alert(2)</script></g>',
      '  <foreignObject width="10" height="10"/>',
      '</svg>',
    ].join('\n'),
  );
  const printed = [
    'A-1C-180/32-50.svg line 3: dropped <image> (visible content)',
    'A-1C-180/32-50.svg line 4: dropped event attribute onclick of <g>',
    'A-1C-180/32-50.svg line 4: dropped <script>',
    'A-1C-180/32-50.svg line 5: dropped <foreignObject> (visible content)',
  ];

  it('prints what each drawing leaves out, by file, line and element, and imports the rest', async () => {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', cli, sample, '--diagrams', folder],
      { env },
    );
    expect(stdout).toContain(`${folder}: imported 1 diagram(s) with 1 callout(s).`);
    expect(stderr).toContain(
      `${folder}: 1 drawing(s) were stored without content the site does not draw inline:`,
    );
    for (const line of printed) expect(stderr).toContain(`  ${line}\n`);
  }, 60_000);

  it('prints the same on a dry run, and refuses a file that is not XML with its line', async () => {
    const { stderr } = await run(
      process.execPath,
      ['--import', 'tsx', cli, '--diagrams', folder, '--dry-run'],
      { env },
    );
    expect(stderr).toContain('1 drawing(s) would be stored without content');
    for (const line of printed) expect(stderr).toContain(`  ${line}\n`);

    writeFileSync(join(folder, 'A-1C-180', '32-50.svg'), '<svg viewBox="0 0 1 1">\n<g></svg>');
    const failure = await run(process.execPath, ['--import', 'tsx', cli, '--diagrams', folder], {
      env,
    }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('1 problem(s); no diagram was imported.');
    expect(failure?.stderr).toContain(
      'A-1C-180/32-50.svg line 2: is not well-formed XML (column 9): unexpected close tag',
    );
  }, 60_000);
});
