import { describeLanguage } from '../../test/language-suite.ts';

// The API in German (i18n/messages.de.ts), as a visitor of the German pages meets it.
describeLanguage({
  locale: 'de',
  dir: 'ltr',
  name: 'Deutsch',
  rateLimit: [
    'Too many requests; try again in 1 minute.',
    'Zu viele Anfragen; bitte in 1 Minute erneut versuchen.',
  ],
  required: 'Dieses Feld ist erforderlich.',
  invalidEmail: 'Ungültige E-Mail-Adresse.',
  unknownField: 'Unbekanntes Feld.',
  singleLine: 'Bitte nur eine Zeile Text eingeben, ohne Zeilenumbrüche oder Steuerzeichen.',
  maxChars120: 'Höchstens 120 Zeichen.',
  max9999: 'Höchstens 9999.',
  minOneItem: 'Mindestens ein Eintrag.',
  closedMonday: 'Montags geschlossen: Bitte einen anderen Tag wählen.',
  unknownPart: 'Unbekanntes Teil.',
  unknownCountry: 'Unbekanntes Land.',
  invalidLink: 'Dieser Bestätigungslink ist ungültig.',
  missingToken: 'Der Bestätigungscode fehlt.',
  acknowledgement: {
    subject: (id) => `Ihre Buchungsanfrage bei Aurelia, Edinburgh (${id})`,
    lines: [
      'Referenz: {id}',
      'Datum: Samstag, ',
      'Personen: 2 Personen',
      'Aurelia, Edinburgh bestätigt Ihre Buchung per E-Mail.',
    ],
  },
  confirmation: {
    subject: 'Bitte bestätigen Sie Ihr Abonnement des Contrail-Newsletters',
    words: 'innerhalb von',
  },
  inquiryCopy: {
    subject: 'Ihre Teileanfrage',
    intro: 'Vielen Dank für Ihre Teileanfrage',
    parts: 'Teile (2 Positionen):',
    qty: 'Menge 4',
  },
});
