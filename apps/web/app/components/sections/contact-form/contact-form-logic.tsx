import { useForm } from 'react-hook-form';
import { shownErrors } from '~/components/forms/form-field.tsx';
import { useSendForm } from '~/components/forms/use-send-form.ts';
import { contactResolver, type ContactFormValues } from './contact-form-schema.ts';
import type { ContactBinding } from './contact-form-view.tsx';

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
