import { textMessages } from '@contrail/contracts';
import { problemsDe } from '@contrail/contracts/i18n/problems.de';
import { z } from 'zod';
import { withContracts, within, type ApiMessages } from './messages.ts';

// Everything the API says in German: its error messages (the routes', the error handler's and the checks zod
// words itself, beside the contracts' table of the forms' messages) and the visitors' mails. Listed in
// languages.ts; the desk's mails stay in English.

export const de: ApiMessages = {
  dir: 'ltr',
  problems: withContracts(problemsDe, {
    exact: {
      [textMessages.singleLine]:
        'Bitte nur eine Zeile Text eingeben, ohne Zeilenumbrüche oder Steuerzeichen.',
      [textMessages.multiLine]:
        'Bitte die Steuerzeichen entfernen (unsichtbare Zeichen außer Zeilenumbrüchen).',
      'Unknown field.': 'Unbekanntes Feld.',
      'Unknown venue.': 'Unbekanntes Haus.',
      'Choose what to book: table, stay, appointment or trip.':
        'Bitte wählen, was gebucht werden soll: Tisch, Aufenthalt, Termin oder Ausflug.',
      'Unknown country.': 'Unbekanntes Land.',
      'Unknown state for this country.': 'Diese Region gibt es in diesem Land nicht.',
      'Invalid address.': 'Ungültige Adresse.',
      'Unknown part.': 'Unbekanntes Teil.',
      'Cart not found.': 'Warenkorb nicht gefunden.',
      'Cart item not found.': 'Dieser Artikel liegt nicht im Warenkorb.',
      'The cart is empty.': 'Der Warenkorb ist leer.',
      'The cart has changed; review it and send the inquiry again.':
        'Der Warenkorb hat sich geändert; bitte prüfen und die Anfrage erneut senden.',
      'Invalid session id.': 'Ungültige Sitzungskennung.',
      'A session is required: POST /api/session first.':
        'Eine Sitzung ist erforderlich: zuerst POST /api/session.',
      "The session id sent differs from the session cookie's; send the cookie alone.":
        'Die gesendete Sitzungskennung weicht vom Sitzungs-Cookie ab; bitte nur das Cookie senden.',
      'The Idempotency-Key header is malformed.': 'Der Idempotency-Key-Header ist ungültig.',
      'The token is required.': 'Der Bestätigungscode fehlt.',
      'This confirmation link is not valid.': 'Dieser Bestätigungslink ist ungültig.',
      'This confirmation link has expired; subscribe again for a new one.':
        'Dieser Bestätigungslink ist abgelaufen; bitte erneut anmelden, dann kommt ein neuer.',
      'This change must be made from this site.':
        'Diese Änderung ist nur von dieser Website aus möglich.',
      'Request body must be a JSON object.': 'Der Inhalt der Anfrage muss ein JSON-Objekt sein.',
      'Invalid request.': 'Ungültige Anfrage.',
      'The body is not valid JSON.': 'Der Inhalt ist kein gültiges JSON.',
      'The JSON body is empty.': 'Der JSON-Inhalt ist leer.',
      'The request body is too large.': 'Der Inhalt der Anfrage ist zu groß.',
      'Send the body as JSON (Content-Type: application/json).':
        'Bitte den Inhalt als JSON senden (Content-Type: application/json).',
      'Not found.': 'Nicht gefunden.',
      'Too many requests.': 'Zu viele Anfragen.',
      'Bad request.': 'Ungültige Anfrage.',
    },
    patterns: [
      [/^Unknown fields?: (.+)\.$/, (keys) => `Unbekannte Felder: ${keys}.`],
      [
        /^A cart holds at most (\d+) lines\.$/,
        (n) => `Ein Warenkorb fasst höchstens ${n} Positionen.`,
      ],
      [
        /^Too many requests; try again in (\d+) (second|minute|hour|day)s?\.$/,
        (n, unit) => `Zu viele Anfragen; bitte ${within('de', n, unit)} erneut versuchen.`,
      ],
    ],
  }),
  checks: {
    required: 'Dieses Feld ist erforderlich.',
    type: (t: string) => `Ungültiger Wert: erwartet wird ${t}.`,
    oneOf: (values: string) => `Ungültiger Wert: erlaubt sind ${values}.`,
    format: 'Ungültiges Format.',
    maxChars: (n: string) => `Höchstens ${n} Zeichen.`,
    minChars: (n: string) => `Mindestens ${n} Zeichen.`,
    maxItems: (n: string) => `Höchstens ${n} Einträge.`,
    minItems: (n: string) => (n === '1' ? 'Mindestens ein Eintrag.' : `Mindestens ${n} Einträge.`),
    max: (n: string) => `Höchstens ${n}.`,
    min: (n: string) => `Mindestens ${n}.`,
    whole: 'Bitte eine ganze Zahl eingeben.',
    typeNames: {
      string: 'Text',
      number: 'eine Zahl',
      boolean: 'Ja oder Nein',
      array: 'eine Liste',
      object: 'ein Objekt',
    },
    zod: z.locales.de,
  },
  mails: {
    acknowledgement: {
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
    inquiryCopy: {
      name: 'Deutsch',
      subject: (id) => `Ihre Teileanfrage ${id}`,
      intro: (id) =>
        `Vielen Dank für Ihre Teileanfrage ${id}. Sie ist bei unserem Teileservice eingegangen.`,
      parts: (n) => `Teile (${n} ${n === 1 ? 'Position' : 'Positionen'}):`,
      qty: (qty) => `Menge ${qty}`,
      heads: { number: 'Nr.', partNumber: 'Teilenummer', description: 'Bezeichnung', qty: 'Menge' },
      next: (id) => [
        'So geht es weiter: Unser Teileservice prüft jedes Teil und schickt Ihnen an diese Adresse ein',
        'Angebot (Preise, Verfügbarkeit und Versand), in der Regel innerhalb eines Werktags. Möchten Sie',
        `etwas ergänzen oder ändern, antworten Sie einfach auf diese E-Mail und nennen Sie ${id}.`,
      ],
      notYou:
        'Falls Sie diese Anfrage nicht gesendet haben, ignorieren Sie diese E-Mail bitte: Ohne Sie wird nichts bestellt oder berechnet.',
    },
    confirmation: {
      subject: 'Bitte bestätigen Sie Ihr Abonnement des Contrail-Newsletters',
      asked:
        'Jemand – hoffentlich Sie – möchte diese Adresse für den Contrail-Newsletter anmelden.',
      openWithin: (hours) =>
        `Zum Bestätigen öffnen Sie bitte innerhalb von ${hours} Stunden diesen Link:`,
      button: 'Abonnement bestätigen',
      ignore:
        'Falls Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach: Ohne Bestätigung erhält diese Adresse weder den Newsletter noch weitere E-Mails über dieses Formular.',
    },
  },
};
