import { z } from 'zod';
import { messages } from './messages.ts';
import { bodySessionIdSchema, cartItemSchema } from './cart.ts';
import { emailField } from './send.ts';
import { multiLine, singleLine } from './text.ts';

const text = (max: number) => singleLine(max).optional().default('');

export const inquiryContactSchema = z.strictObject({
  name: singleLine(120, { error: messages.required }).min(1, messages.required),
  email: emailField,
  phone: text(40),
  company: text(160),
  aircraft: text(80),
  serial: text(80),
  country: text(8),
  state: text(16),
  city: text(120),
  message: multiLine(5000).optional().default(''),
});
export type InquiryContact = z.infer<typeof inquiryContactSchema>;
export type InquiryContactInput = z.input<typeof inquiryContactSchema>;

/** POST /api/cart/inquiry */
export const inquiryRequestSchema = z.strictObject({
  sessionId: bodySessionIdSchema,
  partsCart: z
    .array(cartItemSchema.pick({ itemId: true, id: true, qty: true }).loose())
    .min(1)
    .max(500),
  contact: inquiryContactSchema,
});
export type InquiryRequest = z.input<typeof inquiryRequestSchema>;

export const inquiryResponseSchema = z.object({ success: z.literal(true), inquiryId: z.string() });
export type InquiryResponse = z.infer<typeof inquiryResponseSchema>;
/** A failed inquiry: status 400 (429 when rate limited) with this body. */
export const inquiryFailureSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string().optional(),
  /** Field-level messages keyed by path ("contact.email"). */
  fields: z.record(z.string(), z.string()).optional(),
});
export type InquiryFailure = z.infer<typeof inquiryFailureSchema>;

/** Optional request header: the same key sent twice creates one inquiry. */
export const idempotencyKeyHeader = 'idempotency-key';
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_.:-]{8,128}$/);
