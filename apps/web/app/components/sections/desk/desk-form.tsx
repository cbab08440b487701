import type { FormEvent, ReactNode } from 'react';
import { FieldError } from '~/components/forms/field-error.tsx';
import { Button } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';

export const deskInput =
  'w-full rounded-md border border-line bg-card px-4 py-3 text-ink placeholder:text-muted';
export const deskLabel = 'mb-2 block text-sm font-semibold';

/** A labelled desk field with its error under it. */
export function DeskField({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <label htmlFor={id} className={deskLabel}>
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-muted mt-2 text-sm">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** aria attributes tying a control to its error or hint. */
export const describedBy = (id: string, error?: string, hint?: string) =>
  error
    ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` }
    : hint
      ? { 'aria-describedby': `${id}-hint` }
      : {};

/** A status line read out when it changes (errors in the danger colour). */
export function DeskStatus({ message, error }: { message?: string; error?: boolean }) {
  return (
    <p
      role={error ? 'alert' : 'status'}
      className={cn('min-h-6 text-sm font-medium', error ? 'text-danger' : 'text-muted')}
    >
      {message ?? ''}
    </p>
  );
}

/** The words of the two ways in: a passkey, or a password. */
export interface DeskWaysInContent {
  passkeyHeading: string;
  passkeyText: string;
  passkeyButton: string;
  passwordHeading: string;
  passwordButton: string;
}

/**
 * The two ways into the desk side by side (set-up and sign-in): a passkey button, and a password form whose
 * fields are the children.
 */
export function DeskWaysIn({
  id,
  content,
  pending,
  onPasskey,
  onPassword,
  children,
}: {
  id: string;
  content: DeskWaysInContent;
  pending: boolean;
  onPasskey: () => void;
  onPassword: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const passkeyHeading = `${id}-passkey`;
  const passwordHeading = `${id}-password`;
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <section
        aria-labelledby={passkeyHeading}
        className="bg-card border-line rounded-lg border p-6"
      >
        <h2 id={passkeyHeading} className="mb-3 text-xl font-bold">
          {content.passkeyHeading}
        </h2>
        <p className="text-muted mb-6">{content.passkeyText}</p>
        <Button onClick={onPasskey} disabled={pending} className="w-full">
          {content.passkeyButton}
        </Button>
      </section>
      <section
        aria-labelledby={passwordHeading}
        className="bg-card border-line rounded-lg border p-6"
      >
        <h2 id={passwordHeading} className="mb-3 text-xl font-bold">
          {content.passwordHeading}
        </h2>
        <form
          noValidate
          onSubmit={onPassword}
          className="grid gap-4"
          aria-labelledby={passwordHeading}
        >
          {children}
          <Button type="submit" variant="outline" disabled={pending}>
            {content.passwordButton}
          </Button>
        </form>
      </section>
    </div>
  );
}
