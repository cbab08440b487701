import { z } from 'zod';

/** GET /api/health: 200 with status ok, 503 with status unavailable when the database does not answer. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['sqlite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
