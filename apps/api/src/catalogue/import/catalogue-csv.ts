import { availabilitySchema, catalogueLineSchema, type CatalogueLine } from '@contrail/contracts';
import type { DbHandle } from '../../db/index.ts';
import { writeCatalogue, type WriteOptions, type WriteResult } from '../catalogue-writer.ts';
import { searchKey } from '../search-key.ts';
import type { CatalogueAssembly, CatalogueModel, CataloguePart } from '../seed/generate.ts';
import { partId } from '../seed/generate.ts';
import { parseCsv, type CsvRecord } from './csv.ts';

/** The columns of a catalogue CSV (see apps/api/docs/catalogue-import.md). */
export const requiredColumns = [
  'model_id',
  'line',
  'assembly_id',
  'assembly_name',
  'item',
  'part_number',
  'description',
] as const;
export const optionalColumns = [
  'model_name',
  'model_summary',
  'engine',
  'seats',
  'first_year',
  'serial_range',
  'ata_chapter',
  'figure',
  'indent',
  'units_per_assembly',
  'unit',
  'effectivity',
  'price',
  'availability',
  'superseded_by',
  'notes',
] as const;
type Column = (typeof requiredColumns)[number] | (typeof optionalColumns)[number];

export interface ImportProblem {
  line: number;
  column?: string;
  message: string;
}

export interface ImportReport {
  rows: number;
  models: number;
  assemblies: number;
  problems: ImportProblem[];
  /** Problems beyond those listed (the list is capped). */
  moreProblems: number;
}

const maxListedProblems = 200;

/** Control characters other than tab and line breaks (which CSV fields may hold). */
const hasControlCharacters = (value: string): boolean => {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
};
const code = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

type Row = Record<Column, string>;

interface Checked {
  model: Omit<CatalogueModel, 'position'>;
  assembly: Omit<CatalogueAssembly, 'position' | 'figure'> & { figure: string | null };
  part: Omit<CataloguePart, 'position' | 'figure'>;
}

/** Validates one data row; returns the problems, or the model, assembly and part it describes. */
function checkRow(row: Row, line: number): { problems: ImportProblem[]; checked?: Checked } {
  const problems: ImportProblem[] = [];
  const problem = (column: Column, message: string) => problems.push({ line, column, message });
  const text = (column: Column, max: number, required = false): string => {
    const value = row[column].trim();
    if (required && value === '') problem(column, 'is required');
    else if (value.length > max) problem(column, `is longer than ${max} characters`);
    else if (hasControlCharacters(value)) problem(column, 'holds control characters');
    return value;
  };
  const integer = (column: Column, min: number, max: number, fallback: number): number => {
    const value = row[column].trim();
    if (value === '') return fallback;
    if (!/^-?\d+$/.test(value) || Number(value) < min || Number(value) > max) {
      problem(column, `must be a whole number from ${min} to ${max}`);
      return fallback;
    }
    return Number(value);
  };

  const modelId = text('model_id', 40, true);
  if (modelId && !code.test(modelId))
    problem('model_id', 'may hold only letters, digits, ".", "_" and "-"');
  const lineValue = catalogueLineSchema.safeParse(row.line.trim().toLowerCase());
  if (!lineValue.success)
    problem('line', `must be one of ${catalogueLineSchema.options.join(', ')}`);
  const assemblyId = text('assembly_id', 16, true);
  if (assemblyId && !code.test(assemblyId)) {
    problem('assembly_id', 'may hold only letters, digits, ".", "_" and "-"');
  }
  const assemblyName = text('assembly_name', 120, true);
  const item = text('item', 16, true);
  if (item && !code.test(item)) problem('item', 'may hold only letters, digits, ".", "_" and "-"');
  const partNumber = text('part_number', 64, true);
  const key = searchKey(partNumber);
  if (partNumber && key === '') problem('part_number', 'holds no letter or digit');
  const description = text('description', 200, true);
  const id = partId(modelId, assemblyId, item);
  if (id.length > 64)
    problem('item', 'model_id, assembly_id and item together exceed 63 characters');

  const priceText = row.price.trim();
  let priceCents: number | null = null;
  if (priceText !== '' && priceText.toLowerCase() !== 'quote') {
    if (!/^\d{1,7}(\.\d{1,2})?$/.test(priceText)) {
      problem('price', 'must be an amount such as 12.50 (no currency sign), or empty / "quote"');
    } else {
      priceCents = Math.round(Number(priceText) * 100);
    }
  }
  const availabilityText = row.availability.trim().toLowerCase();
  const availability = availabilitySchema.safeParse(
    availabilityText || (priceCents === null ? 'quote' : 'in-stock'),
  );
  if (!availability.success) {
    problem('availability', `must be one of ${availabilitySchema.options.join(', ')}`);
  }
  const units = text('units_per_assembly', 8) || '1';
  if (!/^(\d{1,5}|AR|REF)$/i.test(units))
    problem('units_per_assembly', 'must be a number, AR or REF');

  const checked: Checked = {
    model: {
      modelId,
      line: (lineValue.data ?? 'husky') as CatalogueLine,
      name: text('model_name', 120) || modelId,
      summary: text('model_summary', 500),
      engine: text('engine', 120),
      seats: integer('seats', 0, 20, 0),
      firstYear: integer('first_year', 0, 2100, 0),
      serialRange: text('serial_range', 40),
    },
    assembly: {
      modelId,
      id: assemblyId,
      name: assemblyName,
      ataChapter: text('ata_chapter', 4) || (/^\d\d/.exec(assemblyId)?.[0] ?? ''),
      figure: text('figure', 16) || null,
    },
    part: {
      id,
      modelId,
      assemblyId,
      item,
      partNumber,
      searchKey: key.slice(0, 64),
      description,
      indent: integer('indent', 0, 5, 1),
      unitsPerAssembly: units.toUpperCase(),
      unit: text('unit', 8).toUpperCase() || 'EA',
      effectivity: text('effectivity', 64) || 'ALL',
      priceCents,
      availability: availability.data ?? 'quote',
      supersededBy: text('superseded_by', 64) || null,
      notes: text('notes', 500) || null,
    },
  };
  return problems.length > 0 ? { problems } : { problems, checked };
}

