import { useId, useState, type ReactNode } from 'react';
import { shopCopy } from '~/content/shop.ts';
import {
  formCode,
  LazyForm,
  type FirstPaintForm,
  type FormBinding,
  type FormCode,
} from '~/components/forms/lazy-form.tsx';
import { Button } from '~/components/ui/button.tsx';
import { Section } from '~/components/ui/section.tsx';
import { accountMessages } from './account-messages.ts';
import { FormField, inputClasses, invalidProps } from './form-field.tsx';

/** An account form's state as its markup reads it (react-hook-form's once loaded, resting before). */
export interface AccountBinding extends FormBinding {
  /** A valid submit was made. */
  done: boolean;
}

// react-hook-form loads with a form's first interaction (both forms' code is one chunk), zod and the
// schemas alongside; the page's first load carries only the markup.
const loadCode = () => {
  void import('./account-schema.ts');
  return import('./account-forms-logic.tsx');
};
const loginCode = formCode<undefined, AccountBinding>(() =>
  loadCode().then((module) => module.LiveLoginForm),
);
const registerCode = formCode<undefined, AccountBinding>(() =>
  loadCode().then((module) => module.LiveRegisterForm),
);

/** Loads the account forms' code (react-hook-form, zod), once. */
export const loadAccountForms = () => Promise.all([loginCode.load(), registerCode.load()]);

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
  code,
  fields,
  doneMessage,
  extra,
  footer,
  marker,
}: {
  title: string;
  code: FormCode<undefined, AccountBinding>;
  fields: readonly TextField[];
  doneMessage: string;
  extra?: (binding: AccountBinding) => ReactNode;
  footer?: ReactNode;
  /** The form's data attribute (tests and e2e find the form by it). */
  marker: 'data-login-form' | 'data-register-form';
}) {
  const id = useId();
  const view = (binding: AccountBinding, firstPaint: FirstPaintForm) => (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void binding.submit(event)}
      className={card}
      {...{ [marker]: true }}
      {...firstPaint}
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
  return (
    <LazyForm code={code} props={undefined} idle={{ done: false }}>
      {view}
    </LazyForm>
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
      code={loginCode}
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
      code={registerCode}
      fields={registerFields}
      doneMessage={accountMessages.registered}
      marker="data-register-form"
    />
  );
}

/** Log in and register side by side: validated in the browser; demo forms that keep no accounts. */
export function AccountForms() {
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
