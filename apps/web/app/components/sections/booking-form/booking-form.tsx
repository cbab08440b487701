import { bookingResponseSchema, type BookingKind } from '@contrail/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { apiFetch, ApiRequestError } from '~/lib/http.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import {
  errorAria,
  FormField,
  FormStatus,
  shownErrors,
  SubmitCell,
  type FormLook,
} from '~/components/forms/form-field.tsx';
import { successStatusMs } from '~/components/forms/use-send-form.ts';
import { buttonClasses } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';
import { isInverseTone, Section, type SectionProps } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import {
  allBookingFields,
  bookingFormMessages,
  bookingFormSchema,
  emptyBooking,
  type BookingFieldSpec,
} from './booking-form-schema.ts';

export type { BookingKind };
export type BookingFormVariant = 'stacked' | 'grid' | 'bar' | 'boxed';

/** An option of the kind's choice field (room type, service or destination). */
export interface BookingChoice {
  value: string;
  label: string;
}

type BookingValues = Record<string, string | number>;
type Status =
  | { state: 'idle' }
  | { state: 'success'; reference: string }
  | { state: 'failed' | 'fields' | 'busy' };

interface Look extends FormLook {
  /** Whether the optional notes field shows (the bar keeps to one or two rows). */
  notes: boolean;
}

const input = 'w-full rounded-md border border-line bg-surface px-4 py-3 text-ink';
const looks: Record<BookingFormVariant, Look> = {
  stacked: {
    form: '',
    grid: 'grid gap-5',
    wide: '',
    label: 'mb-2 block text-sm font-semibold',
    input,
    button: buttonClasses({ size: 'lg', className: 'w-full' }),
    notes: true,
  },
  grid: {
    form: '',
    grid: 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3',
    wide: 'sm:col-span-2 lg:col-span-3',
    label: 'mb-2 block text-sm font-semibold',
    input,
    button: buttonClasses({ size: 'lg' }),
    notes: true,
  },
  bar: {
    form: 'rounded-card bg-surface p-5 text-ink shadow-xl',
    grid: 'grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-4',
    wide: 'sm:col-span-2 lg:col-span-4',
    label: 'mb-1 block text-xs font-bold tracking-widest text-muted uppercase',
    input: 'w-full rounded-md border border-line bg-surface-alt px-3 py-2.5 text-ink',
    button: buttonClasses({ size: 'lg', className: 'w-full' }),
    notes: false,
  },
  boxed: {
    form: 'rounded-card border border-line bg-surface p-6 text-ink shadow-xl sm:p-10',
    grid: 'grid gap-5 sm:grid-cols-2',
    wide: 'sm:col-span-2',
    label: 'mb-2 block text-sm font-semibold',
    input,
    button: buttonClasses({ variant: 'gradient', size: 'lg', className: 'w-full' }),
    notes: true,
  },
};

const defaultButton: Record<BookingKind, string> = {
  table: 'Book a table',
  stay: 'Book your stay',
  appointment: 'Book an appointment',
  trip: 'Request this trip',
};
const defaultLabel: Record<BookingKind, string> = {
  table: 'Table booking',
  stay: 'Room booking',
  appointment: 'Appointment booking',
  trip: 'Trip booking',
};

