import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DbHandle } from '../../db/index.ts';
import { nowIso } from '../../db/index.ts';
import { noteLocalCatalogueWrite } from '../catalogue-version.ts';
import { bumpCatalogueVersion } from '../catalogue-writer.ts';
import { parseCsv } from '../import/csv.ts';
import { checkSvg, type CheckedSvg } from './diagram-svg.ts';
import { viewBoxText, type StoredCallout } from './diagram-store.ts';

/**
 * Imports the exploded views of a real catalogue (docs/catalogue-import.md, "Diagrams"): a folder
 * holding `callouts.csv` (model_id, assembly_id, item, x, y[, target_x, target_y]) and one drawing
 * per assembly it names, `<model_id>/<assembly_id>.svg`. Everything is checked first against the
 * catalogue in the database (an unknown assembly or item, a number that is not one, a callout
 * outside its drawing, an item twice, an SVG that is not well-formed or has no viewBox): any problem
 * and nothing is written. Otherwise the named assemblies' drawings are replaced in one transaction.
 * Each drawing is stored as diagram-svg.ts rebuilds it; what that leaves out is reported as warnings.
 */

export const calloutsFile = 'callouts.csv';
const columns = ['model_id', 'assembly_id', 'item', 'x', 'y', 'target_x', 'target_y'] as const;
const required = new Set<string>(['model_id', 'assembly_id', 'item', 'x', 'y']);
type CalloutColumn = (typeof columns)[number];

export interface DiagramProblem {
  /** The file, relative to the folder: callouts.csv or A-1/32-50.svg. */
  file: string;
  line: number;
  column?: string;
  message: string;
}

export interface DiagramImportReport {
  diagrams: number;
  callouts: number;
  problems: DiagramProblem[];
  /** What the stored drawings leave out of their files, by file, element and line. */
  warnings: DiagramProblem[];
  written: boolean;
}

/** Most problems listed; the rest are counted in the report's last problem. */
const maxProblems = 200;
const name = /^[A-Za-z0-9._-]+$/;
/** Most callouts of one drawing (an IPC figure has tens, rarely a few hundred). */
export const maxCallouts = 500;

interface Planned {
  modelId: string;
  assemblyId: string;
  /** The callouts.csv line that first named it. */
  line: number;
  callouts: Array<StoredCallout & { line: number }>;
}

