import { z } from 'zod';

/** The confirmation token of a newsletter subscription: 32 random bytes, base64url (43 characters). */
export const subscribeTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** POST /api/subscribe/confirm: the token from the link in the confirmation mail. */
export const subscribeConfirmRequestSchema = z.strictObject({
  token: z
    .string({ error: 'The token is required.' })
    .trim()
    .min(1, 'The token is required.')
    .max(200),
});
export type SubscribeConfirmRequest = z.infer<typeof subscribeConfirmRequestSchema>;

/** The subscription is confirmed (also when it already was: the link works twice). */
export const subscribeConfirmResponseSchema = z.object({ status: z.literal('confirmed') });
export type SubscribeConfirmResponse = z.infer<typeof subscribeConfirmResponseSchema>;

/** Error codes of POST /api/subscribe/confirm (400 and 410) that the confirmation page tells apart. */
export const subscribeConfirmErrors = {
  invalid: 'invalid_token',
  expired: 'token_expired',
} as const;