const systemClock = () => new Date();
const twoDigits = (n: number) => String(n).padStart(2, '0');
const isoDate = (date: Date) =>
  `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;

export interface BookingFormProps {
  kind: BookingKind;
  /** The business the booking is for (the desk's mail names it). */
  venue: string;
  variant?: BookingFormVariant;
  /** Options of the kind's choice (room types, services, destinations); without them a text field. */
  choices?: readonly BookingChoice[];
  /** Bookable times ('HH:MM') as a select; without them a time field. */
  timeSlots?: readonly string[];
  /** Visible labels by field name (`date`, `partySize`, `checkIn`, `roomType`, `name`, ...). */
  labels?: Partial<Record<string, string>>;
  /** Start value of the party size, guests or travellers. */
  defaultCount?: number;
  buttonLabel?: string;
  /** Accessible name of the form (give each form on a page its own). */
  label?: string;
  /** 'inverse' on a dark or brand background (error and status colours). */
  tone?: 'default' | 'inverse';
  /** The visitor's clock (tests inject one). */
  now?: () => Date;
  className?: string;
}

/**
 * A booking: a table, a stay, an appointment or a trip, plus who books. Checked in the browser with the
 * contract's rules (`@contrail/contracts` booking: required fields, limits, dates from today on, a second
 * date after the first), posted to POST /api/booking; the server's per-field messages show under their
 * fields and a failure keeps what the visitor typed.
 */
export function BookingForm({
  kind,
  venue,
  variant = 'stacked',
  choices,
  timeSlots,
  labels = {},
  defaultCount = 2,
  buttonLabel = defaultButton[kind],
  label = defaultLabel[kind],
  tone = 'default',
  now = systemClock,
  className,
}: BookingFormProps) {
  const id = useId();
  const hydrated = useHydrated();
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const schema = useMemo(() => bookingFormSchema(kind, now), [kind, now]);
  const fields = allBookingFields(kind);
  const defaults = emptyBooking(kind, defaultCount);
  const { register, handleSubmit, reset, setError, formState } = useForm<BookingValues>({
    // The schema is picked by `kind` at run time; its values are this form's string and number fields.
    resolver: zodResolver(schema) as unknown as Resolver<BookingValues>,
    mode: 'onTouched',
    defaultValues: defaults,
  });
  const look = looks[variant];

  useEffect(() => {
    if (status.state !== 'success') return;
    const timer = window.setTimeout(() => setStatus({ state: 'idle' }), successStatusMs);
    return () => window.clearTimeout(timer);
  }, [status]);

  const onSubmit = handleSubmit(async (values) => {
    setStatus({ state: 'idle' });
    try {
      const { data } = await apiFetch('booking', {
        method: 'POST',
        body: { kind, venue, ...values },
      });
      const answer = bookingResponseSchema.safeParse(data);
      if (answer.success) {
        reset();
        setStatus({ state: 'success', reference: answer.data.bookingId });
        return;
      }
      console.warn('booking: unexpected answer', data);
    } catch (error) {
      console.warn('booking failed', error);
      if (error instanceof ApiRequestError) {
        if (error.status === 429) return setStatus({ state: 'busy' });
        const own = Object.entries(error.fields ?? {}).filter(([name]) =>
          fields.some((field) => field.name === name),
        );
        if (error.status === 400 && own.length > 0) {
          for (const [name, message] of own) setError(name, { type: 'server', message });
          return setStatus({ state: 'fields' });
        }
      }
    }
    setStatus({ state: 'failed' });
  });

  const errorOf = shownErrors(formState);
  const today = hydrated ? isoDate(now()) : undefined;

  function control(field: BookingFieldSpec) {
    const fieldId = `${id}-${field.name}`;
    const error = errorOf(field.name);
    const common = {
      id: fieldId,
      className: look.input,
      'aria-required': field.required || undefined,
      ...errorAria(fieldId, error),
      autoComplete: field.autoComplete,
    };
    const options = (values: readonly BookingChoice[]) => (
      <select {...common} {...register(field.name)}>
        <option value="">Choose…</option>
        {values.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    );
    switch (field.type) {
      case 'date':
        // `min` only after hydration: the prerendered HTML must not depend on the build's date.
        return <input type="date" min={today} {...common} {...register(field.name)} />;
      case 'time':
        return timeSlots ? (
          options(timeSlots.map((slot) => ({ value: slot, label: slot })))
        ) : (
          <input type="time" {...common} {...register(field.name)} />
        );
      case 'count':
        return (
          <input
            type="number"
            inputMode="numeric"
            min={field.limits?.min}
            max={field.limits?.max}
            step={1}
            // In the prerendered HTML too (register fills the field only once the script runs).
            defaultValue={defaults[field.name]}
            {...common}
            {...register(field.name, { valueAsNumber: true })}
          />
        );
      case 'choice':
        return choices ? (
          options(choices)
        ) : (
          <input type="text" {...common} {...register(field.name)} />
        );
      case 'textarea':
        return (
          <textarea
            rows={3}
            {...common}
            className={cn(look.input, 'resize-y')}
            {...register(field.name)}
          />
        );
      default:
        return <input type={field.type} {...common} {...register(field.name)} />;
    }
  }

  const statusText =
    status.state === 'success'
      ? bookingFormMessages.success(status.reference)
      : status.state === 'idle'
        ? undefined
        : bookingFormMessages[status.state];

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
      data-kind={kind}
      data-variant={variant}
      className={cn(look.form, className)}
    >
      <div className={look.grid}>
        {fields
          .filter((field) => look.notes || field.name !== 'notes')
          .map((field) => (
            <FormField
              key={field.name}
              id={`${id}-${field.name}`}
              label={
                <>
                  {labels[field.name] ?? field.label}
                  {field.required && <span aria-hidden="true"> *</span>}
                </>
              }
              labelClassName={look.label}
              error={errorOf(field.name)}
              tone={tone}
              className={field.type === 'textarea' ? look.wide : undefined}
            >
              {control(field)}
            </FormField>
          ))}
        <SubmitCell look={look} busy={formState.isSubmitting} label={buttonLabel} />
      </div>
      <FormStatus>
        {statusText && (
          <p
            className={
              status.state === 'success'
                ? tone === 'inverse'
                  ? 'text-emerald-200'
                  : 'text-emerald-700'
                : tone === 'inverse'
                  ? 'text-amber-200'
                  : 'text-red-700'
            }
          >
            {statusText}
          </p>
        )}
      </FormStatus>
    </form>
  );
}

export interface BookingSectionProps extends SectionProps {
  heading?: { eyebrow?: string; title: string; lead?: string };
  form: BookingFormProps;
}

/** The booking form in a section of its own, under an optional heading. */
export function BookingSection({
  heading,
  form,
  width = 'narrow',
  ...section
}: BookingSectionProps) {
  const inverse = isInverseTone(section.tone);
  return (
    <Section width={width} {...section}>
      {heading && <SectionHeading {...heading} tone={inverse ? 'inverse' : 'default'} />}
      <BookingForm
        tone={inverse && form.variant !== 'boxed' && form.variant !== 'bar' ? 'inverse' : 'default'}
        {...form}
      />
    </Section>
  );
}
