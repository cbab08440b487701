import type { ReactNode } from 'react';
import { FieldError } from '~/components/forms/field-error.tsx';
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
