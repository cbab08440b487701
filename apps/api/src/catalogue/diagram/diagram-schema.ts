/** Imported exploded views, one per assembly (migration 0020-assembly-diagrams). */
export interface AssemblyDiagramsTable {
  model_id: string;
  assembly_id: string;
  /** "x y width height" */
  view_box: string;
  /** The markup inside the root <svg>, checked on import (diagram-svg.ts). */
  svg: string;
  /** JSON: [{ item, x, y, tx?, ty? }] in the drawing's coordinates, IPC order. */
  callouts: string;
  imported_at: string;
}

export interface DiagramTables {
  assembly_diagrams: AssemblyDiagramsTable;
}
