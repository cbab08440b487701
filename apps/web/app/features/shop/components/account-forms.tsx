import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { shopCopy } from '~/content/shop.ts';
import { Button } from '~/components/ui/button.tsx';
import { Container } from '~/components/ui/container.tsx';
import {
  accountMessages,
  loginSchema,
  registerSchema,
  type LoginValues,
  type RegisterValues,
} from './account-schema.ts';
import { FormField, inputClasses, invalidProps } from './form-field.tsx';

/** The error to show for a field: only once touched or after a submit attempt. */
function useFieldError<T extends FieldValues>(form: UseFormReturn<T>) {
  const { errors, touchedFields, isSubmitted } = form.formState;
  return (name: Path<T>) => {
    const touched = (touchedFields as Record<string, boolean | undefined>)[name];
    const error = (errors as Record<string, { message?: string } | undefined>)[name];
    return (touched || isSubmitted) && error ? error.message : undefined;
  };
}

const card = 'rounded-card border-line border p-6 sm:p-10';

function LoginForm() {
  const id = useId();
  const [done, setDone] = useState(false);
  const [lost, setLost] = useState(false);
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '', remember: false },
  });
  const errorOf = useFieldError(form);
  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={form.handleSubmit(() => setDone(true))}
      className={card}
      data-login-form
    >
      <h2 id={`${id}-title`} className="mb-6 text-2xl font-bold">
        Log in
      </h2>
      <div className="flex flex-col gap-5">
        <FormField id={`${id}-email`} label="Email address *" error={errorOf('email')}>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            className={inputClasses}
            {...invalidProps(`${id}-email`, errorOf('email'))}
            {...form.register('email')}
          />
        </FormField>
        <FormField id={`${id}-password`} label="Password *" error={errorOf('password')}>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            className={inputClasses}
            {...invalidProps(`${id}-password`, errorOf('password'))}
            {...form.register('password')}
          />
        </FormField>
        <label className="flex items-center gap-3">
          <input type="checkbox" className="accent-brand size-4" {...form.register('remember')} />
          Remember me
        </label>
        <Button type="submit" size="lg">
          Log in
        </Button>
        <p role="status" className="font-medium text-green-800">
          {done ? accountMessages.signedIn : ''}
        </p>
        <div>
          <button
            type="button"
            aria-expanded={lost}
            onClick={() => setLost(!lost)}
            className="text-brand text-sm font-semibold underline"
          >
            Lost your password?
          </button>
          {lost && <p className="text-muted mt-2 text-sm">{shopCopy.lostPassword}</p>}
        </div>
      </div>
    </form>
  );
}

function RegisterForm() {
  const id = useId();
  const [done, setDone] = useState(false);
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', password: '', confirm: '' },
  });
  const errorOf = useFieldError(form);
  const fields = [
    { name: 'name', label: 'Your name *', type: 'text', autoComplete: 'name' },
    { name: 'email', label: 'Email address *', type: 'email', autoComplete: 'email' },
    { name: 'password', label: 'Password *', type: 'password', autoComplete: 'new-password' },
    {
      name: 'confirm',
      label: 'Confirm password *',
      type: 'password',
      autoComplete: 'new-password',
    },
  ] as const;
  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={form.handleSubmit(() => setDone(true))}
      className={card}
      data-register-form
    >
      <h2 id={`${id}-title`} className="mb-6 text-2xl font-bold">
        Register
      </h2>
      <div className="flex flex-col gap-5">
        {fields.map((field) => (
          <FormField
            key={field.name}
            id={`${id}-${field.name}`}
            label={field.label}
            error={errorOf(field.name)}
          >
            <input
              id={`${id}-${field.name}`}
              type={field.type}
              autoComplete={field.autoComplete}
              className={inputClasses}
              {...invalidProps(`${id}-${field.name}`, errorOf(field.name))}
              {...form.register(field.name)}
            />
          </FormField>
        ))}
        <Button type="submit" size="lg">
          Register
        </Button>
        <p role="status" className="font-medium text-green-800">
          {done ? accountMessages.registered : ''}
        </p>
      </div>
    </form>
  );
}

/** Log in and register side by side: validated in the browser; demo forms that keep no accounts. */
export function AccountForms() {
  return (
    <section
      aria-label="Account"
      className="bg-surface text-ink py-16 md:py-24"
      data-section="account"
    >
      <Container>
        <p className="bg-surface-alt rounded-card mb-10 p-4 text-center font-medium" data-demo-note>
          {shopCopy.accountsNote}
        </p>
        <div className="grid gap-10 lg:grid-cols-2">
          <LoginForm />
          <RegisterForm />
        </div>
      </Container>
    </section>
  );
}
