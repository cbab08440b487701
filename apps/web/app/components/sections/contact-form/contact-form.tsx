import { messages } from '@contrail/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FieldError } from '~/components/forms/field-error.tsx';
import { useSendForm } from '~/components/forms/use-send-form.ts';
import { buttonClasses } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';
import {
  contactFormSchema,
  contactMessages,
  type ContactFormValues,
} from './contact-form-schema.ts';

export type ContactFormVariant = 'stacked' | 'grid' | 'underline' | 'boxed' | 'pill';

interface Look {
  form: string;
  grid: string;
  wide: string;
  label: string;
  input: string;
  button: string;
}

const field = 'w-full text-ink placeholder:text-muted';
const looks: Record<ContactFormVariant, Look> = {
  stacked: {
    form: '',
    grid: 'grid gap-5',
    wide: '',
    label: 'mb-2 block text-sm font-semibold',
    input: cn(field, 'rounded-md border border-line bg-white px-4 py-3'),
    button: buttonClasses({ size: 'lg', className: 'w-full' }),
  },
  grid: {
    form: '',
    grid: 'grid gap-5 md:grid-cols-3',
    wide: 'md:col-span-3',
    label: 'mb-2 block text-sm font-semibold',
    input: cn(field, 'rounded-md border border-line bg-surface-alt px-4 py-3'),
    button: buttonClasses({ size: 'lg' }),
  },
  underline: {
    form: '',
    grid: 'grid gap-x-8 gap-y-6 md:grid-cols-3',
    wide: 'md:col-span-3',
    label: 'block text-xs font-bold uppercase tracking-widest text-muted',
    input: cn(field, 'border-0 border-b-2 border-line bg-transparent px-0 py-3 focus:border-brand'),
    button: buttonClasses({ variant: 'dark', size: 'lg', shape: 'pill' }),
  },
  boxed: {
    form: 'rounded-card bg-surface p-6 shadow-xl sm:p-10',
    grid: 'grid gap-5 sm:grid-cols-2',
    wide: 'sm:col-span-2',
    label: 'mb-2 block text-sm font-semibold',
    input: cn(field, 'rounded-md border border-line bg-white px-4 py-3'),
    button: buttonClasses({ variant: 'gradient', size: 'lg', className: 'w-full' }),
  },
  pill: {
    form: '',
    grid: 'grid gap-5 sm:grid-cols-2',
    wide: 'sm:col-span-2',
    label: 'sr-only',
    input: cn(field, 'rounded-3xl border border-line bg-white px-6 py-3.5'),
    button: buttonClasses({ size: 'lg', shape: 'pill' }),
  },
};

export interface ContactFormProps {
  variant?: ContactFormVariant;
  buttonLabel?: string;
  /** Shown for 5 s after a successful send. */
  successMessage?: string;
  /** Accessible name of the form (give each form on a page its own). */
  label?: string;
  className?: string;
}

/** Name, e-mail, phone, message and consent; validated with the spec's messages, posted to /api/send. */
export function ContactForm({
  variant = 'stacked',
  buttonLabel = 'Send message',
  successMessage = messages.subscribeSuccess,
  label = 'Contact form',
  className,
}: ContactFormProps) {
  const id = useId();
  const { status, send } = useSendForm();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, touchedFields, isSubmitted, isSubmitting },
  } = useForm<ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', phone: '', message: '', consent: false },
  });
  const look = looks[variant];

  const onSubmit = handleSubmit(async (values) => {
    if (await send({ kind: 'contact', ...values })) reset();
  });
  const errorOf = (name: keyof ContactFormValues) =>
    (touchedFields[name] || isSubmitted) && errors[name] ? errors[name].message : undefined;
  const described = (name: keyof ContactFormValues) =>
    errorOf(name) ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` } : {};
  const placeholder = (text: string) => (variant === 'pill' ? text : undefined);

  return (
    <form noValidate onSubmit={onSubmit} aria-label={label} className={cn(look.form, className)}>
      <div className={look.grid}>
        <div>
          <label htmlFor={`${id}-name`} className={look.label}>
            Your name *
          </label>
          <input
            id={`${id}-name`}
            autoComplete="name"
            placeholder={placeholder('Your name *')}
            className={look.input}
            {...described('name')}
            {...register('name')}
          />
          <FieldError id={`${id}-name-error`} message={errorOf('name')} />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className={look.label}>
            Email address *
          </label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            placeholder={placeholder('Email address *')}
            className={look.input}
            {...described('email')}
            {...register('email')}
          />
          <FieldError id={`${id}-email-error`} message={errorOf('email')} />
        </div>
        <div>
          <label htmlFor={`${id}-phone`} className={look.label}>
            Phone number
          </label>
          <input
            id={`${id}-phone`}
            type="tel"
            autoComplete="tel"
            placeholder={placeholder('Phone number')}
            className={look.input}
            {...described('phone')}
            {...register('phone')}
          />
          <FieldError id={`${id}-phone-error`} message={errorOf('phone')} />
        </div>
        <div className={look.wide}>
          <label htmlFor={`${id}-message`} className={look.label}>
            Your message *
          </label>
          <textarea
            id={`${id}-message`}
            rows={5}
            placeholder={placeholder('Your message *')}
            className={cn(look.input, 'resize-y')}
            {...described('message')}
            {...register('message')}
          />
          <FieldError id={`${id}-message-error`} message={errorOf('message')} />
        </div>
        <div className={look.wide}>
          <div className="flex items-start gap-3">
            <input
              id={`${id}-consent`}
              type="checkbox"
              className="accent-brand mt-1 size-5 shrink-0"
              {...described('consent')}
              {...register('consent')}
            />
            <label htmlFor={`${id}-consent`} className="text-muted text-sm">
              I agree that my details are stored to answer this message, as described in the{' '}
              <a href="/privacy" className="text-brand underline underline-offset-2">
                privacy policy
              </a>
              .
            </label>
          </div>
          <FieldError id={`${id}-consent-error`} message={errorOf('consent')} />
        </div>
        <div className={look.wide}>
          <button type="submit" disabled={isSubmitting} className={look.button}>
            {isSubmitting ? 'Sending…' : buttonLabel}
          </button>
        </div>
      </div>
      <div aria-live="polite" className="mt-4 text-sm font-medium">
        {status === 'success' && <p className="text-emerald-700">{successMessage}</p>}
        {status === 'error' && <p className="text-red-700">{contactMessages.failed}</p>}
      </div>
    </form>
  );
}
