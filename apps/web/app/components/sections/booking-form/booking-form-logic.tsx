import type { BookingKind } from '@contrail/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { shownErrors } from '~/components/forms/form-field.tsx';
import { handedValues, liveForm, type HandOver } from '~/components/forms/lazy-form.tsx';
import { lazyResolver } from '~/components/forms/lazy-resolver.ts';
import { successStatusMs } from '~/components/forms/use-send-form.ts';
import { apiFetch, ApiRequestError } from '~/lib/http.ts';
import type { BookingValues } from './booking-control.tsx';
import { allBookingFields, emptyBooking } from './booking-form-fields.ts';
import { loadBookingChecks } from './booking-form-checks.ts';
import type { BookingBinding, BookingStatus } from './booking-form-view.tsx';

// The booking form's code (react-hook-form, state, sending): a chunk of its own, loaded on the form's first
// interaction (booking-form.tsx); zod, the contract's schemas and the answer's check
// (booking-form-schema.ts) are a chunk of their own, loaded alongside.

/** What the loaded form needs of the booking form's props. */
export interface BookingLogicProps {
  kind: BookingKind;
  venue: string;
  defaultCount: number;
  now: () => Date;
}

function useBookingForm(
  { kind, venue, defaultCount, now }: BookingLogicProps,
  handOver: HandOver,
): BookingBinding {
  const [status, setStatus] = useState<BookingStatus>({ state: 'idle' });
  const resolver = useMemo(
    () =>
      lazyResolver<BookingValues>(() =>
        loadBookingChecks().then((m) => m.bookingResolver(kind, now)),
      ),
    [kind, now],
  );
  const fields = allBookingFields(kind);
  const defaults = emptyBooking(kind, defaultCount);
  const { register, handleSubmit, reset, setError, formState } = useForm<BookingValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: handedValues(defaults, handOver),
  });

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
        body: { kind, venue, ...values },
      });
      const reference = (await loadBookingChecks()).bookingReference(data);
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
      options?.valueAsNumber ? register(name, { valueAsNumber: true }) : register(name),
    errorOf: shownErrors(formState),
    busy: formState.isSubmitting,
    submit,
    status,
  };
}

/** The loaded booking form (lazy-form.tsx `liveForm`). */
export const LiveBookingForm = liveForm(useBookingForm);
