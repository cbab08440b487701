import type { BookingKind } from '@contrail/contracts';
import { lazyPart } from '~/shell/hydration.tsx';
import type { BookingChoice } from './booking-control.tsx';
import type { BookingFormProps } from './booking-form-live.tsx';
import type { BookingFormVariant } from './booking-form-looks.ts';

export type { BookingKind };
export type { BookingFormProps, BookingFormVariant, BookingChoice };

// The form's code (react-hook-form, zod, the contract's schemas) is a chunk of its own: prerendered with the
// page, loaded and hydrated as the page boots (not in its first-load JS). What a visitor does on the form
// before then is kept and played on the live form (shell/early-events.ts).

/** A booking form for a venue (booking-form-live.tsx `LiveBookingForm`: what it offers and sends). */
export const BookingForm = lazyPart(() =>
  import('./booking-form-live.tsx').then((m) => m.LiveBookingForm),
);
