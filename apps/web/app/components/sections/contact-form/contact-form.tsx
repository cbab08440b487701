import { useId } from 'react';
import { formMessages } from '~/components/forms/form-messages.ts';
import { useContactForm } from './contact-form-logic.tsx';
import type { ContactFormVariant } from './contact-form-looks.ts';
import { ContactFormView } from './contact-form-view.tsx';

export type { ContactFormVariant };

export interface ContactFormProps {
  variant?: ContactFormVariant;
  buttonLabel?: string;
  /** Shown for 5 s after a successful send (a contact message, never the newsletter's text). */
  successMessage?: string;
  /** Accessible name of the form (give each form on a page its own). */
  label?: string;
  className?: string;
}

/** Name, e-mail, phone, message and consent; validated with the spec's messages, posted to /api/send. */
export function ContactForm({
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
