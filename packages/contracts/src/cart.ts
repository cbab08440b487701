import { z } from 'zod';
import { emailField } from './send.ts';
import { singleLinePattern, textMessages } from './text.ts';

export const sessionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'Invalid session id.');

/** POST /api/session */
export const sessionResponseSchema = z.object({ sessionId: sessionIdSchema });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
export const sessionHeader = 'x-session-id';
/** The session cookie over plain http (development); also still read after the switch to the secure name. */
export const sessionCookie = 'contrail_session';
/** The session cookie when it is Secure (production, https): the prefix pins it to this host and path /. */
export const secureSessionCookie = `__Host-${sessionCookie}`;
/**
 * `sessionId` in a body: required by API integrations that send no cookie; the site's own client
 * sends none and relies on the httpOnly session cookie. An id that differs from the cookie's is refused.
 */
export const bodySessionIdSchema = sessionIdSchema.optional();

export const maxQty = 9999;
export const qtySchema = z.number().int().min(0).max(maxQty);
/** Most distinct lines one cart holds. */
export const maxCartLines = 200;
const idSchema = z.string().min(1).max(64).regex(singleLinePattern, textMessages.singleLine);
const itemIdSchema = idSchema;
const partIdSchema = idSchema;

/** POST /api/cart */
export const postCartSchema = z.strictObject({
  sessionId: bodySessionIdSchema,
  parts: z
    .array(z.strictObject({ id: partIdSchema, qty: qtySchema.min(1) }))
    .min(1)
    .max(maxCartLines),
  email: emailField.optional(),
});
export type PostCartRequest = z.infer<typeof postCartSchema>;

/** POST /api/cart/qty */
export const cartQtySchema = z.strictObject({
  sessionId: bodySessionIdSchema,
  itemId: itemIdSchema,
  qty: qtySchema,
});
export type CartQtyRequest = z.infer<typeof cartQtySchema>;

export const cartItemSchema = z.object({
  itemId: z.string(),
  id: z.string(),
  partNumber: z.string(),
  description: z.string(),
  modelId: z.string(),
  assemblyId: z.string(),
  assemblyName: z.string(),
  qty: z.number().int().min(1).max(maxQty),
  priceCents: z.number().int().nullable(),
  availability: z.string(),
  unit: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** Every cart call answers the session's cart (an empty one has partsLastUpdated null). */
export const cartResponseSchema = z.object({
  partsCart: z.array(cartItemSchema),
  /** ISO-8601 time of the cart's last change. */
  partsLastUpdated: z.string().nullable(),
  /** The e-mail the cart is saved under (POST cart with `email`), if any. */
  email: z.string().nullable(),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

/** Path of GET /api/cart/remove/{itemId} and DELETE /api/cart/items/{itemId} */
export const cartItemParamsSchema = z.strictObject({ itemId: itemIdSchema });
/** Path of GET /api/cart/{email} (checked against the saved e-mail by the route). */
export const cartEmailParamsSchema = z.strictObject({ email: z.string().max(254) });
/** Body of POST /api/session (optional: a client may send nothing). */
export const sessionRequestSchema = z.strictObject({ sessionId: bodySessionIdSchema }).optional();
