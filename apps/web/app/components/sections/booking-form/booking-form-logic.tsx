import { countLimits, type VenueRules } from '@contrail/contracts/booking-rules';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { shownErrors } from '~/components/forms/form-field.tsx';
import { successStatusMs } from '~/components/forms/use-send-form.ts';
import { apiFetch, ApiRequestError } from '~/lib/http.ts';
import type { BookingValues } from './booking-control.tsx';
import { allBookingFields, dependentFields, emptyBooking } from './booking-form-fields.ts';
import { bookingReference, bookingResolver } from './booking-form-schema.ts';
import type { BookingBinding, BookingStatus } from './booking-form-view.tsx';

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
