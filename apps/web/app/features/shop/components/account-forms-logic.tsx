import { useState } from 'react';
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { shownErrors } from '~/components/forms/form-field.tsx';
import type { AccountBinding } from './account-forms-live.tsx';
import {
  loginResolver,
  registerResolver,
  type LoginValues,
  type RegisterValues,
} from './account-schema.ts';

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

/** The log-in form's state (react-hook-form, zod). */
export function useLoginForm(): AccountBinding {
  return useAccountBinding(
    useForm<LoginValues>({ resolver: loginResolver, mode: 'onTouched', defaultValues: emptyLogin }),
  );
}

/** The register form's state (react-hook-form, zod). */
export function useRegisterForm(): AccountBinding {
  return useAccountBinding(
    useForm<RegisterValues>({
      resolver: registerResolver,
      mode: 'onTouched',
      defaultValues: emptyRegister,
    }),
  );
}
