import type { ReactNode } from 'react';
import type { FieldValues, FormState } from 'react-hook-form';
import { FieldError } from './field-error.tsx';

/** The classes of a form's variant: form box, field grid, a full-width cell, labels, controls, button. */
export interface FormLook {
  form: string;
  grid: string;
  wide: string;
  label: string;
  input: string;
  button: string;
}

/**
 * A field's message as the visitor should see it: only once the field was touched (or a submit tried)
 * and while it is in error. Call it while rendering (react-hook-form watches the state read).
 */
export function shownErrors<T extends FieldValues>({
  errors,
  touchedFields,
  isSubmitted,
}: Pick<FormState<T>, 'errors' | 'touchedFields' | 'isSubmitted'>) {
  const byName = errors as Readonly<Record<string, { message?: string } | undefined>>;
  const touched = touchedFields as Readonly<Record<string, unknown>>;
  return (name: keyof T & string): string | undefined => {
    const error = byName[name];
    return (touched[name] || isSubmitted) && error ? error.message : undefined;
  };
}

/** The aria attributes of a control (id `id`) in error; its message is `${id}-error`. */
export const errorAria = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};

/** A labelled control (id `id`) with its error under it. */
export function FormField({
  id,
  label,
  labelClassName,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  labelClassName: string;
  error: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The submit button ("Sending…" while busy) in a full-width cell of the form's grid. */
export function SubmitCell({
  look,
  busy,
  label,
}: {
  look: Pick<FormLook, 'wide' | 'button'>;
  busy: boolean;
  label: string;
}) {
  return (
    <div className={look.wide}>
      <button type="submit" disabled={busy} className={look.button}>
        {busy ? 'Sending…' : label}
      </button>
    </div>
  );
}

/** Where the outcome of a send is announced (polite live region). */
export function FormStatus({ children }: { children: ReactNode }) {
  return (
    <div aria-live="polite" className="mt-4 text-sm font-medium">
      {children}
    </div>
  );
}
