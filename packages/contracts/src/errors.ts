import { z } from 'zod';

/** Every API error has this shape, with a 4xx (or, hidden, 5xx) status. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Field-level messages, keyed by the field's path ("contact.email"). */
    fields: z.record(z.string(), z.string()).optional(),
    /**
     * The thing as it is now, when a change was refused because it was based on an older state
     * (409: an edit made by someone else came first). Its shape is the route's own answer.
     */
    current: z.unknown().optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
