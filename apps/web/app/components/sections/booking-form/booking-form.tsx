import type { BookingKind } from '@contrail/contracts';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiFetch, ApiRequestError } from '~/lib/http.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { FormField, FormStatus, shownErrors, SubmitCell } from '~/components/forms/form-field.tsx';
import { lazyResolver } from '~/components/forms/lazy-resolver.ts';
import { successStatusMs } from '~/components/forms/use-send-form.ts';
import { cn } from '~/components/ui/cn.ts';
import { BookingControl, type BookingChoice, type BookingValues } from './booking-control.tsx';
import {
  defaultButton,
  defaultLabel,
  looks,
  type BookingFormVariant,
} from './booking-form-looks.ts';
import type * as BookingChecks from './booking-form-schema.ts';
import { allBookingFields, bookingFormMessages, emptyBooking } from './booking-form-fields.ts';

export type { BookingKind };
export type { BookingFormVariant, BookingChoice };
type Status =
  | { state: 'idle' }
  | { state: 'success'; reference: string }
  | { state: 'failed' | 'fields' | 'busy' };

const systemClock = () => new Date();

// zod, the contract's schemas and the answer's check load with the form's first focus or check, not with the page.
let checks: Promise<typeof BookingChecks> | undefined;
const loadChecks = () => (checks ??= import('./booking-form-schema.ts'));
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
  now = systemClock,
  className,
}: BookingFormProps) {
  const id = useId();
  const hydrated = useHydrated();
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const resolver = useMemo(
    () => lazyResolver<BookingValues>(() => loadChecks().then((m) => m.bookingResolver(kind, now))),
    [kind, now],
  );
  const fields = allBookingFields(kind);
  const defaults = emptyBooking(kind, defaultCount);
  const { register, handleSubmit, reset, setError, formState } = useForm<BookingValues>({
    resolver,
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
      const reference = (await loadChecks()).bookingReference(data);
      if (reference !== undefined) {
        reset();
        setStatus({ state: 'success', reference });
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
      onFocus={resolver.preload}
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
              className={field.type === 'textarea' ? look.wide : undefined}
            >
              <BookingControl
                field={field}
                fieldId={`${id}-${field.name}`}
                error={errorOf(field.name)}
                look={look}
                register={register}
                today={today}
                choices={choices}
                timeSlots={timeSlots}
                defaultValue={defaults[field.name]}
              />
            </FormField>
          ))}
        <SubmitCell look={look} busy={formState.isSubmitting} label={buttonLabel} />
      </div>
      <FormStatus>
        {statusText && (
          <p className={status.state === 'success' ? 'text-success' : 'text-danger'}>
            {statusText}
          </p>
        )}
      </FormStatus>
    </form>
  );
}
