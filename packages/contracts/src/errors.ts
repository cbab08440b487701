import { z } from 'zod';

/** Every API error has this shape, with a 4xx (or, hidden, 5xx) status. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Field-level messages, keyed by the field's path ("contact.email"). */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
