import { useForm } from 'react-hook-form';
import { shownErrors } from '~/components/forms/form-field.tsx';
import { handedValues, liveForm, type HandOver } from '~/components/forms/lazy-form.tsx';
import { lazyResolver } from '~/components/forms/lazy-resolver.ts';
import { useSendForm } from '~/components/forms/use-send-form.ts';
import type { ContactFormValues } from './contact-form-schema.ts';
import type { ContactBinding } from './contact-form-view.tsx';

// The contact form's code (react-hook-form, state, sending): a chunk of its own, loaded on the form's first
// interaction (contact-form.tsx); zod and the schema are a chunk of their own, loaded alongside.
const resolver = lazyResolver<ContactFormValues>(() =>
  import('./contact-form-schema.ts').then((module) => module.contactResolver),
);

const empty: ContactFormValues = { name: '', email: '', phone: '', message: '', consent: false };

function useContactForm(_props: undefined, handOver: HandOver): ContactBinding {
  const { status, retryAfter, send } = useSendForm();
  const { register, handleSubmit, reset, formState } = useForm<ContactFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: handedValues(empty, handOver),
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

/** The loaded contact form (lazy-form.tsx `liveForm`). */
export const LiveContactForm = liveForm(useContactForm);
