import { z } from 'zod';
import { emailPattern, maxEmailLength, messages } from './messages.ts';
import { multiLine, singleLine } from './text.ts';

/** An e-mail field with the specification's two messages. */
export const emailField = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(maxEmailLength, messages.invalidEmail)
  .regex(emailPattern, messages.invalidEmail);

/** POST /api/send: subscribe ({email}) and contact forms (email plus optional fields). */
export const sendRequestSchema = z.strictObject({
  email: emailField,
  name: singleLine(120).optional(),
  phone: singleLine(40).optional(),
  subject: singleLine(200).optional(),
  message: multiLine(5000).optional(),
  consent: z.boolean().optional(),
  /** Which form sent it; subscribe when only an e-mail is given. */
  kind: z.enum(['subscribe', 'contact']).optional(),
});
export type SendRequest = z.infer<typeof sendRequestSchema>;

export const sendResponseSchema = z.object({ status: z.literal('success') });
export type SendResponse = z.infer<typeof sendResponseSchema>;

/** The subscribe form's own schema (client side): just the e-mail. */
export const subscribeFormSchema = z.object({ email: emailField });
export type SubscribeForm = z.infer<typeof subscribeFormSchema>;
