import { errorAria } from '~/components/forms/form-field.tsx';
import type { FormBinding } from '~/components/forms/lazy-form.tsx';
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
  /** The props of a named control (react-hook-form's `register` once the form's code is in). */
  control: FormBinding['field'];
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
  control,
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
    <select {...common} {...control(field.name)}>
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
      return <input type="date" min={today} {...common} {...control(field.name)} />;
    case 'time':
      return timeSlots ? (
        options(timeSlots.map((slot) => ({ value: slot, label: slot })))
      ) : (
        <input type="time" {...common} {...control(field.name)} />
      );
    case 'count':
      return (
        <input
          type="number"
          inputMode="numeric"
          min={field.limits?.min}
          max={field.limits?.max}
          step={1}
          // In the prerendered HTML too (react-hook-form fills the field only once its code runs).
          defaultValue={defaultValue}
          {...common}
          {...control(field.name, { valueAsNumber: true })}
        />
      );
    case 'choice':
      return choices ? (
        options(choices)
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
