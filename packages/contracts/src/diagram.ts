import { z } from 'zod';

/** The drawing's coordinate space: SVG `viewBox` (x, y, width, height). */
export const diagramViewBoxSchema = z.object({
  x: z.number(),
  y: z.number(),
  width: z.number().positive(),
  height: z.number().positive(),
});
export type DiagramViewBox = z.infer<typeof diagramViewBoxSchema>;

/** A numbered callout of an IPC item, in the drawing's coordinates. */
export const diagramCalloutSchema = z.object({
  item: z.string(),
  /** The id of the part row the callout names (`model.assembly.item`). */
  partId: z.string(),
  partNumber: z.string(),
  description: z.string(),
  /** Centre of the numbered balloon. */
  x: z.number(),
  y: z.number(),
  /** Where its leader line points (on the part); null when the balloon sits on the part. */
  target: z.object({ x: z.number(), y: z.number() }).nullable(),
});
export type DiagramCallout = z.infer<typeof diagramCalloutSchema>;

/** Most sheets an assembly's drawing is asked for by number (a generous bound, not a real one). */
export const diagramSheetMax = 100_000;

/**
 * Query of GET /api/models/{model_id}/assemblies/{assembly}/diagram: `sheet` asks for a sheet by
 * number (1 when neither is given), `item` for the sheet holding that IPC item's callout.
 */
export const assemblyDiagramQuerySchema = z.strictObject({
  sheet: z.coerce.number().int().min(1).max(diagramSheetMax).optional(),
  item: z
    .string()
    .min(1)
    .max(16)
    .regex(/^[A-Za-z0-9._-]+$/, 'An item is letters, digits, ".", "_" or "-".')
    .optional(),
});
export type AssemblyDiagramQuery = z.infer<typeof assemblyDiagramQuerySchema>;

/**
 * GET /api/models/{model_id}/assemblies/{assembly}/diagram: one sheet of the exploded view of an
 * assembly. `svg` is the markup inside the root `<svg>` (checked on import: shapes, text and
 * gradients only, no scripts, styles, events or outside references); callouts come in IPC item
 * order. A generated drawing has a sheet per 40 items in IPC order (every item on exactly one
 * sheet); an imported drawing is one sheet.
 */
export const assemblyDiagramSchema = z.object({
  modelId: z.string(),
  assemblyId: z.string(),
  /** `imported` with the catalogue, or `generated` from the assembly's parts (seed catalogue). */
  source: z.enum(['imported', 'generated']),
  /** This sheet's number, from 1. */
  sheet: z.number().int().positive(),
  /** How many sheets the assembly's drawing has. */
  sheetCount: z.number().int().positive(),
  /** Callouts on all the sheets together. */
  calloutCount: z.number().int().nonnegative(),
  viewBox: diagramViewBoxSchema,
  svg: z.string(),
  /** This sheet's callouts. */
  callouts: z.array(diagramCalloutSchema),
});
export type AssemblyDiagram = z.infer<typeof assemblyDiagramSchema>;
