import type { BookingKind } from '@contrail/contracts';
import { useMessages } from '~/i18n/i18n-context.tsx';
import type { ShellMessages } from '~/i18n/messages.ts';

// The form's fields, limits and texts: zod-free, so the form renders without the validation library
// (its checks, booking-form-schema.ts, load on the first focus or check).

/** The form's own texts in English (another language's come in its catalogue: useBookingText). */
export const bookingFormMessages = {
  failed: 'Sorry, your booking could not be sent. Please try again in a moment.',
  fields: 'Your booking was not sent: please check the marked fields.',
  success: (reference: string) =>
    `Thank you! Your booking request has been sent (reference ${reference}). We will confirm it by e-mail.`,
  choose: 'Choose…',
  noTimes: 'No times on this day',
} as const;

/** The form's texts in the page's language: the catalogue's (a translated page's), else the English above. */
export const useBookingText = (): NonNullable<ShellMessages['booking']> =>
  useMessages().booking ?? bookingFormMessages;

/** One control of the form. */
export interface BookingFieldSpec {
  name: string;
  type: 'date' | 'time' | 'count' | 'choice' | 'text' | 'email' | 'tel' | 'textarea';
  label: string;
  required: boolean;
  autoComplete?: string;
}

const contactFields: BookingFieldSpec[] = [
  { name: 'name', type: 'text', label: 'Your name', required: true, autoComplete: 'name' },
  { name: 'email', type: 'email', label: 'Email address', required: true, autoComplete: 'email' },
  { name: 'phone', type: 'tel', label: 'Phone number', required: false, autoComplete: 'tel' },
  { name: 'notes', type: 'textarea', label: 'Notes for us', required: false },
];

/** The booking's own fields per kind (before the contact fields), in the contract's names. */
export const bookingFields: Record<BookingKind, BookingFieldSpec[]> = {
  table: [
    { name: 'date', type: 'date', label: 'Date', required: true },
    { name: 'time', type: 'time', label: 'Time', required: true },
    {
      name: 'partySize',
      type: 'count',
      label: 'Party size',
      required: true,
    },
  ],
  stay: [
    { name: 'checkIn', type: 'date', label: 'Check-in', required: true },
    { name: 'checkOut', type: 'date', label: 'Check-out', required: true },
    {
      name: 'guests',
      type: 'count',
      label: 'Guests',
      required: true,
    },
    { name: 'roomType', type: 'choice', label: 'Room type', required: true },
  ],
  appointment: [
    { name: 'service', type: 'choice', label: 'Service', required: true },
    { name: 'date', type: 'date', label: 'Date', required: true },
    { name: 'time', type: 'time', label: 'Time slot', required: true },
  ],
  trip: [
    { name: 'destination', type: 'choice', label: 'Destination', required: true },
    { name: 'departDate', type: 'date', label: 'Departure', required: true },
    { name: 'returnDate', type: 'date', label: 'Return', required: true },
    {
      name: 'travellers',
      type: 'count',
      label: 'Travellers',
      required: true,
    },
  ],
};

export const allBookingFields = (kind: BookingKind) => [...bookingFields[kind], ...contactFields];

/** Empty values of a kind (counts start at `count`, clamped to the venue's limits). */
export function emptyBooking(
  kind: BookingKind,
  count: number,
  limits: { min: number; max: number },
): Record<string, string | number> {
  return Object.fromEntries(
    allBookingFields(kind).map((field) => [
      field.name,
      field.type === 'count' ? Math.min(Math.max(count, limits.min), limits.max) : '',
    ]),
  );
}

/** Fields whose check depends on another's value: revalidated when that one changes. */
export const dependentFields: Partial<Record<string, readonly string[]>> = {
  date: ['time'],
  service: ['date', 'time'],
  roomType: ['guests'],
  checkIn: ['checkOut'],
  departDate: ['returnDate'],
};
