import { emailField, messages } from '@contrail/contracts';
import { z } from 'zod';

export const contactMessages = {
  consent: 'Please accept the privacy policy to send your message.',
  invalidPhone: 'Invalid phone number.',
  failed: 'Sorry, your message could not be sent. Please try again in a moment.',
} as const;

const required = (max: number) =>
  z.string({ error: messages.required }).trim().min(1, messages.required).max(max);

/** The contact form (client side): the fields the /api/send contract accepts, with the spec's messages. */
export const contactFormSchema = z.object({
  name: required(120),
  email: emailField,
  phone: z
    .string()
    .trim()
    .max(40)
    .refine((v) => v === '' || /^\+?[\d\s().-]{6,}$/.test(v), contactMessages.invalidPhone),
  message: required(5000),
  consent: z.boolean().refine((v) => v, contactMessages.consent),
});
export type ContactFormValues = z.infer<typeof contactFormSchema>;
