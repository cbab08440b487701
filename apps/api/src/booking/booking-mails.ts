import type { BookingRequest, VenueRules } from '@contrail/contracts';
import type { ApiLocale } from '@contrail/contracts/i18n/accept-language';
import { messagesIn } from '../i18n/languages.ts';
import type { DeskMail, VisitorMail } from '../mail/index.ts';
import { escapeHtml } from '../send/send-mails.ts';
import { acknowledgementEn, spelledDate, type AcknowledgementTexts } from './booking-mail-texts.ts';

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

const table = (rows: Array<[string, string]>, align: 'left' | 'right' = 'left') =>
  `<table>${rows
    .map(
      ([k, v]) =>
        `<tr><th align="${align}" valign="top">${escapeHtml(k)}</th><td>${escapeHtml(v || '-').replace(/\n/g, '<br>')}</td></tr>`,
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

/** The booking's own fields with the labels and values of a language, dates spelled out. */
function guestRows(booking: BookingRequest, t: AcknowledgementTexts): Array<[string, string]> {
  const date = (iso: string) => spelledDate(iso, t.tag);
  const l = t.labels;
  switch (booking.kind) {
    case 'table':
      return [
        [l.date, date(booking.date)],
        [l.time, booking.time],
        [l.party, t.guests(booking.partySize)],
      ];
    case 'stay':
      return [
        [l.checkIn, date(booking.checkIn)],
        [l.checkOut, date(booking.checkOut)],
        [l.guests, String(booking.guests)],
        [l.room, booking.roomType],
      ];
    case 'appointment':
      return [
        [l.service, booking.service],
        [l.date, date(booking.date)],
        [l.time, booking.time],
      ];
    case 'trip':
      return [
        [l.destination, booking.destination],
        [l.departure, date(booking.departDate)],
        [l.return, date(booking.returnDate)],
        [l.travellers, String(booking.travellers)],
      ];
  }
}

/**
 * The guest's acknowledgement, in their language (`locale`, from the request's Accept-Language): the
 * reference, what was asked for (the structured choices only, dates spelled out) and that the venue will
 * confirm. Nothing the sender typed goes into it (no name, no notes): an address typed by someone else must
 * not carry their words. Replies go to the venue's desk.
 */
export function bookingAcknowledgement(
  booking: BookingRequest,
  venue: VenueRules,
  id: string,
  desk: string,
  locale: ApiLocale = 'en',
): VisitorMail {
  const language = messagesIn(locale);
  const t = language?.mails.acknowledgement ?? acknowledgementEn;
  const rows: Array<[string, string]> = [
    [t.labels.reference, id],
    [t.labels.venue, venue.name],
    ...guestRows(booking, t),
  ];
  const intro = t.intro(t.kinds[booking.kind], venue.name);
  const outro = t.outro(venue.name);
  const rtl = language?.dir === 'rtl';
  const html = `<p>${escapeHtml(intro)}</p>${table(rows, rtl ? 'right' : 'left')}${outro.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}`;
  return {
    audience: 'visitor',
    to: { address: booking.email },
    replyTo: { name: venue.name, address: desk },
    subject: t.subject(venue.name, id),
    text: [intro, '', ...rows.map(([k, v]) => `${k}: ${v}`), '', ...outro].join('\n'),
    html: `<div lang="${t.tag.split('-')[0]}" dir="${rtl ? 'rtl' : 'ltr'}">${html}</div>`,
  };
}
