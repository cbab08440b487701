import { formatDate, type BookingRequest } from '@contrail/contracts';

// The guest's acknowledgement in their language (the page's, sent as Accept-Language); the desk's mail stays
// in English, the desk's language. Dates are spelled out with Intl for the language.

export interface AcknowledgementTexts {
  /** Intl's tag for the dates. */
  tag: string;
  kinds: Record<BookingRequest['kind'], string>;
  labels: {
    reference: string;
    venue: string;
    date: string;
    time: string;
    party: string;
    checkIn: string;
    checkOut: string;
    guests: string;
    room: string;
    service: string;
    destination: string;
    departure: string;
    return: string;
    travellers: string;
  };
  guests: (count: number) => string;
  intro: (kind: string, venue: string) => string;
  outro: (venue: string) => string[];
  subject: (venue: string, id: string) => string;
}

/** The acknowledgement in English (the other languages: i18n/messages.*.ts). */
export const acknowledgementEn: AcknowledgementTexts = {
  tag: 'en-GB',
  kinds: {
    table: 'Table booking',
    stay: 'Stay booking',
    appointment: 'Appointment',
    trip: 'Trip booking',
  },
  labels: {
    reference: 'Reference',
    venue: 'Venue',
    date: 'Date',
    time: 'Time',
    party: 'Party',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    guests: 'Guests',
    room: 'Room',
    service: 'Service',
    destination: 'Destination',
    departure: 'Departure',
    return: 'Return',
    travellers: 'Travellers',
  },
  guests: (n) => `${n} ${n === 1 ? 'guest' : 'guests'}`,
  intro: (kind, venue) => `We have received your ${kind.toLowerCase()} request for ${venue}.`,
  outro: (venue) => [
    `This is not yet a confirmation: ${venue} will confirm your booking by e-mail.`,
    'If you did not make this request, you can ignore this message; nothing is booked until it is confirmed.',
  ],
  subject: (venue, id) => `Your booking request at ${venue} (${id})`,
};

/** '2026-12-05' spelled out in a language (Saturday 5 December 2026, Samstag, 5. Dezember 2026…). */
export function spelledDate(iso: string, tag: string): string {
  // English as the booking rules write it (the desk's mail and the rules' messages alike).
  if (tag.startsWith('en')) return formatDate(iso);
  const [y = 1970, m = 1, d = 1] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: 'UTC' }).format(
    Date.UTC(y, m - 1, d, 12),
  );
}
