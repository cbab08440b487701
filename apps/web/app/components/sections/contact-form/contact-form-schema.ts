import { emailField, messages } from '@contrail/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { formMessages, isPhone } from '~/components/forms/form-messages.ts';

export const contactMessages = {
  consent: 'Please accept the privacy policy to send your message.',
  invalidPhone: formMessages.invalidPhone,
  failed: formMessages.sendFailed,
} as const;

const required = (max: number) =>
  z.string({ error: messages.required }).trim().min(1, messages.required).max(max);

/** The contact form (client side): the fields the /api/send contract accepts, with the spec's messages. */
export const contactFormSchema = z.object({
  name: required(120),
  email: emailField,
  phone: z.string().trim().max(40).refine(isPhone, contactMessages.invalidPhone),
  message: required(5000),
  consent: z.boolean().refine((v) => v, contactMessages.consent),
});
export type ContactFormValues = z.infer<typeof contactFormSchema>;

/** The form's resolver: this module is its own chunk, loaded when the form is first used (contact-form.tsx). */
export const contactResolver = zodResolver(contactFormSchema);
