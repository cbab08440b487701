import type { FormEventHandler, InputHTMLAttributes, Ref } from 'react';
import { FieldError } from '~/components/forms/field-error.tsx';
import { buttonClasses } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';
import { useMessages } from '~/i18n/i18n-context.tsx';

export type SubscribeFormVariant = 'inline' | 'stacked' | 'pill' | 'underline';

export interface SubscribeFormProps {
  variant?: SubscribeFormVariant;
  tone?: 'default' | 'inverse';
  buttonLabel?: string;
  placeholder?: string;
  /** Visible label; when omitted the label is visually hidden but still names the field. */
  label?: string;
  /** Id of a heading that names the form (keeps several forms on one page distinguishable). */
  labelledBy?: string;
  className?: string;
}

/** Button classes on a dark or brand background (`tone: 'inverse'`); the pill keeps its white track. */
const inverseButtons: Record<SubscribeFormVariant, string> = {
  inline: buttonClasses({ variant: 'light', size: 'md' }),
  stacked: buttonClasses({ variant: 'light', size: 'md', className: 'w-full' }),
  pill: buttonClasses({ size: 'md', shape: 'pill' }),
  underline: buttonClasses({ variant: 'link', size: 'md', className: 'text-white!' }),
};

const layouts: Record<SubscribeFormVariant, { form: string; input: string; button: string }> = {
  inline: {
    form: 'flex flex-col gap-3 sm:flex-row',
    input: 'rounded-md border border-line bg-card px-4 py-3',
    button: buttonClasses({ size: 'md' }),
  },
  stacked: {
    form: 'flex flex-col gap-3',
    input: 'rounded-md border border-line bg-card px-4 py-3',
    button: buttonClasses({ size: 'md', className: 'w-full' }),
  },
  pill: {
    form: 'flex flex-col gap-3 sm:flex-row sm:rounded-full sm:bg-card sm:p-1.5 sm:shadow-lg',
    input: 'rounded-full border border-line bg-card px-5 py-3 sm:border-0',
    button: buttonClasses({ size: 'md', shape: 'pill' }),
  },
  underline: {
    form: 'flex items-end gap-3',
    input: 'border-0 border-b-2 border-current bg-transparent px-1 py-2',
    button: buttonClasses({ variant: 'link', size: 'md' }),
  },
};

export interface SubscribeFormViewProps extends SubscribeFormProps {
  id: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  formRef?: Ref<HTMLFormElement>;
  input: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  error?: string;
  submitting?: boolean;
  successMessage?: string;
}

/** The subscribe form's markup, shared by the light first-paint form and the validating one. */
export function SubscribeFormView({
  id,
  variant = 'inline',
  tone = 'default',
  buttonLabel,
  placeholder,
  label,
  labelledBy,
  className,
  onSubmit,
  formRef,
  input,
  error,
  submitting = false,
  successMessage,
}: SubscribeFormViewProps) {
  const layout = layouts[variant];
  // A translated page's words (its catalogue); English pages: the spec's.
  const texts = useMessages().subscribe;
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className={className}
      aria-label={labelledBy ? undefined : (label ?? texts?.formLabel ?? 'Newsletter subscription')}
      aria-labelledby={labelledBy}
    >
      <div className={layout.form}>
        <div className="min-w-0 flex-1">
          <label
            htmlFor={`${id}-email`}
            className={label ? 'mb-2 block text-sm font-semibold' : 'sr-only'}
          >
            {label ?? texts?.label ?? 'Email address'}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="email"
            placeholder={placeholder ?? texts?.placeholder ?? 'Enter your email address'}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={cn(
              'text-ink placeholder:text-muted w-full',
              layout.input,
              tone === 'inverse' &&
                variant === 'underline' &&
                'text-white placeholder:text-white/70',
            )}
            {...input}
          />
        </div>
        <button
          type="submit"
          disabled={submitting}
          className={tone === 'inverse' ? inverseButtons[variant] : layout.button}
        >
          {submitting
            ? (texts?.sending ?? 'Sending…')
            : (buttonLabel ?? texts?.button ?? 'Subscribe')}
        </button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
      <div aria-live="polite">
        {successMessage && (
          <p className="text-success mt-3 text-sm font-medium">{successMessage}</p>
        )}
      </div>
    </form>
  );
}
