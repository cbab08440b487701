import type { BookingRequest } from '@contrail/contracts';
import type { DeskMail } from '../mail/index.ts';
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

/** The booking as a mail to the desk, every field included; replies go to the guest. */
export function bookingToDesk(booking: BookingRequest, id: string, desk: string): DeskMail {
  const rows: Array<[string, string]> = [
    ['Reference', id],
    ['Venue', booking.venue],
    ...bookingRows(booking),
    ['Name', booking.name],
    ['E-mail', booking.email],
    ['Phone', booking.phone ?? ''],
    ['Notes', booking.notes ?? ''],
  ];
  const intro = `${kindNames[booking.kind]} ${id} from the ${booking.venue} page.`;
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
