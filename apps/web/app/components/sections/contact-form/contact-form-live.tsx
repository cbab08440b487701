import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { shownErrors } from '~/components/forms/form-field.tsx';
import { formMessages } from '~/components/forms/form-messages.ts';
import { useSendForm } from '~/components/forms/use-send-form.ts';
import { contactResolver, type ContactFormValues } from './contact-form-schema.ts';
import type { ContactFormVariant } from './contact-form-looks.ts';
import { ContactFormView, type ContactBinding } from './contact-form-view.tsx';

const empty: ContactFormValues = { name: '', email: '', phone: '', message: '', consent: false };

/** The contact form's state (react-hook-form, zod) and sending, as its view reads them. */
export function useContactForm(): ContactBinding {
  const { status, retryAfter, send } = useSendForm();
  const { register, handleSubmit, reset, formState } = useForm<ContactFormValues>({
    resolver: contactResolver,
    mode: 'onTouched',
    defaultValues: empty,
  });
  return {
    field: (name) => register(name),
    errorOf: shownErrors(formState),
    busy: formState.isSubmitting,
    submit: handleSubmit(async (values) => {
      if (await send({ kind: 'contact', ...values })) reset(empty);
    }),
    status,
    retryAfter,
  };
}

export interface ContactFormProps {
  variant?: ContactFormVariant;
  buttonLabel?: string;
  /** Shown for 5 s after a successful send (a contact message, never the newsletter's text). */
  successMessage?: string;
  /** Accessible name of the form (give each form on a page its own). */
  label?: string;
  className?: string;
}

/** The contact form with its code (contact-form.tsx loads it as a chunk of its own). */
export function LiveContactForm({
  variant = 'stacked',
  buttonLabel = 'Send message',
  successMessage = formMessages.contactSent,
  label = 'Contact form',
  className,
}: ContactFormProps) {
  const id = useId();
  return (
    <ContactFormView
      id={id}
      binding={useContactForm()}
      variant={variant}
      buttonLabel={buttonLabel}
      successMessage={successMessage}
      label={label}
      className={className}
    />
  );
}
