import type { UseFormRegister } from 'react-hook-form';
import { errorAria } from '~/components/forms/form-field.tsx';
import { cn } from '~/components/ui/cn.ts';
import type { BookingFieldSpec } from './booking-form-fields.ts';
import type { Look } from './booking-form-looks.ts';

/** An option of the kind's choice field (room type, service or destination). */
export interface BookingChoice {
  value: string;
  label: string;
}

export type BookingValues = Record<string, string | number>;

interface BookingControlProps {
  field: BookingFieldSpec;
  fieldId: string;
  error: string | undefined;
  look: Look;
  register: UseFormRegister<BookingValues>;
  /** Today as YYYY-MM-DD once hydrated (the earliest date), else undefined. */
  today: string | undefined;
  choices?: readonly BookingChoice[];
  timeSlots?: readonly string[];
  /** The field's start value (counts). */
  defaultValue: string | number | undefined;
}

/** The control of one booking field: a date, time (or slot select), count, choice, text or notes. */
export function BookingControl({
  field,
  fieldId,
  error,
  look,
  register,
  today,
  choices,
  timeSlots,
  defaultValue,
}: BookingControlProps) {
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
          defaultValue={defaultValue}
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
