import type { BookingKind } from '@contrail/contracts';
import { countLimits, type VenueRules } from '@contrail/contracts/booking-rules';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { shownErrors } from '~/components/forms/form-field.tsx';
import { successStatusMs } from '~/components/forms/use-send-form.ts';
import { apiFetch, ApiRequestError } from '~/lib/http.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import type { BookingValues } from './booking-control.tsx';
import {
  allBookingFields,
  dependentFields,
  emptyBooking,
  useBookingText,
} from './booking-form-fields.ts';
import { bookingReference, bookingResolver } from './booking-form-schema.ts';
import { defaultButton, defaultLabel, type BookingFormVariant } from './booking-form-looks.ts';
import { BookingFormView, type BookingBinding, type BookingStatus } from './booking-form-view.tsx';

/** What the form's state needs of the booking form's props. */
export interface BookingLogicProps {
  venue: VenueRules;
  defaultCount: number;
  now: () => Date;
}

/** The booking form's state (react-hook-form, zod) and sending, as its view reads them. */
export function useBookingForm({ venue, defaultCount, now }: BookingLogicProps): BookingBinding {
  const { kind } = venue;
  const [status, setStatus] = useState<BookingStatus>({ state: 'idle' });
  const resolver = useMemo(() => bookingResolver(venue, now), [venue, now]);
  const fields = allBookingFields(kind);
  const defaults = emptyBooking(kind, defaultCount, countLimits(venue));
  const { register, handleSubmit, reset, setError, formState, control, trigger, getValues } =
    useForm<BookingValues>({
      resolver,
      mode: 'onTouched',
      defaultValues: defaults,
    });
  // The offer (days, times, counts) follows the values; a field checked against another is checked again
  // when that one changes (the time against a new date, the guests against a new room).
  const current = useWatch({ control });
  const recheck = (name: string) => {
    // Its message shows once that field was touched or a submit tried (shownErrors), as any other.
    const filled = (dependentFields[name] ?? []).filter((other) => getValues(other) !== '');
    if (filled.length > 0) void trigger(filled);
  };

  useEffect(() => {
    if (status.state !== 'success') return;
    const timer = window.setTimeout(() => setStatus({ state: 'idle' }), successStatusMs);
    return () => window.clearTimeout(timer);
  }, [status]);

  const submit = handleSubmit(async (values) => {
    setStatus({ state: 'idle' });
    try {
      const { data } = await apiFetch('booking', {
        method: 'POST',
        body: { kind, venue: venue.id, ...values },
      });
      const reference = bookingReference(data);
      if (reference !== undefined) {
        reset(defaults);
        setStatus({ state: 'success', reference });
        return;
      }
      console.warn('booking: unexpected answer', data);
    } catch (error) {
      console.warn('booking failed', error);
      if (error instanceof ApiRequestError) {
        if (error.status === 429)
          return setStatus({ state: 'busy', retryAfter: error.retryAfterSeconds });
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

  return {
    field: (name, options) =>
      register(name, {
        valueAsNumber: options?.valueAsNumber,
        onChange: dependentFields[name] ? () => recheck(name) : undefined,
      }),
    values: current,
    errorOf: shownErrors(formState),
    busy: formState.isSubmitting,
    submit,
    status,
  };
}

const systemClock = () => new Date();

export interface BookingFormProps {
  /**
   * The business and its booking rules (`@contrail/contracts/venues/<demo>`): what it books, its services,
   * rooms or destinations, and the days and times it takes. The form offers only what they allow; the server
   * checks the same rules, looked up by the venue's id.
   */
  venue: VenueRules;
  variant?: BookingFormVariant;
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
 * The booking form with its code (booking-form.tsx loads it as a chunk of its own). A booking: a table, a stay, an appointment or a trip, plus who books. It offers only the days, times and
 * counts the venue's rules allow (in the venue's time zone) and checks them with the contract's schemas,
 * posts `{ kind, venue: id, ... }` to POST /api/booking; the server's per-field messages show under their
 * fields and a failure keeps what the visitor typed.
 */
export function LiveBookingForm({
  venue,
  variant = 'stacked',
  labels = {},
  defaultCount = 2,
  buttonLabel,
  label,
  now = systemClock,
  className,
}: BookingFormProps) {
  const booking = useBookingText();
  const id = useId();
  const hydrated = useHydrated();
  const kind: BookingKind = venue.kind;
  const binding = useBookingForm({ venue, defaultCount, now });
  return (
    <BookingFormView
      id={id}
      binding={binding}
      kind={kind}
      venue={venue}
      variant={variant}
      labels={labels}
      defaultCount={defaultCount}
      buttonLabel={buttonLabel ?? booking.buttons?.[venue.kind] ?? defaultButton[venue.kind]}
      label={label ?? booking.formLabels?.[venue.kind] ?? defaultLabel[venue.kind]}
      // The clock only after hydration: the prerendered HTML must not depend on the build's date.
      clock={hydrated ? now() : undefined}
      className={className}
    />
  );
}