/** Reads the header and maps each record to named columns. */
async function* rows(
  records: AsyncIterable<CsvRecord>,
): AsyncGenerator<
  | { kind: 'header-problems'; problems: ImportProblem[] }
  | { kind: 'row'; line: number; row: Row }
  | { kind: 'width'; line: number; message: string }
> {
  let columns: string[] | undefined;
  for await (const record of records) {
    if (!columns) {
      columns = record.fields.map((name) => name.trim().toLowerCase());
      const problems: ImportProblem[] = [];
      const known = new Set<string>([...requiredColumns, ...optionalColumns]);
      for (const name of columns) {
        if (!known.has(name))
          problems.push({ line: record.line, column: name, message: 'is not a known column' });
      }
      for (const name of requiredColumns) {
        if (!columns.includes(name))
          problems.push({ line: record.line, column: name, message: 'column is missing' });
      }
      if (new Set(columns).size !== columns.length) {
        problems.push({ line: record.line, message: 'a column appears twice' });
      }
      if (problems.length > 0) {
        yield { kind: 'header-problems', problems };
        return;
      }
      continue;
    }
    if (record.fields.length !== columns.length) {
      yield {
        kind: 'width',
        line: record.line,
        message: `has ${record.fields.length} fields, the header has ${columns.length}`,
      };
      continue;
    }
    const row = Object.fromEntries(
      [...requiredColumns, ...optionalColumns].map((name) => [name, '']),
    ) as Row;
    columns.forEach((name, index) => {
      row[name as Column] = record.fields[index] ?? '';
    });
    yield { kind: 'row', line: record.line, row };
  }
  if (!columns)
    yield { kind: 'header-problems', problems: [{ line: 1, message: 'the file is empty' }] };
}

export interface Plan {
  models: CatalogueModel[];
  assemblies: CatalogueAssembly[];
}

/**
 * First pass: validates every row (syntax, columns, values, duplicate items, models that disagree with
 * themselves) and plans models and assemblies. Nothing is written.
 */
