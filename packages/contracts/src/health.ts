import { z } from 'zod';

/** GET /api/health: 200 with status ok, 503 with status unavailable when the database does not answer. */
export const healthResponseSchema = z.object({
  /** draining: the process is shutting down (SIGTERM) and serves only until load balancers look away. */
  status: z.enum(['ok', 'unavailable', 'draining']),
  database: z.enum(['sqlite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
