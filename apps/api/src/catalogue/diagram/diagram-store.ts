import type { AssemblyDiagram, DiagramCallout } from '@contrail/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/index.ts';
import { partId } from '../part-id.ts';
import { drawAssembly, sheetItemLimit } from './diagram-art.ts';

/** A callout as stored: its balloon and, optionally, the point its leader meets the part. */
export interface StoredCallout {
  item: string;
  x: number;
  y: number;
  tx?: number;
  ty?: number;
}

export const viewBoxText = (box: AssemblyDiagram['viewBox']) =>
  `${box.x} ${box.y} ${box.width} ${box.height}`;

const parseViewBox = (text: string): AssemblyDiagram['viewBox'] => {
  const [x = 0, y = 0, width = 1, height = 1] = text.split(' ').map(Number);
  return { x, y, width, height };
};

const itemColumns = ['id', 'item', 'part_number', 'description', 'indent'] as const;

/** One callout: its item's part, where its balloon is and where its leader meets the part (if known). */
function calloutOf(
  row: { item: string; id: string; part_number: string; description: string },
  at: { x: number; y: number },
  target: { x: number; y: number } | null,
): DiagramCallout {
  return {
    item: row.item,
    partId: row.id,
    partNumber: row.part_number,
    description: row.description,
    ...at,
    target,
  };
}

/** What an assembly's sheets follow from: its title, its part count, its imported callouts. */
interface DiagramBasis {
  name: string;
  figure: string;
  partCount: number;
  /** The imported drawing's callouts (JSON), when there is one. */
  imported?: string;
}

async function diagramBasis(
  db: Executor,
  modelId: string,
  assemblyId: string,
): Promise<DiagramBasis | undefined> {
  const assembly = await db
    .selectFrom('assemblies')
    .select(['name', 'figure', 'part_count'])
    .where('model_id', '=', modelId)
    .where('id', '=', assemblyId)
    .executeTakeFirst();
  if (!assembly) return undefined;
  const stored = await db
    .selectFrom('assembly_diagrams')
    .select('callouts')
    .where('model_id', '=', modelId)
    .where('assembly_id', '=', assemblyId)
    .executeTakeFirst();
  return {
    name: assembly.name,
    figure: assembly.figure,
    partCount: Number(assembly.part_count),
    ...(stored ? { imported: stored.callouts } : {}),
  };
}

/** An imported drawing is one sheet; a generated one has a sheet per {@link sheetItemLimit} items. */
const sheetCountOf = (basis: DiagramBasis) =>
  basis.imported === undefined ? Math.max(1, Math.ceil(basis.partCount / sheetItemLimit)) : 1;

/** How many sheets the assembly's drawing has; undefined for an unknown assembly. */
export async function diagramSheetCount(
  db: Executor,
  modelId: string,
  assemblyId: string,
): Promise<number | undefined> {
  const basis = await diagramBasis(db, modelId, assemblyId);
  return basis && sheetCountOf(basis);
}

/**
 * The sheet holding the callout of an item: for a generated drawing, the item's place in IPC order
 * decides; an imported drawing holds the items its callouts name. Undefined for an unknown
 * assembly or item, or an item the drawing has no callout for.
 */
export async function diagramSheetOfItem(
  db: Executor,
  modelId: string,
  assemblyId: string,
  item: string,
): Promise<number | undefined> {
  const basis = await diagramBasis(db, modelId, assemblyId);
  if (!basis) return undefined;
  // Found through the unique part id, not by scanning the assembly's rows.
  const row = await db
    .selectFrom('parts')
    .select('sort_order')
    .where('id', '=', partId(modelId, assemblyId, item))
    .where('model_id', '=', modelId)
    .where('assembly_id', '=', assemblyId)
    .where('item', '=', item)
    .executeTakeFirst();
  if (!row) return undefined;
  if (basis.imported !== undefined) {
    const callouts = JSON.parse(basis.imported) as StoredCallout[];
    return callouts.some((callout) => callout.item === item) ? 1 : undefined;
  }
  const before = await db
    .selectFrom('parts')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('model_id', '=', modelId)
    .where('assembly_id', '=', assemblyId)
    .where('sort_order', '<', row.sort_order)
    .executeTakeFirst();
  return Math.floor(Number(before?.n ?? 0) / sheetItemLimit) + 1;
}