export async function importDiagrams(
  handle: DbHandle,
  folder: string,
  options: { dryRun?: boolean } = {},
): Promise<DiagramImportReport> {
  const problems: DiagramProblem[] = [];
  const warnings: DiagramProblem[] = [];
  const add = (problem: DiagramProblem) => {
    problems.push(problem);
  };
  const capped = (list: DiagramProblem[]) =>
    list.length > maxProblems
      ? [
          ...list.slice(0, maxProblems),
          { file: calloutsFile, line: 0, message: `… and ${list.length - maxProblems} more` },
        ]
      : list;
  const report = (planned = 0, callouts = 0): DiagramImportReport => ({
    diagrams: planned,
    callouts,
    written: false,
    warnings: capped(warnings),
    problems: capped(problems),
  });

  let text: string;
  try {
    text = await readFile(join(folder, calloutsFile), 'utf8');
  } catch {
    add({ file: calloutsFile, line: 0, message: `the folder holds no ${calloutsFile}` });
    return report();
  }
  const plans = new Map<string, Planned>();
  let header: string[] | undefined;
  try {
    for await (const record of parseCsv([text])) {
      if (!header) {
        header = record.fields.map((field) => field.trim().toLowerCase());
        for (const column of header) {
          if (!(columns as readonly string[]).includes(column)) {
            add({
              file: calloutsFile,
              line: record.line,
              column,
              message: 'is not a known column',
            });
          }
        }
        for (const column of required) {
          if (!header.includes(column)) {
            add({ file: calloutsFile, line: record.line, column, message: 'column is missing' });
          }
        }
        if (problems.length > 0) return report();
        continue;
      }
      const line = record.line;
      if (record.fields.length !== header.length) {
        add({
          file: calloutsFile,
          line,
          message: `has ${record.fields.length} fields, the header has ${header.length}`,
        });
        continue;
      }
      const row = new Map<CalloutColumn, string>();
      header.forEach((column, index) => {
        row.set(column as CalloutColumn, (record.fields[index] ?? '').trim());
      });
      const value = (column: CalloutColumn) => row.get(column) ?? '';
      const problem = (column: CalloutColumn, message: string) =>
        add({ file: calloutsFile, line, column, message });
      for (const column of ['model_id', 'assembly_id', 'item'] as const) {
        if (!name.test(value(column)) || value(column).length > 40) {
          problem(column, 'must be up to 40 letters, digits, ".", "_" or "-"');
        }
      }
      const number = (column: CalloutColumn, optional: boolean) => {
        const raw = value(column);
        if (raw === '' && optional) return undefined;
        const parsed = Number(raw);
        if (raw === '' || !Number.isFinite(parsed)) {
          problem(column, 'must be a number (drawing coordinates)');
          return undefined;
        }
        return parsed;
      };
      const x = number('x', false);
      const y = number('y', false);
      const tx = number('target_x', true);
      const ty = number('target_y', true);
      if ((value('target_x') === '') !== (value('target_y') === '')) {
        problem('target_x', 'target_x and target_y go together');
      }
      const key = `${value('model_id')}\u0000${value('assembly_id')}`;
      let plan = plans.get(key);
      if (!plan) {
        plan = { modelId: value('model_id'), assemblyId: value('assembly_id'), line, callouts: [] };
        plans.set(key, plan);
      }
      const earlier = plan.callouts.find((callout) => callout.item === value('item'));
      if (earlier) problem('item', `repeats the callout of line ${earlier.line}`);
      else if (plan.callouts.length >= maxCallouts) {
        problem('item', `is callout ${maxCallouts + 1} of the assembly; at most ${maxCallouts}`);
      } else if (x !== undefined && y !== undefined) {
        plan.callouts.push({
          item: value('item'),
          x,
          y,
          ...(tx !== undefined && ty !== undefined ? { tx, ty } : {}),
          line,
        });
      }
    }
  } catch (error) {
    const line = error instanceof Error && 'line' in error ? Number(error.line) : 0;
    add({ file: calloutsFile, line, message: (error as Error).message.replace(/^line \d+: /, '') });
    return report();
  }
  if (!header) add({ file: calloutsFile, line: 1, message: 'the file is empty' });
  else if (plans.size === 0)
    add({ file: calloutsFile, line: 2, message: 'the file has no callouts' });

  // Against the catalogue: the assembly and every item must exist.
  const drawings = new Map<string, CheckedSvg>();
  for (const [key, plan] of plans) {
    const assembly = await handle.db
      .selectFrom('assemblies')
      .select('id')
      .where('model_id', '=', plan.modelId)
      .where('id', '=', plan.assemblyId)
      .executeTakeFirst();
    if (!assembly) {
      add({
        file: calloutsFile,
        line: plan.line,
        column: 'assembly_id',
        message: `assembly ${plan.assemblyId} of model ${plan.modelId} is not in the catalogue`,
      });
      continue;
    }
    const items = new Set(
      (
        await handle.db
          .selectFrom('parts')
          .select('item')
          .where('model_id', '=', plan.modelId)
          .where('assembly_id', '=', plan.assemblyId)
          .execute()
      ).map((row) => row.item),
    );
    for (const callout of plan.callouts) {
      if (!items.has(callout.item)) {
        add({
          file: calloutsFile,
          line: callout.line,
          column: 'item',
          message: `item ${callout.item} is not an item of assembly ${plan.assemblyId} of model ${plan.modelId}`,
        });
      }
    }
    const file = `${plan.modelId}/${plan.assemblyId}.svg`;
    let svgText: string;
    try {
      svgText = await readFile(join(folder, plan.modelId, `${plan.assemblyId}.svg`), 'utf8');
    } catch {
      add({ file: calloutsFile, line: plan.line, message: `the drawing ${file} is missing` });
      continue;
    }
    const checked = checkSvg(svgText);
    for (const problem of checked.problems) add({ file, ...problem });
    for (const dropped of checked.dropped) warnings.push({ file, ...dropped });
    if (!checked.svg) continue;
    drawings.set(key, checked.svg);
    const box = checked.svg.viewBox;
    const inside = (px: number, py: number) =>
      px >= box.x && px <= box.x + box.width && py >= box.y && py <= box.y + box.height;
    for (const callout of plan.callouts) {
      const targetOutside =
        callout.tx !== undefined && callout.ty !== undefined && !inside(callout.tx, callout.ty);
      if (!inside(callout.x, callout.y) || targetOutside) {
        add({
          file: calloutsFile,
          line: callout.line,
          column: targetOutside ? 'target_x' : 'x',
          message: `lies outside the drawing's viewBox (${viewBoxText(box)})`,
        });
      }
    }
  }

  const calloutCount = [...plans.values()].reduce((sum, plan) => sum + plan.callouts.length, 0);
  if (problems.length > 0 || options.dryRun) return report(plans.size, calloutCount);
  const importedAt = nowIso();
  await handle.transaction(async (trx) => {
    for (const [key, plan] of plans) {
      const drawing = drawings.get(key);
      if (!drawing) continue;
      const values = {
        view_box: viewBoxText(drawing.viewBox),
        svg: drawing.inner,
        callouts: JSON.stringify(plan.callouts.map(({ line: _line, ...callout }) => callout)),
        imported_at: importedAt,
      };
      await trx
        .insertInto('assembly_diagrams')
        .values({ model_id: plan.modelId, assembly_id: plan.assemblyId, ...values })
        .onConflict((oc) => oc.columns(['model_id', 'assembly_id']).doUpdateSet(values))
        .execute();
    }
    await bumpCatalogueVersion(trx);
  });
  noteLocalCatalogueWrite();
  return { ...report(plans.size, calloutCount), written: true };
}
