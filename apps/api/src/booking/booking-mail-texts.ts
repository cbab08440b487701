import { formatDate, type BookingRequest } from '@contrail/contracts';
import type { ApiLocale } from '@contrail/contracts/i18n/accept-language';

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

export const acknowledgementTexts: Record<ApiLocale, AcknowledgementTexts> = {
  en: {
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
  },
  de: {
    tag: 'de-DE',
    kinds: {
      table: 'Tischreservierung',
      stay: 'Zimmerbuchung',
      appointment: 'Terminanfrage',
      trip: 'Reisebuchung',
    },
    labels: {
      reference: 'Referenz',
      venue: 'Haus',
      date: 'Datum',
      time: 'Uhrzeit',
      party: 'Personen',
      checkIn: 'Anreise',
      checkOut: 'Abreise',
      guests: 'Gäste',
      room: 'Zimmer',
      service: 'Leistung',
      destination: 'Reiseziel',
      departure: 'Hinreise',
      return: 'Rückreise',
      travellers: 'Reisende',
    },
    guests: (n) => `${n} ${n === 1 ? 'Person' : 'Personen'}`,
    intro: (kind, venue) => `Wir haben Ihre Anfrage (${kind}) für ${venue} erhalten.`,
    outro: (venue) => [
      `Dies ist noch keine Bestätigung: ${venue} bestätigt Ihre Buchung per E-Mail.`,
      'Falls Sie diese Anfrage nicht gestellt haben, können Sie diese Nachricht ignorieren; gebucht ist erst nach der Bestätigung.',
    ],
    subject: (venue, id) => `Ihre Buchungsanfrage bei ${venue} (${id})`,
  },
  ar: {
    tag: 'ar-u-nu-latn',
    kinds: {
      table: 'حجز طاولة',
      stay: 'حجز إقامة',
      appointment: 'حجز موعد',
      trip: 'حجز رحلة',
    },
    labels: {
      reference: 'الرقم المرجعي',
      venue: 'المكان',
      date: 'التاريخ',
      time: 'الوقت',
      party: 'عدد الأشخاص',
      checkIn: 'تاريخ الوصول',
      checkOut: 'تاريخ المغادرة',
      guests: 'عدد النزلاء',
      room: 'الغرفة',
      service: 'الخدمة',
      destination: 'الوجهة',
      departure: 'تاريخ الذهاب',
      return: 'تاريخ العودة',
      travellers: 'عدد المسافرين',
    },
    guests: (n) =>
      n === 1 ? 'شخص واحد' : n === 2 ? 'شخصان' : n <= 10 ? `${n} أشخاص` : `${n} شخصًا`,
    intro: (kind, venue) => `وصلنا طلبك (${kind}) في ${venue}.`,
    outro: (venue) => [
      `هذا ليس تأكيدًا بعد: سيؤكد ${venue} حجزك بالبريد الإلكتروني.`,
      'إن لم تكن أنت من أرسل هذا الطلب، فيمكنك تجاهل هذه الرسالة؛ فلا يُعدّ أي حجز نافذًا قبل تأكيده.',
    ],
    subject: (venue, id) => `طلب حجزك في ${venue} (${id})`,
  },
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
