import { errorAria } from '~/components/forms/form-field.tsx';
import { FieldError } from '~/components/forms/field-error.tsx';
import type { FieldProps } from '~/components/forms/form-binding.ts';
import { withBase } from '~/shell/site-base.ts';

/** The consent checkbox (id `id`), its label linking the privacy policy, and its error. */
export function ContactConsent({
  id,
  error,
  className,
  control,
}: {
  id: string;
  error: string | undefined;
  className: string;
  /** The checkbox's binding (react-hook-form's `register` once the form's code is in). */
  control: FieldProps;
}) {
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="accent-brand mt-1 size-5 shrink-0"
          {...errorAria(id, error)}
          {...control}
        />
        <label htmlFor={id} className="text-muted text-sm">
          I agree that my details are stored to answer this message, as described in the{' '}
          <a href={withBase('/privacy')} className="text-brand underline underline-offset-2">
            privacy policy
          </a>
          .
        </label>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
