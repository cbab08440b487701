import {
  catalogueChangesListed,
  catalogueLookupLimit,
  type Availability,
  type CatalogueChange,
  type CatalogueChangeField,
  type CatalogueCounts,
  type CatalogueDryRunResponse,
  type Part,
} from '@contrail/contracts';
import { sql } from 'kysely';
import type { DbHandle, Executor, Trx } from '../db/index.ts';
import { catalogueVersion } from './diagram/diagram-store.ts';
import { bumpCatalogueVersion, type WriteResult } from './catalogue-writer.ts';
import { noteLocalCatalogueWrite } from './catalogue-version.ts';
import {
  checkedParts,
  importCatalogueCsv,
  planFigures,
  validateCatalogueCsv,
} from './import/catalogue-csv.ts';
import { partNumberStatsOfKeySelect } from './part-numbers.ts';
import { searchKey } from './search-key.ts';
import type { CataloguePart } from './seed/generate.ts';

/**
 * Catalogue upkeep from the desk (issue 42 §3): what a CSV would change (a dry run that writes
 * nothing), applying it (the import's one transaction, refused when the catalogue moved on since the
 * dry run), and a part's price, availability and supersession edited in place. Every write bumps the
 * catalogue version, which every server process reads within catalogueVersionMaxAgeMs (250 ms).
 */

export { catalogueVersion };

/** The stored fields a dry run compares, as the file's columns name them. */
interface Comparable {
  partNumber: string;
  description: string;
  indent: number;
  unitsPerAssembly: string;
  unit: string;
  effectivity: string;
  priceCents: number | null;
  availability: string;
  supersededBy: string | null;
  notes: string | null;
  figure: string;
  position: number;
}