export async function validateCatalogueCsv(
  chunks: () => AsyncIterable<string>,
): Promise<ImportReport & { plan?: Plan }> {
  const problems: ImportProblem[] = [];
  let total = 0;
  const add = (problem: ImportProblem) => {
    total += 1;
    if (problems.length < maxListedProblems) problems.push(problem);
  };
  const models = new Map<string, { model: Omit<CatalogueModel, 'position'>; line: number }>();
  const assemblies = new Map<string, { assembly: Checked['assembly']; line: number }>();
  const ids = new Map<string, number>();
  let count = 0;
  try {
    for await (const entry of rows(parseCsv(chunks()))) {
      if (entry.kind === 'header-problems') {
        entry.problems.forEach(add);
        break;
      }
      if (entry.kind === 'width') {
        add({ line: entry.line, message: entry.message });
        continue;
      }
      count += 1;
      const result = checkRow(entry.row, entry.line);
      result.problems.forEach(add);
      if (!result.checked) continue;
      const { model, assembly, part } = result.checked;
      const seenModel = models.get(model.modelId);
      if (!seenModel) models.set(model.modelId, { model, line: entry.line });
      else if (seenModel.model.line !== model.line) {
        add({
          line: entry.line,
          column: 'line',
          message: `differs from line ${seenModel.line} for the same model`,
        });
      }
      const assemblyKey = `${assembly.modelId}\u0000${assembly.id}`;
      const seenAssembly = assemblies.get(assemblyKey);
      if (!seenAssembly) assemblies.set(assemblyKey, { assembly, line: entry.line });
      else if (seenAssembly.assembly.name !== assembly.name) {
        add({
          line: entry.line,
          column: 'assembly_name',
          message: `differs from line ${seenAssembly.line} for the same assembly`,
        });
      }
      const earlier = ids.get(part.id);
      if (earlier !== undefined) {
        add({
          line: entry.line,
          column: 'item',
          message: `repeats the item of line ${earlier} in the same assembly`,
        });
      } else ids.set(part.id, entry.line);
    }
  } catch (error) {
    if (error instanceof Error && 'line' in error) {
      add({
        line: Number((error as { line: number }).line),
        message: error.message.replace(/^line \d+: /, ''),
      });
    } else throw error;
  }
  if (total === 0 && count === 0) add({ line: 2, message: 'the file has no data rows' });
  const report = {
    rows: count,
    models: models.size,
    assemblies: assemblies.size,
    problems,
    moreProblems: total - problems.length,
  };
  if (total > 0) return report;
  const figureCount = new Map<string, number>();
  const plan: Plan = {
    models: [...models.values()].map(({ model }, position) => ({ ...model, position })),
    assemblies: [...assemblies.values()].map(({ assembly }) => {
      const position = figureCount.get(assembly.modelId) ?? 0;
      figureCount.set(assembly.modelId, position + 1);
      return { ...assembly, figure: assembly.figure ?? String(position + 1), position };
    }),
  };
  return { ...report, plan };
}

/** The figure of each assembly of a plan, keyed `model_id NUL assembly_id`. */
export const planFigures = (plan: Plan): Map<string, string> =>
  new Map(
    plan.assemblies.map((assembly) => [`${assembly.modelId}\u0000${assembly.id}`, assembly.figure]),
  );

/**
 * The second pass over a file the first pass found valid: its parts in file order, each with the
 * file line it came from, its figure and its position within its assembly.
 */
export async function* checkedParts(
  chunks: () => AsyncIterable<string>,
  figures: ReadonlyMap<string, string>,
): AsyncGenerator<CataloguePart & { line: number }> {
  const positions = new Map<string, number>();
  for await (const entry of rows(parseCsv(chunks()))) {
    if (entry.kind !== 'row') continue;
    const { checked } = checkRow(entry.row, entry.line);
    if (!checked) throw new Error(`line ${entry.line} changed between the two passes`);
    const assemblyKey = `${checked.part.modelId}\u0000${checked.part.assemblyId}`;
    const position = positions.get(assemblyKey) ?? 0;
    positions.set(assemblyKey, position + 1);
    yield {
      ...checked.part,
      figure: figures.get(assemblyKey) ?? '1',
      position,
      line: entry.line,
    };
  }
}

/**
 * Imports a catalogue CSV: validates every row first; if any row is bad nothing is written and the
 * problems are reported with their line numbers. Otherwise the models in the file are written in one
 * transaction (see writeCatalogue): their parts are replaced by the file's, other models are kept.
 */
export async function importCatalogueCsv(
  handle: DbHandle,
  chunks: () => AsyncIterable<string>,
  options: {
    dryRun?: boolean;
    onProgress?: (parts: number) => void;
    /** Runs inside the write's transaction, after the version bump: throw to roll it all back. */
    check?: WriteOptions['check'];
  } = {},
): Promise<ImportReport & { written?: WriteResult }> {
  const report = await validateCatalogueCsv(chunks);
  const { plan, ...summary } = report;
  if (!plan || options.dryRun) return summary;

  // Models already in the catalogue keep their place; new ones go after them, in file order.
  const existing = await handle.db
    .selectFrom('models')
    .select(['model_id', 'sort_order'])
    .execute();
  const order = new Map(existing.map((row) => [row.model_id, row.sort_order]));
  let next = Math.max(-1, ...existing.map((row) => row.sort_order)) + 1;
  const models = plan.models.map((model) => ({
    ...model,
    position: order.get(model.modelId) ?? next++,
  }));
  const figures = planFigures(plan);

  const written = await writeCatalogue(
    handle,
    { models, assemblies: plan.assemblies, parts: checkedParts(chunks, figures) },
    {
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
      ...(options.check ? { check: options.check } : {}),
    },
  );
  return { ...summary, written };
}
