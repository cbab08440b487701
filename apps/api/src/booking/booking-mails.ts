import { formatDate, type BookingRequest, type VenueRules } from '@contrail/contracts';
import type { DeskMail, VisitorMail } from '../mail/index.ts';
import { escapeHtml } from '../send/send-mails.ts';

const kindNames: Record<BookingRequest['kind'], string> = {
  table: 'Table booking',
  stay: 'Stay booking',
  appointment: 'Appointment',
  trip: 'Trip booking',
};

/** The booking's own fields as labelled rows, in the order a desk reads them. */
export function bookingRows(booking: BookingRequest): Array<[string, string]> {
  const people = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  switch (booking.kind) {
    case 'table':
      return [
        ['Date', booking.date],
        ['Time', booking.time],
        ['Party', people(booking.partySize, 'guest', 'guests')],
      ];
    case 'stay':
      return [
        ['Check-in', booking.checkIn],
        ['Check-out', booking.checkOut],
        ['Guests', String(booking.guests)],
        ['Room', booking.roomType],
      ];
    case 'appointment':
      return [
        ['Service', booking.service],
        ['Date', booking.date],
        ['Time', booking.time],
      ];
    case 'trip':
      return [
        ['Destination', booking.destination],
        ['Departure', booking.departDate],
        ['Return', booking.returnDate],
        ['Travellers', String(booking.travellers)],
      ];
  }
}

const table = (rows: Array<[string, string]>) =>
  `<table>${rows
    .map(
      ([k, v]) =>
        `<tr><th align="left" valign="top">${escapeHtml(k)}</th><td>${escapeHtml(v || '-').replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('')}</table>`;

/** The booking as a mail to the venue's desk, every field included; replies go to the guest. */
export function bookingToDesk(
  booking: BookingRequest,
  venue: VenueRules,
  id: string,
  desk: string,
): DeskMail {
  const rows: Array<[string, string]> = [
    ['Reference', id],
    ['Venue', venue.name],
    ...bookingRows(booking),
    ['Name', booking.name],
    ['E-mail', booking.email],
    ['Phone', booking.phone ?? ''],
    ['Notes', booking.notes ?? ''],
  ];
  const intro = `${kindNames[booking.kind]} ${id} from the ${venue.name} page.`;
  return {
    audience: 'desk',
    to: { address: desk },
    replyTo: { name: booking.name, address: booking.email },
    subject: `${kindNames[booking.kind]}: ${booking.name}, ${bookingRows(booking)
      .slice(0, 2)
      .map(([, v]) => v)
      .join(' ')} (${id})`,
    text: [intro, '', ...rows.map(([k, v]) => `${k}: ${v || '-'}`)].join('\n'),
    html: `<p>${escapeHtml(intro)}</p>${table(rows)}`,
  };
}

const dateFields = new Set(['Date', 'Check-in', 'Check-out', 'Departure', 'Return']);

/**
 * The guest's acknowledgement: the reference, what was asked for (the structured choices only, dates
 * spelled out) and that the venue will confirm. Nothing the sender typed goes into it (no name, no notes):
 * an address typed by someone else must not carry their words. Replies go to the venue's desk.
 */
export function bookingAcknowledgement(
  booking: BookingRequest,
  venue: VenueRules,
  id: string,
  desk: string,
): VisitorMail {
  const rows: Array<[string, string]> = [
    ['Reference', id],
    ['Venue', venue.name],
    ...bookingRows(booking).map(([k, v]): [string, string] => [
      k,
      dateFields.has(k) ? formatDate(v) : v,
    ]),
  ];
  const intro = `We have received your ${kindNames[booking.kind].toLowerCase()} request for ${venue.name}.`;
  const outro = [
    `This is not yet a confirmation: ${venue.name} will confirm your booking by e-mail.`,
    'If you did not make this request, you can ignore this message; nothing is booked until it is confirmed.',
  ];
  return {
    audience: 'visitor',
    to: { address: booking.email },
    replyTo: { name: venue.name, address: desk },
    subject: `Your booking request at ${venue.name} (${id})`,
    text: [intro, '', ...rows.map(([k, v]) => `${k}: ${v}`), '', ...outro].join('\n'),
    html: `<p>${escapeHtml(intro)}</p>${table(rows)}${outro.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}`,
  };
}