const price = (cents: number | null) =>
  cents === null ? 'quote' : `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

type PartField = Exclude<
  CatalogueChangeField,
  'name' | 'line' | 'summary' | 'engine' | 'seats' | 'firstYear' | 'serialRange' | 'ataChapter'
>;
const fieldText: Record<PartField, (part: Comparable) => string> = {
  partNumber: (p) => p.partNumber,
  description: (p) => p.description,
  indent: (p) => String(p.indent),
  unitsPerAssembly: (p) => p.unitsPerAssembly,
  unit: (p) => p.unit,
  effectivity: (p) => p.effectivity,
  price: (p) => price(p.priceCents),
  availability: (p) => p.availability,
  supersededBy: (p) => p.supersededBy ?? '',
  notes: (p) => p.notes ?? '',
  figure: (p) => p.figure,
  position: (p) => String(p.position + 1),
};
const fields = Object.keys(fieldText) as (keyof typeof fieldText)[];

/** An assembly's and a model's own fields that an apply writes, as text. */
interface AssemblyFields {
  name: string;
  ataChapter: string;
  figure: string;
  position: number;
}
const assemblyText: Partial<Record<CatalogueChangeField, (a: AssemblyFields) => string>> = {
  name: (a) => a.name,
  ataChapter: (a) => a.ataChapter,
  figure: (a) => a.figure,
  position: (a) => String(a.position + 1),
};
interface ModelFields {
  name: string;
  line: string;
  summary: string;
  engine: string;
  seats: number;
  firstYear: number;
  serialRange: string;
}
const modelText: Partial<Record<CatalogueChangeField, (m: ModelFields) => string>> = {
  name: (m) => m.name,
  line: (m) => m.line,
  summary: (m) => m.summary,
  engine: (m) => m.engine,
  seats: (m) => String(m.seats),
  firstYear: (m) => String(m.firstYear),
  serialRange: (m) => m.serialRange,
};

/** The fields of `texts` whose text differs between the stored and the file's values. */
function differences<T>(
  texts: Partial<Record<CatalogueChangeField, (value: T) => string>>,
  before: T,
  after: T,
) {
  return (Object.entries(texts) as [CatalogueChangeField, (value: T) => string][])
    .map(([field, text]) => ({ field, from: text(before), to: text(after) }))
    .filter((change) => change.from !== change.to);
}

/** The stored parts of these models, by id. */
async function storedParts(
  db: Executor,
  modelIds: readonly string[],
): Promise<Map<string, Comparable>> {
  const stored = new Map<string, Comparable>();
  if (modelIds.length === 0) return stored;
  const rows = await db
    .selectFrom('parts')
    .select([
      'id',
      'part_number',
      'description',
      'indent',
      'units_per_assembly',
      'unit',
      'effectivity',
      'price_cents',
      'availability',
      'superseded_by',
      'notes',
      'figure',
      'sort_order',
    ])
    .where('model_id', 'in', modelIds)
    .orderBy('model_id')
    .orderBy('assembly_id')
    .orderBy('sort_order')
    .execute();
  for (const row of rows) {
    stored.set(row.id, {
      partNumber: row.part_number,
      description: row.description,
      indent: Number(row.indent),
      unitsPerAssembly: row.units_per_assembly,
      unit: row.unit,
      effectivity: row.effectivity,
      priceCents: row.price_cents === null ? null : Number(row.price_cents),
      availability: row.availability,
      supersededBy: row.superseded_by,
      notes: row.notes,
      figure: row.figure,
      position: Number(row.sort_order),
    });
  }
  return stored;
}

const emptyCounts = (): CatalogueCounts => ({ added: 0, changed: 0, removed: 0, unchanged: 0 });

/**
 * A dry run: checks the file as the import does (every problem with its line), then compares it with
 * the catalogue: parts the file adds, changes (field by field) and removes (the parts of the file's
 * models it no longer lists). Writes nothing. The version is read before the parts, so an apply that
 * names it is refused if anything changed after it was read.
 */
export async function dryRunCatalogue(
  handle: Pick<DbHandle, 'db'>,
  chunks: () => AsyncIterable<string>,
): Promise<CatalogueDryRunResponse> {
  const { db } = handle;
  const version = await catalogueVersion(db);
  const report = await validateCatalogueCsv(chunks);
  const models = report.plan?.models.map((model) => model.modelId) ?? [];
  const base = {
    rows: report.rows,
    models,
    assemblies: report.assemblies,
    problems: report.problems,
    moreProblems: report.moreProblems,
    catalogueVersion: version,
  };
  if (!report.plan) {
    return {
      ...base,
      valid: false,
      newModels: [],
      counts: emptyCounts(),
      changes: [],
      moreChanges: 0,
    };
  }
  const known = new Set(
    models.length === 0
      ? []
      : (
          await db.selectFrom('models').select('model_id').where('model_id', 'in', models).execute()
        ).map((row) => row.model_id),
  );
  const stored = await storedParts(db, models);
  const counts = emptyCounts();
  const changes: CatalogueChange[] = [];
  let total = 0;
  const list = (change: CatalogueChange) => {
    total += 1;
    if (changes.length < catalogueChangesListed) changes.push(change);
  };

  const firstLines = { models: new Map<string, number>(), assemblies: new Map<string, number>() };
  for await (const part of checkedParts(chunks, planFigures(report.plan))) {
    if (!firstLines.models.has(part.modelId)) firstLines.models.set(part.modelId, part.line);
    const assemblyKey = `${part.modelId}.${part.assemblyId}`;
    if (!firstLines.assemblies.has(assemblyKey)) firstLines.assemblies.set(assemblyKey, part.line);
    const before = stored.get(part.id);
    stored.delete(part.id);
    const summary = {
      line: part.line,
      partId: part.id,
      partNumber: part.partNumber,
      description: part.description,
    };
    if (!before) {
      counts.added += 1;
      list({ kind: 'added', ...summary, fields: [] });
      continue;
    }
    const differ = fields
      .map((field) => ({
        field,
        from: fieldText[field](before),
        to: fieldText[field](part as CataloguePart & { position: number }),
      }))
      .filter((change) => change.from !== change.to);
    if (differ.length === 0) counts.unchanged += 1;
    else {
      counts.changed += 1;
      list({ kind: 'changed', ...summary, fields: differ });
    }
  }
  // What the apply writes besides the parts: the models' and assemblies' own fields (renames,
  // reorders of assemblies, a model moved to another line). Models keep their place in the catalogue.
  const { plan } = report;
  if (known.size > 0) {
    const storedModels = new Map(
      (
        await db
          .selectFrom('models')
          .select([
            'model_id',
            'name',
            'line',
            'summary',
            'engine',
            'seats',
            'first_year',
            'serial_range',
          ])
          .where('model_id', 'in', [...known])
          .execute()
      ).map((row) => [row.model_id, row]),
    );
    for (const model of plan.models) {
      const row = storedModels.get(model.modelId);
      if (!row) continue;
      const differ = differences(
        modelText,
        {
          name: row.name,
          line: row.line,
          summary: row.summary,
          engine: row.engine,
          seats: Number(row.seats),
          firstYear: Number(row.first_year),
          serialRange: row.serial_range,
        },
        model,
      );
      if (differ.length > 0) {
        list({
          kind: 'changed',
          target: 'model',
          line: firstLines.models.get(model.modelId) ?? null,
          partId: model.modelId,
          partNumber: model.modelId,
          description: model.name,
          fields: differ,
        });
      }
    }
    const storedAssemblies = new Map(
      (
        await db
          .selectFrom('assemblies')
          .select(['model_id', 'id', 'name', 'ata_chapter', 'figure', 'sort_order'])
          .where('model_id', 'in', [...known])
          .execute()
      ).map((row) => [`${row.model_id}.${row.id}`, row]),
    );
    for (const assembly of plan.assemblies) {
      const key = `${assembly.modelId}.${assembly.id}`;
      const row = storedAssemblies.get(key);
      if (!row) continue;
      const differ = differences(
        assemblyText,
        {
          name: row.name,
          ataChapter: row.ata_chapter,
          figure: row.figure,
          position: Number(row.sort_order),
        },
        assembly,
      );
      if (differ.length > 0) {
        list({
          kind: 'changed',
          target: 'assembly',
          line: firstLines.assemblies.get(key) ?? null,
          partId: key,
          partNumber: assembly.id,
          description: assembly.name,
          fields: differ,
        });
      }
    }
  }

  for (const [partId, part] of stored) {
    counts.removed += 1;
    list({
      kind: 'removed',
      line: null,
      partId,
      partNumber: part.partNumber,
      description: part.description,
      fields: [],
    });
  }
  return {
    ...base,
    valid: true,
    newModels: models.filter((model) => !known.has(model)),
    counts,
    changes,
    moreChanges: total - changes.length,
  };
}

/** The catalogue moved on after the dry run the apply names (thrown inside the write: it rolls back). */
export class CatalogueChangedError extends Error {
  constructor(readonly version: number) {
    super('The catalogue changed after the dry run.');
    this.name = 'CatalogueChangedError';
  }
}

export type ApplyResult =
  | { ok: false; dryRun: CatalogueDryRunResponse }
  | { ok: true; dryRun: CatalogueDryRunResponse; written: WriteResult; version: number };

/**
 * Applies a file: checks it again and compares it again (the counts of the answer and the audit
 * entry), then imports it in one transaction that, after bumping the version, finds it exactly one
 * above `expectedVersion`, else rolls back (CatalogueChangedError): another write came in between
 * (on PostgreSQL the version row's lock orders two writers, so the second sees the first's bump).
 * `within` runs in the same transaction (the audit entry), so either all of it happens or none.
 */
export async function applyCatalogue(
  handle: DbHandle,
  chunks: () => AsyncIterable<string>,
  expectedVersion: number,
  within: (trx: Trx, dryRun: CatalogueDryRunResponse) => Promise<void>,
): Promise<ApplyResult> {
  const dryRun = await dryRunCatalogue(handle, chunks);
  if (!dryRun.valid) return { ok: false, dryRun };
  if (dryRun.catalogueVersion !== expectedVersion)
    throw new CatalogueChangedError(dryRun.catalogueVersion);
  let version = 0;
  const report = await importCatalogueCsv(handle, chunks, {
    check: async (trx) => {
      version = await catalogueVersion(trx);
      if (version !== expectedVersion + 1) throw new CatalogueChangedError(version - 1);
      await within(trx, dryRun);
    },
  });
  if (!report.written) return { ok: false, dryRun: { ...dryRun, valid: false } };
  return { ok: true, dryRun, written: report.written, version };
}

const partColumns = [
  'parts.id',
  'parts.part_number',
  'parts.description',
  'parts.indent',
  'parts.model_id',
  'parts.assembly_id',
  'assemblies.name as assembly_name',
  'parts.figure',
  'parts.item',
  'parts.units_per_assembly',
  'parts.unit',
  'parts.effectivity',
  'parts.price_cents',
  'parts.availability',
  'parts.superseded_by',
  'parts.notes',
] as const;

/** Parts with their assembly's name, in catalogue order (models, assemblies, rows). */
const partRows = (db: Executor) =>
  db
    .selectFrom('parts')
    .innerJoin('assemblies', (join) =>
      join
        .onRef('assemblies.model_id', '=', 'parts.model_id')
        .onRef('assemblies.id', '=', 'parts.assembly_id'),
    )
    .innerJoin('models', 'models.model_id', 'parts.model_id')
    .select(partColumns)
    .orderBy('models.sort_order')
    .orderBy('assemblies.sort_order')
    .orderBy('parts.sort_order');

type PartRow = Awaited<ReturnType<ReturnType<typeof partRows>['execute']>>[number];

const toPart = (row: PartRow): Part => ({
  id: row.id,
  partNumber: row.part_number,
  description: row.description,
  indent: Number(row.indent),
  modelId: row.model_id,
  assemblyId: row.assembly_id,
  assemblyName: row.assembly_name,
  figure: row.figure,
  item: row.item,
  unitsPerAssembly: row.units_per_assembly,
  unit: row.unit,
  effectivity: row.effectivity,
  priceCents: row.price_cents === null ? null : Number(row.price_cents),
  availability: row.availability as Availability,
  supersededBy: row.superseded_by,
  notes: row.notes,
});

/** Every row of a part number, spelt any way the search accepts (`an3 5a` finds AN3-5A). */
export async function lookupParts(
  handle: Pick<DbHandle, 'db'>,
  partNumber: string,
): Promise<{ parts: Part[]; total: number }> {
  const { db } = handle;
  const key = searchKey(partNumber).slice(0, 64);
  if (key === '') return { parts: [], total: 0 };
  const [rows, count] = await Promise.all([
    partRows(db).where('parts.search_key', '=', key).limit(catalogueLookupLimit).execute(),
    db
      .selectFrom('parts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('search_key', '=', key)
      .executeTakeFirst(),
  ]);
  return { parts: rows.map(toPart), total: Number(count?.n ?? 0) };
}

/** The fields an edit in place sets. */
export interface PartValues {
  priceCents: number | null;
  availability: Availability;
  supersededBy: string | null;
}

export interface PartChanges extends PartValues {
  allUsages: boolean;
  /** The row's values the edit was based on: if the row holds others now, nothing is written. */
  expected: PartValues;
}

/** The fields of `expected` the row no longer holds (someone saved first); empty when none. */
export function stalePartFields(current: Part, expected: PartValues): (keyof PartValues)[] {
  const stale: (keyof PartValues)[] = [];
  if (current.priceCents !== expected.priceCents) stale.push('priceCents');
  if (current.availability !== expected.availability) stale.push('availability');
  if ((current.supersededBy || null) !== (expected.supersededBy || null))
    stale.push('supersededBy');
  return stale;
}

/** The row changed after the edit's basis was read (thrown inside the write: it rolls back). */
export class PartChangedError extends Error {
  constructor(
    readonly current: Part,
    readonly fields: (keyof PartValues)[],
  ) {
    super('The part changed after the edit was based on it.');
    this.name = 'PartChangedError';
  }
}

/**
 * Sets a part row's price, availability and supersession (or those of every row of its part
 * number) in one transaction with the version bump; `within` runs in it too (the audit entry).
 * Neither the search tables nor the part counts hold these fields; the per-number summary
 * (part_numbers: lowest price, best availability, supersession) is recomputed for the number.
 * Answers undefined when there is no such part; throws PartChangedError when the row no longer
 * holds the values the edit was based on (`expected`), writing nothing.
 */
export async function updatePart(
  handle: DbHandle,
  id: string,
  changes: PartChanges,
  within: (trx: Trx, before: Part, updated: number) => Promise<void>,
): Promise<{ parts: Part[]; updated: number; version: number } | undefined> {
  const result = await handle.transaction(async (trx) => {
    if (!(await trx.selectFrom('parts').select('id').where('id', '=', id).executeTakeFirst()))
      return undefined;
    // The version bump first: its row's lock orders two writers on PostgreSQL (SQLite writes one at a
    // time), so the row read next is what the other edit saved, and two edits based on the same
    // values cannot both pass.
    await bumpCatalogueVersion(trx);
    const beforeRow = await partRows(trx).where('parts.id', '=', id).executeTakeFirst();
    if (!beforeRow) return undefined;
    const before = toPart(beforeRow);
    const stale = stalePartFields(before, changes.expected);
    if (stale.length > 0) throw new PartChangedError(before, stale);
    const key = searchKey(before.partNumber);
    const values = {
      price_cents: changes.priceCents,
      availability: changes.availability,
      superseded_by: changes.supersededBy || null,
    };
    const update = trx.updateTable('parts').set(values);
    const done = changes.allUsages
      ? await update.where('part_number', '=', before.partNumber).executeTakeFirst()
      : await update.where('id', '=', id).executeTakeFirst();
    const updated = Number(done.numUpdatedRows);
    await refreshPartNumberStats(trx, key);
    await within(trx, before, updated);
    const rows = changes.allUsages
      ? await partRows(trx)
          .where('parts.part_number', '=', before.partNumber)
          .limit(catalogueLookupLimit)
          .execute()
      : await partRows(trx).where('parts.id', '=', id).execute();
    return { parts: rows.map(toPart), updated, version: await catalogueVersion(trx) };
  });
  if (result) noteLocalCatalogueWrite();
  return result;
}

/**
 * Recomputes the part_numbers summary rows of one search key (prices, availability and supersession
 * of its usages), as the import's rebuild would: the grouped search reads them.
 */
async function refreshPartNumberStats(trx: Trx, key: string): Promise<void> {
  await sql`delete from part_numbers where search_key = ${key}`.execute(trx);
  const [head, tail] = partNumberStatsOfKeySelect.split('$1') as [string, string];
  await sql`insert into part_numbers ${sql.raw(head)}${key}${sql.raw(tail)}`.execute(trx);
}
