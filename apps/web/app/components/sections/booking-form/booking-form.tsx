import type { BookingKind } from '@contrail/contracts';
import { useId } from 'react';
import { formCode, LazyForm } from '~/components/forms/lazy-form.tsx';
import { useHydrated } from '~/lib/use-hydrated.ts';
import type { BookingChoice } from './booking-control.tsx';
import { loadBookingChecks } from './booking-form-checks.ts';
import type { BookingLogicProps } from './booking-form-logic.tsx';
import { defaultButton, defaultLabel, type BookingFormVariant } from './booking-form-looks.ts';
import { BookingFormView, type BookingBinding } from './booking-form-view.tsx';

export type { BookingKind };
export type { BookingFormVariant, BookingChoice };

const systemClock = () => new Date();
const twoDigits = (n: number) => String(n).padStart(2, '0');
const isoDate = (date: Date) =>
  `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;

// react-hook-form, the form's state and sending load with its first interaction; zod, the contract's
// schemas and the answer's check alongside. The page's first load carries only the markup.
const code = formCode<BookingLogicProps, BookingBinding>(() => {
  void loadBookingChecks();
  return import('./booking-form-logic.tsx').then((module) => module.LiveBookingForm);
});

/** Loads the booking form's code (react-hook-form, the state, zod), once. */
export const loadBookingForm = code.load;

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
  const today = hydrated ? isoDate(now()) : undefined;
  return (
    <LazyForm
      code={code}
      props={{ kind, venue, defaultCount, now }}
      idle={{ status: { state: 'idle' } }}
    >
      {(binding, firstPaint) => (
        <BookingFormView
          id={id}
          binding={binding}
          firstPaint={firstPaint}
          kind={kind}
          variant={variant}
          choices={choices}
          timeSlots={timeSlots}
          labels={labels}
          defaultCount={defaultCount}
          buttonLabel={buttonLabel}
          label={label}
          today={today}
          className={className}
        />
      )}
    </LazyForm>
  );
}
