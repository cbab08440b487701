import { useState } from 'react';
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { shownErrors } from '~/components/forms/form-field.tsx';
import { handedValues, liveForm, type HandOver } from '~/components/forms/lazy-form.tsx';
import { lazyResolver } from '~/components/forms/lazy-resolver.ts';
import type { AccountBinding } from './account-forms.tsx';
import type { LoginValues, RegisterValues } from './account-schema.ts';

// The account forms' code (react-hook-form): a chunk of its own, loaded on a form's first interaction
// (account-forms.tsx); zod and the schemas are a chunk of their own, loaded alongside.
const loadSchemas = () => import('./account-schema.ts');
const loginResolver = lazyResolver<LoginValues>(() => loadSchemas().then((m) => m.loginResolver));
const registerResolver = lazyResolver<RegisterValues>(() =>
  loadSchemas().then((m) => m.registerResolver),
);

/** A form's binding: its fields, errors once touched or submitted, and `done` after a valid submit. */
function useAccountBinding<T extends FieldValues>(form: UseFormReturn<T>): AccountBinding {
  const [done, setDone] = useState(false);
  return {
    field: (name) => form.register(name as Parameters<typeof form.register>[0]),
    errorOf: shownErrors(form.formState),
    busy: form.formState.isSubmitting,
    submit: form.handleSubmit(() => setDone(true)),
    done,
  };
}

const emptyLogin: LoginValues = { email: '', password: '', remember: false };
const emptyRegister: RegisterValues = { name: '', email: '', password: '', confirm: '' };

function useLoginForm(_props: undefined, handOver: HandOver) {
  return useAccountBinding(
    useForm<LoginValues>({
      resolver: loginResolver,
      mode: 'onTouched',
      defaultValues: handedValues(emptyLogin, handOver),
    }),
  );
}

function useRegisterForm(_props: undefined, handOver: HandOver) {
  return useAccountBinding(
    useForm<RegisterValues>({
      resolver: registerResolver,
      mode: 'onTouched',
      defaultValues: handedValues(emptyRegister, handOver),
    }),
  );
}

/** The loaded log-in and register forms (lazy-form.tsx `liveForm`). */
export const LiveLoginForm = liveForm(useLoginForm);
export const LiveRegisterForm = liveForm(useRegisterForm);
