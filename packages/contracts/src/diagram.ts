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

/**
 * GET /api/models/{model_id}/assemblies/{assembly}/diagram: the exploded view of an assembly.
 * `svg` is the markup inside the root `<svg>` (checked on import: shapes, text and gradients only,
 * no scripts, styles, events or outside references); callouts come in IPC item order.
 */
export const assemblyDiagramSchema = z.object({
  modelId: z.string(),
  assemblyId: z.string(),
  /** `imported` with the catalogue, or `generated` from the assembly's parts (seed catalogue). */
  source: z.enum(['imported', 'generated']),
  viewBox: diagramViewBoxSchema,
  svg: z.string(),
  callouts: z.array(diagramCalloutSchema),
});
export type AssemblyDiagram = z.infer<typeof assemblyDiagramSchema>;
