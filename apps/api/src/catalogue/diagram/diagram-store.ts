import type { AssemblyDiagram, DiagramCallout } from '@contrail/contracts';
import type { Executor } from '../../db/index.ts';
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

/**
 * The exploded view of an assembly: the imported drawing when there is one (its callouts for items
 * the catalogue no longer lists are left out), else one drawn from the assembly's first
 * {@link sheetItemLimit} items. Undefined for an unknown assembly.
 */
export async function assemblyDiagram(
  db: Executor,
  modelId: string,
  assemblyId: string,
): Promise<AssemblyDiagram | undefined> {
  const assembly = await db
    .selectFrom('assemblies')
    .select(['name', 'figure'])
    .where('model_id', '=', modelId)
    .where('id', '=', assemblyId)
    .executeTakeFirst();
  if (!assembly) return undefined;
  const stored = await db
    .selectFrom('assembly_diagrams')
    .select(['view_box', 'svg', 'callouts'])
    .where('model_id', '=', modelId)
    .where('assembly_id', '=', assemblyId)
    .executeTakeFirst();
  const base = { modelId, assemblyId };
  if (stored) {
    const callouts = JSON.parse(stored.callouts) as StoredCallout[];
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
    return {
      ...base,
      source: 'imported',
      viewBox: parseViewBox(stored.view_box),
      svg: stored.svg,
      callouts: callouts.flatMap((callout): DiagramCallout[] => {
        const row = byItem.get(callout.item);
        if (!row) return [];
        return [
          {
            item: row.item,
            partId: row.id,
            partNumber: row.part_number,
            description: row.description,
            x: callout.x,
            y: callout.y,
            target:
              callout.tx === undefined || callout.ty === undefined
                ? null
                : { x: callout.tx, y: callout.ty },
          },
        ];
      }),
    };
  }
  const parts = await db
    .selectFrom('parts')
    .select(itemColumns)
    .where('model_id', '=', modelId)
    .where('assembly_id', '=', assemblyId)
    .orderBy('sort_order')
    .limit(sheetItemLimit)
    .execute();
  const art = drawAssembly(parts, `FIG. ${assembly.figure}  ${assembly.name}`);
  const byItem = new Map(parts.map((row) => [row.item, row]));
  return {
    ...base,
    source: 'generated',
    viewBox: art.viewBox,
    svg: art.svg,
    callouts: art.placements.flatMap((placement): DiagramCallout[] => {
      const row = byItem.get(placement.item);
      if (!row) return [];
      const round = (value: number) => Math.round(value * 10) / 10;
      return [
        {
          item: row.item,
          partId: row.id,
          partNumber: row.part_number,
          description: row.description,
          x: round(placement.bx),
          y: round(placement.by),
          target: { x: round(placement.tx), y: round(placement.ty) },
        },
      ];
    }),
  };
}
