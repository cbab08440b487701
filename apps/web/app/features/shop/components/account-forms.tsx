import { useId, useState, type ReactNode } from 'react';
import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { shopCopy } from '~/content/shop.ts';
import { Button } from '~/components/ui/button.tsx';
import { Container } from '~/components/ui/container.tsx';
import { lazyResolver } from '~/components/forms/lazy-resolver.ts';
import { accountMessages } from './account-messages.ts';
import type { LoginValues, RegisterValues } from './account-schema.ts';
import { FormField, inputClasses, invalidProps } from './form-field.tsx';

// zod and the schemas load with the first focus or check, not with the page.
const loadSchemas = () => import('./account-schema.ts');
const loginResolver = lazyResolver<LoginValues>(() => loadSchemas().then((m) => m.loginResolver));
const registerResolver = lazyResolver<RegisterValues>(() =>
  loadSchemas().then((m) => m.registerResolver),
);

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

/** A text input of an account form. */
interface TextField<T extends FieldValues> {
  name: Path<T>;
  label: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
}

/**
 * One account form: a titled card with its text fields, any `extra` controls, the submit button named
 * like the title, a status line with `doneMessage` after a valid submit, then any `footer`.
 */
function AccountForm<T extends FieldValues>({
  title,
  form,
  fields,
  doneMessage,
  extra,
  footer,
  marker,
  preload,
}: {
  title: string;
  form: UseFormReturn<T>;
  fields: readonly TextField<T>[];
  doneMessage: string;
  extra?: ReactNode;
  footer?: ReactNode;
  /** The form's data attribute (tests and e2e find the form by it). */
  marker: 'data-login-form' | 'data-register-form';
  /** Starts loading the form's checks (on the first focus). */
  preload: () => void;
}) {
  const id = useId();
  const [done, setDone] = useState(false);
  const errorOf = useFieldError(form);
  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={form.handleSubmit(() => setDone(true))}
      onFocus={preload}
      className={card}
      {...{ [marker]: true }}
    >
      <h2 id={`${id}-title`} className="mb-6 text-2xl font-bold">
        {title}
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
        {extra}
        <Button type="submit" size="lg">
          {title}
        </Button>
        <p role="status" className="font-medium text-green-800">
          {done ? doneMessage : ''}
        </p>
        {footer}
      </div>
    </form>
  );
}

const loginFields: readonly TextField<LoginValues>[] = [
  { name: 'email', label: 'Email address *', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password *', type: 'password', autoComplete: 'current-password' },
];

function LoginForm() {
  const [lost, setLost] = useState(false);
  const form = useForm<LoginValues>({
    resolver: loginResolver,
    mode: 'onTouched',
    defaultValues: { email: '', password: '', remember: false },
  });
  return (
    <AccountForm
      title="Log in"
      form={form}
      fields={loginFields}
      doneMessage={accountMessages.signedIn}
      preload={loginResolver.preload}
      marker="data-login-form"
      extra={
        <label className="flex items-center gap-3">
          <input type="checkbox" className="accent-brand size-4" {...form.register('remember')} />
          Remember me
        </label>
      }
      footer={
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
      }
    />
  );
}

const registerFields: readonly TextField<RegisterValues>[] = [
  { name: 'name', label: 'Your name *', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email address *', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password *', type: 'password', autoComplete: 'new-password' },
  { name: 'confirm', label: 'Confirm password *', type: 'password', autoComplete: 'new-password' },
];

function RegisterForm() {
  const form = useForm<RegisterValues>({
    resolver: registerResolver,
    mode: 'onTouched',
    defaultValues: { name: '', email: '', password: '', confirm: '' },
  });
  return (
    <AccountForm
      title="Register"
      form={form}
      fields={registerFields}
      doneMessage={accountMessages.registered}
      preload={registerResolver.preload}
      marker="data-register-form"
    />
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
