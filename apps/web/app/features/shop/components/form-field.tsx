import type { ReactNode } from 'react';
import { FieldError } from '~/components/forms/field-error.tsx';
import { cn } from '~/components/ui/cn.ts';

export const inputClasses =
  'border-line text-ink w-full rounded-md border bg-card px-4 py-3 placeholder:text-muted aria-invalid:border-danger';

/** A labelled control with its error under it; `control` gets the ids through `describedBy`. */
export function FormField({
  id,
  label,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn(className)}>
      <label htmlFor={id} className="mb-2 block text-sm font-semibold">
        {label}
      </label>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The aria attributes of a control in error. */
export const invalidProps = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