/**
 * One sheet of the exploded view of an assembly: the imported drawing when there is one (a single
 * sheet; its callouts for items the catalogue no longer lists are left out), else the sheet drawn
 * from the `sheet`-th run of {@link sheetItemLimit} items in IPC order (only that sheet is read
 * and drawn, however many items the assembly has). Undefined for an unknown assembly or a sheet
 * it does not have.
 */
export async function assemblyDiagram(
  db: Executor,
  modelId: string,
  assemblyId: string,
  sheet = 1,
): Promise<AssemblyDiagram | undefined> {
  const basis = await diagramBasis(db, modelId, assemblyId);
  if (!basis) return undefined;
  const sheetCount = sheetCountOf(basis);
  if (!Number.isInteger(sheet) || sheet < 1 || sheet > sheetCount) return undefined;
  const base = { modelId, assemblyId, sheet, sheetCount };
  if (basis.imported !== undefined) {
    const stored = await db
      .selectFrom('assembly_diagrams')
      .select(['view_box', 'svg'])
      .where('model_id', '=', modelId)
      .where('assembly_id', '=', assemblyId)
      .executeTakeFirst();
    if (!stored) return undefined;
    const callouts = JSON.parse(basis.imported) as StoredCallout[];
    const rows =
      callouts.length === 0
        ? []
        : await db
            .selectFrom('parts')
            .select([...itemColumns, 'sort_order'])
            .where('model_id', '=', modelId)
            .where('assembly_id', '=', assemblyId)
            .where(
              'item',
              'in',
              callouts.map((callout) => callout.item),
            )
            .orderBy('sort_order')
            .execute();
    // In IPC order, whatever order the file listed them in.
    const order = new Map(rows.map((row, index) => [row.item, index]));
    callouts.sort((a, b) => (order.get(a.item) ?? 0) - (order.get(b.item) ?? 0));
    const byItem = new Map(rows.map((row) => [row.item, row]));
    const shown = callouts.flatMap((callout): DiagramCallout[] => {
      const row = byItem.get(callout.item);
      if (!row) return [];
      const target =
        callout.tx === undefined || callout.ty === undefined
          ? null
          : { x: callout.tx, y: callout.ty };
      return [calloutOf(row, { x: callout.x, y: callout.y }, target)];
    });
    return {
      ...base,
      source: 'imported',
      calloutCount: shown.length,
      viewBox: parseViewBox(stored.view_box),
      svg: stored.svg,
      callouts: shown,
    };
  }
  const parts = await db
    .selectFrom('parts')
    .select(itemColumns)
    .where('model_id', '=', modelId)
    .where('assembly_id', '=', assemblyId)
    .orderBy('sort_order')
    .limit(sheetItemLimit)
    .offset((sheet - 1) * sheetItemLimit)
    .execute();
  const art = drawAssembly(parts, `FIG. ${basis.figure}  ${basis.name}`, {
    sheet,
    sheetCount,
    itemCount: basis.partCount,
  });
  const byItem = new Map(parts.map((row) => [row.item, row]));
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    ...base,
    source: 'generated',
    calloutCount: basis.partCount,
    viewBox: art.viewBox,
    svg: art.svg,
    callouts: art.placements.flatMap((placement): DiagramCallout[] => {
      const row = byItem.get(placement.item);
      if (!row) return [];
      return [
        calloutOf(
          row,
          { x: round(placement.bx), y: round(placement.by) },
          { x: round(placement.tx), y: round(placement.ty) },
        ),
      ];
    }),
  };
}

/** The catalogue's version (catalogue_state), which the kept sheets are checked against. */
export async function catalogueVersion(db: Executor): Promise<number> {
  const result = await sql<{
    version: number;
  }>`select version from catalogue_state where id = 1`.execute(db);
  return Number(result.rows[0]?.version ?? 0);
}

/** The drawings' reads, bound to a database (`app.repositories.diagrams`). */
export function createDiagramRepository(db: Executor) {
  return {
    catalogueVersion: () => catalogueVersion(db),
    sheetCount: (modelId: string, assemblyId: string) => diagramSheetCount(db, modelId, assemblyId),
    sheetOfItem: (modelId: string, assemblyId: string, item: string) =>
      diagramSheetOfItem(db, modelId, assemblyId, item),
    sheet: (modelId: string, assemblyId: string, sheet: number) =>
      assemblyDiagram(db, modelId, assemblyId, sheet),
  };
}

export type DiagramRepository = ReturnType<typeof createDiagramRepository>;
