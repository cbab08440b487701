import { useId, useState, type ReactNode } from 'react';
import { shopCopy } from '~/content/shop.ts';
import type { FormBinding } from '~/components/forms/form-binding.ts';
import { Button } from '~/components/ui/button.tsx';
import { Section } from '~/components/ui/section.tsx';
import { useLoginForm, useRegisterForm } from './account-forms-logic.tsx';
import { accountMessages } from './account-messages.ts';
import { FormField, inputClasses, invalidProps } from './form-field.tsx';

/** An account form's state as its markup reads it. */
export interface AccountBinding extends FormBinding {
  /** A valid submit was made. */
  done: boolean;
}

const card = 'rounded-card border-line border p-6 sm:p-10';

/** A text input of an account form. */
interface TextField {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
}

/**
 * One account form: a titled card with its text fields, any `extra` controls, the submit button named
 * like the title, a status line with `doneMessage` after a valid submit, then any `footer`.
 */
function AccountForm({
  title,
  useBinding,
  fields,
  doneMessage,
  extra,
  footer,
  marker,
}: {
  title: string;
  useBinding: () => AccountBinding;
  fields: readonly TextField[];
  doneMessage: string;
  extra?: (binding: AccountBinding) => ReactNode;
  footer?: ReactNode;
  /** The form's data attribute (tests and e2e find the form by it). */
  marker: 'data-login-form' | 'data-register-form';
}) {
  const id = useId();
  const binding = useBinding();
  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void binding.submit(event)}
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
            error={binding.errorOf(field.name)}
          >
            <input
              id={`${id}-${field.name}`}
              type={field.type}
              autoComplete={field.autoComplete}
              className={inputClasses}
              {...invalidProps(`${id}-${field.name}`, binding.errorOf(field.name))}
              {...binding.field(field.name)}
            />
          </FormField>
        ))}
        {extra?.(binding)}
        <Button type="submit" size="lg">
          {title}
        </Button>
        <p role="status" className="font-medium text-green-800">
          {binding.done ? doneMessage : ''}
        </p>
        {footer}
      </div>
    </form>
  );
}

const loginFields: readonly TextField[] = [
  { name: 'email', label: 'Email address *', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password *', type: 'password', autoComplete: 'current-password' },
];

function LoginForm() {
  const [lost, setLost] = useState(false);
  return (
    <AccountForm
      title="Log in"
      useBinding={useLoginForm}
      fields={loginFields}
      doneMessage={accountMessages.signedIn}
      marker="data-login-form"
      extra={(binding) => (
        <label className="flex items-center gap-3">
          <input type="checkbox" className="accent-brand size-4" {...binding.field('remember')} />
          Remember me
        </label>
      )}
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

const registerFields: readonly TextField[] = [
  { name: 'name', label: 'Your name *', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email address *', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password *', type: 'password', autoComplete: 'new-password' },
  { name: 'confirm', label: 'Confirm password *', type: 'password', autoComplete: 'new-password' },
];

function RegisterForm() {
  return (
    <AccountForm
      title="Register"
      useBinding={useRegisterForm}
      fields={registerFields}
      doneMessage={accountMessages.registered}
      marker="data-register-form"
    />
  );
}

/** Log in and register side by side: validated in the browser; demo forms that keep no accounts. */
export function LiveAccountForms() {
  return (
    <Section name="account" label="Account" spacing="none" className="py-16 md:py-24">
      <p className="bg-surface-alt rounded-card mb-10 p-4 text-center font-medium" data-demo-note>
        {shopCopy.accountsNote}
      </p>
      <div className="grid gap-10 lg:grid-cols-2">
        <LoginForm />
        <RegisterForm />
      </div>
    </Section>
  );
}
