import { errorAria, FormField, FormStatus, SubmitCell } from '~/components/forms/form-field.tsx';
import { formMessages, tooManyRequestsText } from '~/components/forms/form-messages.ts';
import type { FormBinding } from '~/components/forms/form-binding.ts';
import type { SendStatus } from '~/components/forms/use-send-form.ts';
import { cn } from '~/components/ui/cn.ts';
import { ContactConsent } from './contact-consent.tsx';
import { contactLooks, type ContactFormVariant } from './contact-form-looks.ts';
import type { ContactFormValues } from './contact-form-schema.ts';

/** The contact form's state as its markup reads it. */
export interface ContactBinding extends FormBinding<keyof ContactFormValues> {
  status: SendStatus;
  /** The server's wait in seconds after a 429, when it gave one. */
  retryAfter?: number;
}

/** The one-line fields, in order (the message and the consent follow). */
const lineFields = [
  { name: 'name', label: 'Your name *', type: undefined, autoComplete: 'name' },
  { name: 'email', label: 'Email address *', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
] as const;

export interface ContactFormViewProps {
  id: string;
  binding: ContactBinding;
  variant: ContactFormVariant;
  buttonLabel: string;
  successMessage: string;
  label: string;
  className?: string;
}

/** The contact form's markup. */
export function ContactFormView({
  id,
  binding,
  variant,
  buttonLabel,
  successMessage,
  label,
  className,
}: ContactFormViewProps) {
  const look = contactLooks[variant];
  const { errorOf, field: control, status } = binding;
  const placeholder = (text: string) => (variant === 'pill' ? text : undefined);

  return (
    <form
      noValidate
      onSubmit={(event) => void binding.submit(event)}
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
              {...control(field.name)}
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
            {...control('message')}
          />
        </FormField>
        <ContactConsent
          id={`${id}-consent`}
          error={errorOf('consent')}
          className={look.wide}
          control={control('consent')}
        />
        <SubmitCell look={look} busy={binding.busy} label={buttonLabel} />
      </div>
      <FormStatus>
        {status === 'success' && <p className="text-success">{successMessage}</p>}
        {status === 'error' && <p className="text-danger">{formMessages.sendFailed}</p>}
        {status === 'rate-limited' && (
          <p className="text-danger">{tooManyRequestsText(binding.retryAfter)}</p>
        )}
      </FormStatus>
    </form>
  );
}
