import type { BookingKind } from '@contrail/contracts';
import type { VenueRules } from '@contrail/contracts/booking-rules';
import { useId } from 'react';
import { useHydrated } from '~/lib/use-hydrated.ts';
import type { BookingChoice } from './booking-control.tsx';
import { useBookingForm } from './booking-form-logic.tsx';
import { defaultButton, defaultLabel, type BookingFormVariant } from './booking-form-looks.ts';
import { BookingFormView } from './booking-form-view.tsx';

export type { BookingKind };
export type { BookingFormVariant, BookingChoice };

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
 * A booking: a table, a stay, an appointment or a trip, plus who books. It offers only the days, times and
 * counts the venue's rules allow (in the venue's time zone) and checks them with the contract's schemas,
 * posts `{ kind, venue: id, ... }` to POST /api/booking; the server's per-field messages show under their
 * fields and a failure keeps what the visitor typed.
 */
export function BookingForm({
  venue,
  variant = 'stacked',
  labels = {},
  defaultCount = 2,
  buttonLabel = defaultButton[venue.kind],
  label = defaultLabel[venue.kind],
  now = systemClock,
  className,
}: BookingFormProps) {
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
      buttonLabel={buttonLabel}
      label={label}
      // The clock only after hydration: the prerendered HTML must not depend on the build's date.
      clock={hydrated ? now() : undefined}
      className={className}
    />
  );
}
