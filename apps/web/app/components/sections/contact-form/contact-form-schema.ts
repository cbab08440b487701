import { emailField, messages, multiLine, singleLine } from '@contrail/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { formMessages, isPhone } from '~/components/forms/form-messages.ts';

export const contactMessages = {
  consent: 'Please accept the privacy policy to send your message.',
  invalidPhone: formMessages.invalidPhone,
  failed: formMessages.sendFailed,
} as const;

/** The contact form (client side): the fields the /api/send contract accepts, with the spec's messages. */
export const contactFormSchema = z.object({
  name: singleLine(120, { error: messages.required }).min(1, messages.required),
  email: emailField,
  phone: singleLine(40).refine(isPhone, contactMessages.invalidPhone),
  message: multiLine(5000, { error: messages.required }).min(1, messages.required),
  consent: z.boolean().refine((v) => v, contactMessages.consent),
});
export type ContactFormValues = z.infer<typeof contactFormSchema>;

/** The form's resolver (zod). */
export const contactResolver = zodResolver(contactFormSchema);
