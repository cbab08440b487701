import type { BookingKind } from '@contrail/contracts';
import { countLimits, type VenueRules } from '@contrail/contracts/booking-rules';
import { FormField, FormStatus, SubmitCell } from '~/components/forms/form-field.tsx';
import { tooManyRequestsText } from '~/components/forms/form-messages.ts';
import type { FormBinding } from '~/components/forms/form-binding.ts';
import { cn } from '~/components/ui/cn.ts';
import { BookingControl } from './booking-control.tsx';
import { allBookingFields, emptyBooking, useBookingText } from './booking-form-fields.ts';
import { looks, type BookingFormVariant } from './booking-form-looks.ts';
import { bookingOffer } from './booking-offer.ts';

/** Where a booking's send stands. */
export type BookingStatus =
  | { state: 'idle' }
  | { state: 'success'; reference: string }
  | { state: 'failed' | 'fields' }
  /** Rate limited (429): `retryAfter` is the server's wait in seconds, when it gave one. */
  | { state: 'busy'; retryAfter?: number };

/** The booking form's state as its markup reads it. */
export interface BookingBinding extends FormBinding {
  status: BookingStatus;
  /** The form's current values: what the offer of the other fields follows. */
  values: Readonly<Record<string, unknown>>;
}

export interface BookingFormViewProps {
  id: string;
  binding: BookingBinding;
  kind: BookingKind;
  venue: VenueRules;
  variant: BookingFormVariant;
  labels: Partial<Record<string, string>>;
  defaultCount: number;
  buttonLabel: string;
  label: string;
  /** The visitor's clock once hydrated, else undefined (the offer then depends on the rules alone). */
  clock: Date | undefined;
  className?: string;
}

/** The booking form's markup. */
export function BookingFormView({
  id,
  binding,
  kind,
  venue,
  variant,
  labels,
  defaultCount,
  buttonLabel,
  label,
  clock,
  className,
}: BookingFormViewProps) {
  // English is the fields' and rules' own text; another language's catalogue has its own.
  const texts = useBookingText();
  const look = looks[variant];
  const fields = allBookingFields(kind);
  const defaults = emptyBooking(kind, defaultCount, countLimits(venue));
  const offer = bookingOffer(venue, binding.values, clock);
  const { status, errorOf } = binding;
  const statusText =
    status.state === 'success'
      ? texts.success(status.reference)
      : status.state === 'busy'
        ? tooManyRequestsText(status.retryAfter)
        : status.state === 'idle'
          ? undefined
          : texts[status.state];

  return (
    <form
      noValidate
      onSubmit={(event) => void binding.submit(event)}
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
                  {labels[field.name] ?? texts.labels?.[field.name] ?? field.label}
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
                control={binding.field}
                offer={offer[field.name] ?? {}}
                defaultValue={defaults[field.name]}
              />
            </FormField>
          ))}
        <SubmitCell look={look} busy={binding.busy} label={buttonLabel} />
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
