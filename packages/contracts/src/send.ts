import { z } from 'zod';
import { emailPattern, maxEmailLength, messages } from './messages.ts';

/** An e-mail field with the specification's two messages. */
export const emailField = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(maxEmailLength, messages.invalidEmail)
  .regex(emailPattern, messages.invalidEmail);

const optionalText = (max: number) => z.string().trim().max(max).optional();

/** POST /api/send: subscribe ({email}) and contact forms (email plus optional fields). */
export const sendRequestSchema = z.strictObject({
  email: emailField,
  name: optionalText(120),
  phone: optionalText(40),
  subject: optionalText(200),
  message: optionalText(5000),
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
