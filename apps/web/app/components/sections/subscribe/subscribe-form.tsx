import {
  messages,
  subscribeFormSchema,
  type SubscribeForm as SubscribeValues,
} from '@contrail/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FieldError } from '../../forms/field-error.tsx';
import { useSendForm } from '../../forms/use-send-form.ts';
import { buttonClasses } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';

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

const layouts: Record<SubscribeFormVariant, { form: string; input: string; button: string }> = {
  inline: {
    form: 'flex flex-col gap-3 sm:flex-row',
    input: 'rounded-md border border-line bg-white px-4 py-3',
    button: buttonClasses({ size: 'md' }),
  },
  stacked: {
    form: 'flex flex-col gap-3',
    input: 'rounded-md border border-line bg-white px-4 py-3',
    button: buttonClasses({ size: 'md', className: 'w-full' }),
  },
  pill: {
    form: 'flex flex-col gap-3 sm:flex-row sm:rounded-full sm:bg-white sm:p-1.5 sm:shadow-lg',
    input: 'rounded-full border border-line bg-white px-5 py-3 sm:border-0',
    button: buttonClasses({ size: 'md', shape: 'pill' }),
  },
  underline: {
    form: 'flex items-end gap-3',
    input: 'border-0 border-b-2 border-current bg-transparent px-1 py-2',
    button: buttonClasses({ variant: 'link', size: 'md' }),
  },
};

/** The newsletter form: validates with the spec's messages and posts {email} to /api/send. */
export function SubscribeForm({
  variant = 'inline',
  tone = 'default',
  buttonLabel = 'Subscribe',
  placeholder = 'Enter your email address',
  label,
  labelledBy,
  className,
}: SubscribeFormProps) {
  const id = useId();
  const { status, send } = useSendForm();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, touchedFields, isSubmitted, isSubmitting },
  } = useForm<SubscribeValues>({
    resolver: zodResolver(subscribeFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (await send({ email: values.email })) reset();
  });

  const error =
    (touchedFields.email || isSubmitted) && errors.email ? errors.email.message : undefined;
  const layout = layouts[variant];
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className={className}
      aria-label={labelledBy ? undefined : (label ?? 'Newsletter subscription')}
      aria-labelledby={labelledBy}
    >
      <div className={layout.form}>
        <div className="min-w-0 flex-1">
          <label
            htmlFor={`${id}-email`}
            className={label ? 'mb-2 block text-sm font-semibold' : 'sr-only'}
          >
            {label ?? 'Email address'}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            placeholder={placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={cn(
              'text-ink placeholder:text-muted w-full',
              layout.input,
              tone === 'inverse' &&
                variant === 'underline' &&
                'text-white placeholder:text-white/70',
            )}
            {...register('email')}
          />
        </div>
        <button
          type="submit"
          disabled={isSubmitting}
          className={cn(
            layout.button,
            tone === 'inverse' && variant === 'underline' && 'text-white!',
          )}
        >
          {isSubmitting ? 'Sending…' : buttonLabel}
        </button>
      </div>
      <FieldError id={`${id}-error`} message={error} tone={tone} />
      <div aria-live="polite">
        {status === 'success' && (
          <p
            className={cn(
              'mt-3 text-sm font-medium',
              tone === 'inverse' ? 'text-emerald-200' : 'text-emerald-700',
            )}
          >
            {messages.subscribeSuccess}
          </p>
        )}
      </div>
    </form>
  );
}
