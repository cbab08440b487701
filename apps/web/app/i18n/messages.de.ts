import { problemsDe } from '@contrail/contracts/i18n/problems.de';
import type { ShellMessages } from './messages.ts';

/** The shell in German (messages.ts has the English and the shape). */
export const de: ShellMessages = {
  locale: 'de',
  intlTag: 'de-DE',
  skipToContent: 'Zum Inhalt springen',
  search: {
    label: 'Website durchsuchen',
    placeholder: 'Wonach suchen Sie?',
    submit: 'Suchen',
    open: 'Suche öffnen',
  },
  openMenu: 'Menü öffnen',
  openSidePanel: 'Seitenleiste öffnen',
  languages: 'Sprache',
  carousel: {
    carousel: 'Karussell',
    slide: 'Folie',
    position: (index, count) => `${index} von ${count}`,
    previous: 'Vorherige Folie',
    next: 'Nächste Folie',
    goTo: (index) => `Zu Folie ${index}`,
    start: 'Automatisch weiterblättern',
    stop: 'Automatisches Blättern anhalten',
  },
  rated: (stars) => `Mit ${stars} von 5 Sternen bewertet`,
  map: {
    title: (place) => `Karte: ${place}`,
    directions: 'Route planen',
    directionsNote: ' (öffnet Google Maps in einem neuen Tab)',
    show: 'Karte zeigen',
    showNote: (place) => ` für ${place} (lädt Google Maps)`,
  },
  notFound: {
    title: 'Diese Seite ist nicht auf der Karte',
    text: 'Vielleicht hat sich ein Tippfehler eingeschlichen, oder die Seite ist umgezogen. Durchsuchen Sie die Website oder kehren Sie zur Startseite zurück.',
    home: 'Zur Startseite',
    popular: 'Beliebte Seiten',
  },
  forms: {
    invalidPhone: 'Ungültige Telefonnummer.',
    sendFailed:
      'Ihre Nachricht konnte leider nicht gesendet werden. Bitte versuchen Sie es gleich noch einmal.',
    contactSent:
      'Vielen Dank – Ihre Nachricht ist angekommen. Wir antworten innerhalb eines Werktags.',
  },
  booking: {
    failed:
      'Ihre Buchung konnte leider nicht gesendet werden. Bitte versuchen Sie es gleich noch einmal.',
    fields: 'Ihre Buchung wurde nicht gesendet: Bitte prüfen Sie die markierten Felder.',
    success: (reference) =>
      `Vielen Dank! Ihre Buchungsanfrage ist bei uns eingegangen (Referenz ${reference}). Wir bestätigen sie per E-Mail.`,
    choose: 'Bitte wählen…',
    noTimes: 'An diesem Tag keine Zeiten frei',
    buttons: {
      table: 'Tisch reservieren',
      stay: 'Aufenthalt buchen',
      appointment: 'Termin buchen',
      trip: 'Reise anfragen',
    },
    formLabels: {
      table: 'Tischreservierung',
      stay: 'Zimmerbuchung',
      appointment: 'Terminbuchung',
      trip: 'Reisebuchung',
    },
    labels: {
      date: 'Datum',
      time: 'Uhrzeit',
      partySize: 'Personen',
      checkIn: 'Anreise',
      checkOut: 'Abreise',
      guests: 'Gäste',
      roomType: 'Zimmerkategorie',
      service: 'Leistung',
      destination: 'Reiseziel',
      departDate: 'Hinreise',
      returnDate: 'Rückreise',
      travellers: 'Reisende',
      name: 'Ihr Name',
      email: 'E-Mail-Adresse',
      phone: 'Telefonnummer',
      notes: 'Ihre Hinweise an uns',
    },
  },
  openingHours: {
    title: 'Öffnungszeiten',
    closed: 'Geschlossen',
    today: 'Heute',
    openNow: 'Jetzt geöffnet',
    closedNow: 'Jetzt geschlossen',
    closesAt: (time) => `schließt um ${time} Uhr`,
    opensAt: (time) => `öffnet um ${time} Uhr`,
    opensOn: (day, time) => `öffnet ${day} um ${time} Uhr`,
    phone: 'Telefon',
    address: 'Adresse',
    call: 'Anrufen',
    directions: 'Route planen',
  },
  menu: {
    tags: { vegetarian: 'Vegetarisch', spicy: 'Scharf', new: 'Neu' },
    notes: (dish) => `${dish}: Hinweise`,
  },
  problems: problemsDe,
};
