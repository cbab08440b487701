import { existsSync } from 'node:fs';
import { fileChunks } from '../catalogue/import/csv.ts';
import { importCatalogueCsv } from '../catalogue/import/catalogue-csv.ts';
import { importDiagrams, type DiagramProblem } from '../catalogue/diagram/diagram-import.ts';
import { migrate, type DbHandle } from '../db/index.ts';
import { parseCommand, runCli, withConfiguredDb } from './run.ts';

const usage = `Usage: npm run import-catalogue -w @contrail/api -- [FILE.csv] [--diagrams DIR] [--dry-run]

Imports a parts catalogue CSV (columns: apps/api/docs/catalogue-import.md) into the configured
database. Every row is checked first; if any row is bad, nothing is imported and each problem is
printed with its line number. The models named in the file are replaced by the file's content in one
transaction; other models stay as they are.
  --diagrams DIR  then import the assemblies' exploded views: DIR/callouts.csv and one
                  DIR/<model_id>/<assembly_id>.svg per assembly (checked against the catalogue
                  as it is after the CSV, all or nothing; each drawing is stored
                  rebuilt from its allowed elements, and what it leaves out is listed)
  --dry-run   check the file only`;

async function main(): Promise<number> {
  const parsed = parseCommand(usage, {
    allowPositionals: true,
    options: {
      'dry-run': { type: 'boolean', default: false },
      diagrams: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (typeof parsed === 'number') return parsed;
  const { values, positionals } = parsed;
  const [file] = positionals;
  const diagrams = values.diagrams;
  if ((!file && !diagrams) || positionals.length > 1) {
    console.error(usage);
    return 2;
  }
  for (const path of [file, diagrams]) {
    if (path !== undefined && !existsSync(path)) {
      console.error(`No such file: ${path}`);
      return 2;
    }
  }
  return withConfiguredDb(async (handle) => {
    await migrate(handle);
    if (!file) return diagrams ? reportDiagrams(handle, diagrams, values['dry-run']) : 0;
    const started = Date.now();
    const report = await importCatalogueCsv(handle, () => fileChunks(file), {
      dryRun: values['dry-run'],
    });
    if (report.problems.length > 0) {
      console.error(
        `${file}: ${report.problems.length + report.moreProblems} problem(s); nothing was imported.`,
      );
      for (const problem of report.problems) {
        console.error(
          `  line ${problem.line}${problem.column ? `, ${problem.column}` : ''}: ${problem.message}`,
        );
      }
      if (report.moreProblems > 0) console.error(`  … and ${report.moreProblems} more`);
      return 1;
    }
    const summary = `${report.rows} parts in ${report.assemblies} assemblies of ${report.models} model(s)`;
    if (!report.written) {
      console.log(`${file}: ${summary}; the file is valid (dry run, nothing written).`);
      return diagrams ? reportDiagrams(handle, diagrams, true) : 0;
    }
    console.log(
      `${file}: imported ${summary} into ${handle.dialect} in ${((Date.now() - started) / 1000).toFixed(1)} s` +
        ` (${report.written.removedParts} part(s) of these models no longer in the file were removed).`,
    );
    return diagrams ? reportDiagrams(handle, diagrams, values['dry-run']) : 0;
  });
}

/** Imports (or checks) the diagrams folder and prints what happened; the exit status. */
async function reportDiagrams(handle: DbHandle, folder: string, dryRun: boolean): Promise<number> {
  const report = await importDiagrams(handle, folder, { dryRun });
  const print = (problem: DiagramProblem) =>
    console.error(
      `  ${problem.file} line ${problem.line}${problem.column ? `, ${problem.column}` : ''}: ${problem.message}`,
    );
  if (report.problems.length > 0) {
    console.error(`${folder}: ${report.problems.length} problem(s); no diagram was imported.`);
    report.problems.forEach(print);
    return 1;
  }
  if (report.warnings.length > 0) {
    const files = new Set(report.warnings.map((warning) => warning.file)).size;
    console.error(
      `${folder}: ${files} drawing(s) ${report.written ? 'were stored' : 'would be stored'} without content the site does not draw inline:`,
    );
    report.warnings.forEach(print);
  }
  const summary = `${report.diagrams} diagram(s) with ${report.callouts} callout(s)`;
  console.log(
    report.written
      ? `${folder}: imported ${summary}.`
      : `${folder}: ${summary}; valid (dry run, nothing written).`,
  );
  return 0;
}

runCli(main);
