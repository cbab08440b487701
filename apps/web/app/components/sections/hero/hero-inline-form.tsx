import { useId, useState, type CSSProperties, type FormEvent } from 'react';
import { FieldError } from '~/components/forms/field-error.tsx';
import { formMessages, tooManyRequestsText } from '~/components/forms/form-messages.ts';
import { useSendForm } from '~/components/forms/use-send-form.ts';
import { buttonClasses } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';
import {
  fieldProblem,
  formProblems,
  sendBody,
  type HeroFormField,
  type HeroFormFieldName,
  type HeroFormValues,
} from './hero-form-rules.ts';

/** The hero's form: its heading, one to three fields, the button and small print. */
export interface HeroFormSpec {
  /** Heading of the form; also its accessible name. */
  title: string;
  /** One to three fields; the e-mail is always required. */
  fields: readonly HeroFormField[];
  button: string;
  /** Subject of the message the desk receives ("Call back request"). */
  subject: string;
  /** Small print under the button. */
  note?: string;
}

const inputTypes: Record<HeroFormFieldName, { type: string; autoComplete: string }> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  website: { type: 'url', autoComplete: 'url' },
};

/**
 * One to three fields checked in the browser without a validation library (the messages show under the
 * fields), posted to /api/send as a contact message. Success says the message was sent and clears the form;
 * a failure says so and keeps what the visitor typed. `bar`: one row, the heading for screen readers only.
 */
export function HeroInlineForm({ form, bar }: { form: HeroFormSpec; bar: boolean }) {
  const formId = useId();
  const { status, retryAfter, send } = useSendForm();
  const [values, setValues] = useState<HeroFormValues>({});
  const [problems, setProblems] = useState<HeroFormValues>({});
  const [checked, setChecked] = useState<Partial<Record<HeroFormFieldName, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);
  const { fields } = form;

  const check = (field: HeroFormField, value: string | undefined) =>
    setProblems((current) => ({ ...current, [field.name]: fieldProblem(field, value) }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = formProblems(fields, values);
    setProblems(found);
    setChecked(Object.fromEntries(fields.map((field) => [field.name, true])));
    const first = fields.find((field) => found[field.name]);
    if (first) {
      document.getElementById(`${formId}-${first.name}`)?.focus();
      return;
    }
    setSubmitting(true);
    const sent = await send(sendBody(form.subject, values));
    setSubmitting(false);
    if (sent) {
      setValues({});
      setChecked({});
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={`${formId}-title`}
      data-hero-form
      className={cn(
        'text-ink rounded-card bg-card shadow-2xl ring-1 ring-black/5',
        bar ? 'mx-auto mt-10 max-w-4xl p-3 text-start sm:p-4' : 'p-6 sm:p-9',
      )}
    >
      <h2
        id={`${formId}-title`}
        className={cn('font-display text-2xl font-bold', bar && 'sr-only')}
      >
        {form.title}
      </h2>
      <div
        className={cn(
          bar
            ? 'grid gap-3 md:grid-cols-[repeat(var(--fields),minmax(0,1fr))_auto]'
            : 'mt-6 grid gap-5',
        )}
        style={{ '--fields': fields.length } as CSSProperties}
      >
        {fields.map((field) => {
          const problem = checked[field.name] ? problems[field.name] : undefined;
          const inputId = `${formId}-${field.name}`;
          return (
            <div key={field.name}>
              <label
                htmlFor={inputId}
                className={cn(bar ? 'sr-only' : 'mb-2 block text-sm font-semibold')}
              >
                {field.label}
                {field.name === 'email' || field.required ? ' *' : ''}
              </label>
              <input
                id={inputId}
                name={field.name}
                {...inputTypes[field.name]}
                placeholder={field.placeholder}
                value={values[field.name] ?? ''}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${inputId}-error` : undefined}
                onChange={(event) => {
                  const value = event.target.value;
                  setValues((current) => ({ ...current, [field.name]: value }));
                  if (checked[field.name]) check(field, value);
                }}
                onBlur={(event) => {
                  if (event.target.value === '' && !checked[field.name]) return;
                  setChecked((current) => ({ ...current, [field.name]: true }));
                  check(field, event.target.value);
                }}
                className="border-line bg-surface placeholder:text-muted text-ink w-full rounded-md border px-4 py-3.5"
              />
              <FieldError id={`${inputId}-error`} message={problem} />
            </div>
          );
        })}
        <button
          type="submit"
          disabled={submitting}
          className={buttonClasses({
            size: 'lg',
            className: cn('w-full', bar ? 'md:self-start md:px-7' : 'mt-1'),
          })}
        >
          {submitting ? 'Sending…' : form.button}
        </button>
      </div>
      {form.note && (
        <p className={cn('text-muted mt-4 text-sm', bar && 'px-1 text-center md:text-start')}>
          {form.note}
        </p>
      )}
      <div aria-live="polite" className="text-sm font-semibold">
        {status === 'success' && (
          <p className="mt-4 rounded-md bg-emerald-50 px-4 py-3 text-emerald-800">
            {formMessages.contactSent}
          </p>
        )}
        {(status === 'error' || status === 'rate-limited') && (
          <p className="mt-4 rounded-md bg-red-50 px-4 py-3 text-red-800">
            {status === 'error' ? formMessages.sendFailed : tooManyRequestsText(retryAfter)}
          </p>
        )}
      </div>
    </form>
  );
}
