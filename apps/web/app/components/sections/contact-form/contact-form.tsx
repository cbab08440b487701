import { useId } from 'react';
import { formMessages } from '~/components/forms/form-messages.ts';
import { formCode, LazyForm } from '~/components/forms/lazy-form.tsx';
import type { ContactFormVariant } from './contact-form-looks.ts';
import { ContactFormView, type ContactBinding } from './contact-form-view.tsx';

export type { ContactFormVariant };

// react-hook-form and the form's state load with its first interaction, zod and the schema alongside;
// the page's first load carries only the markup (contact-form-view.tsx).
const code = formCode<undefined, ContactBinding>(() => {
  void import('./contact-form-schema.ts');
  return import('./contact-form-logic.tsx').then((module) => module.LiveContactForm);
});

/** Loads the contact form's code (react-hook-form, the state, zod), once. */
export const loadContactForm = code.load;

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
    <LazyForm code={code} props={undefined} idle={{ status: 'idle' }}>
      {(binding, firstPaint) => (
        <ContactFormView
          id={id}
          binding={binding}
          firstPaint={firstPaint}
          variant={variant}
          buttonLabel={buttonLabel}
          successMessage={successMessage}
          label={label}
          className={className}
        />
      )}
    </LazyForm>
  );
}
