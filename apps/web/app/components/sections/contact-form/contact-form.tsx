import { messages } from '@contrail/contracts/messages';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  errorAria,
  FormField,
  FormStatus,
  shownErrors,
  SubmitCell,
} from '~/components/forms/form-field.tsx';
import { formMessages } from '~/components/forms/form-messages.ts';
import { lazyResolver } from '~/components/forms/lazy-resolver.ts';
import { useSendForm } from '~/components/forms/use-send-form.ts';
import { cn } from '~/components/ui/cn.ts';
import { ContactConsent } from './contact-consent.tsx';
import { contactLooks, type ContactFormVariant } from './contact-form-looks.ts';
import type { ContactFormValues } from './contact-form-schema.ts';

export type { ContactFormVariant };

// zod and the schema load with the first focus or check, not with the page.
const resolver = lazyResolver<ContactFormValues>(() =>
  import('./contact-form-schema.ts').then((module) => module.contactResolver),
);

/** The one-line fields, in order (the message and the consent follow). */
const lineFields = [
  { name: 'name', label: 'Your name *', type: undefined, autoComplete: 'name' },
  { name: 'email', label: 'Email address *', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
] as const;

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
  const { register, handleSubmit, reset, formState } = useForm<ContactFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { name: '', email: '', phone: '', message: '', consent: false },
  });
  const look = contactLooks[variant];

  const onSubmit = handleSubmit(async (values) => {
    if (await send({ kind: 'contact', ...values })) reset();
  });
  const errorOf = shownErrors(formState);
  const placeholder = (text: string) => (variant === 'pill' ? text : undefined);

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={resolver.preload}
      aria-label={label}
      className={cn(look.form, className)}
    >
      <div className={look.grid}>
        {lineFields.map((field) => (
          <FormField
            key={field.name}
            id={`${id}-${field.name}`}
            label={field.label}
            labelClassName={look.label}
            error={errorOf(field.name)}
          >
            <input
              id={`${id}-${field.name}`}
              type={field.type}
              autoComplete={field.autoComplete}
              placeholder={placeholder(field.label)}
              className={look.input}
              {...errorAria(`${id}-${field.name}`, errorOf(field.name))}
              {...register(field.name)}
            />
          </FormField>
        ))}
        <FormField
          id={`${id}-message`}
          label="Your message *"
          labelClassName={look.label}
          error={errorOf('message')}
          className={look.wide}
        >
          <textarea
            id={`${id}-message`}
            rows={5}
            placeholder={placeholder('Your message *')}
            className={cn(look.input, 'resize-y')}
            {...errorAria(`${id}-message`, errorOf('message'))}
            {...register('message')}
          />
        </FormField>
        <ContactConsent
          id={`${id}-consent`}
          error={errorOf('consent')}
          className={look.wide}
          registration={register('consent')}
        />
        <SubmitCell look={look} busy={formState.isSubmitting} label={buttonLabel} />
      </div>
      <FormStatus>
        {status === 'success' && <p className="text-success">{successMessage}</p>}
        {status === 'error' && <p className="text-danger">{formMessages.sendFailed}</p>}
      </FormStatus>
    </form>
  );
}
