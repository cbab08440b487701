import { errorAria } from '~/components/forms/form-field.tsx';
import type { FormBinding } from '~/components/forms/form-binding.ts';
import { cn } from '~/components/ui/cn.ts';
import type { BookingChoice } from '@contrail/contracts/booking-rules';
import { useBookingText, type BookingFieldSpec } from './booking-form-fields.ts';
import type { Look } from './booking-form-looks.ts';
import { offerTexts, type FieldOffer } from './booking-offer.ts';

export type { BookingChoice };

export type BookingValues = Record<string, string | number>;

interface BookingControlProps {
  field: BookingFieldSpec;
  fieldId: string;
  error: string | undefined;
  look: Look;
  /** The props of a named control (react-hook-form's `register` once the form's code is in). */
  control: FormBinding['field'];
  /** What the control offers now (booking-offer.ts): date range, options, count limits. */
  offer: FieldOffer;
  /** The field's start value (counts). */
  defaultValue: string | number | undefined;
}

/** The control of one booking field: a date, time (or slot select), count, choice, text or notes. */
export function BookingControl({
  field,
  fieldId,
  error,
  look,
  control,
  offer,
  defaultValue,
}: BookingControlProps) {
  const booking = useBookingText();
  const placeholder = offer.placeholder === offerTexts.noTimes ? booking.noTimes : booking.choose;
  const common = {
    id: fieldId,
    className: look.input,
    'aria-required': field.required || undefined,
    ...errorAria(fieldId, error),
    autoComplete: field.autoComplete,
  };
  const options = (values: readonly BookingChoice[]) => (
    <select {...common} {...control(field.name)}>
      <option value="">{placeholder}</option>
      {values.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
  switch (field.type) {
    case 'date':
      // `min`/`max` only after hydration: the prerendered HTML must not depend on the build's date.
      return (
        <input type="date" min={offer.min} max={offer.max} {...common} {...control(field.name)} />
      );
    case 'time':
      return offer.options ? (
        options(offer.options)
      ) : (
        <input type="time" {...common} {...control(field.name)} />
      );
    case 'count':
      return (
        <input
          type="number"
          inputMode="numeric"
          min={offer.min}
          max={offer.max}
          step={1}
          // In the prerendered HTML too (react-hook-form fills the field only once its code runs).
          defaultValue={defaultValue}
          {...common}
          {...control(field.name, { valueAsNumber: true })}
        />
      );
    case 'choice':
      return offer.options ? (
        options(offer.options)
      ) : (
        <input type="text" {...common} {...control(field.name)} />
      );
    case 'textarea':
      return (
        <textarea
          rows={3}
          {...common}
          className={cn(look.input, 'resize-y')}
          {...control(field.name)}
        />
      );
    default:
      return <input type={field.type} {...common} {...control(field.name)} />;
  }
}
