import { englishWeekdays, problemTable } from './problems-table.ts';

const days = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'];
const day = (english: string) => days[englishWeekdays.indexOf(english as 'Monday')] ?? english;

/** The contracts' messages in German. */
export const problemsDe = problemTable(
  {
    required: 'Dieses Feld ist erforderlich.',
    invalidEmail: 'Ungültige E-Mail-Adresse.',
    date: 'Bitte ein Datum eingeben (JJJJ-MM-TT).',
    time: 'Bitte eine Uhrzeit eingeben (HH:MM).',
    whole: 'Bitte eine ganze Zahl eingeben.',
    past: 'Bitte ein Datum ab heute wählen.',
    noTimesLeft: 'Für heute sind keine Buchungen mehr möglich: Bitte einen anderen Tag wählen.',
    tooLongForDay:
      'Diese Behandlung passt nicht mehr in die Öffnungszeiten des Tages: Bitte einen anderen Tag wählen.',
    wrongKind: 'Dieses Haus nimmt diese Art von Buchung nicht an.',
  },
  [
    [
      /^Bookings open (\d+) days ahead at most\.$/,
      (n) => `Buchungen sind höchstens ${n} Tage im Voraus möglich.`,
    ],
    [/^Must be after (.+)\.$/, (first) => `Muss nach dem ${first} liegen.`],
    [/^At most (\d+) nights\.$/, (n) => `Höchstens ${n} Nächte.`],
    [/^From (\d+) to (\d+)\.$/, (min, max) => `Von ${min} bis ${max}.`],
    [
      /^Closed on (\w+)s: choose another day\.$/,
      (d) => `${day(d)}s geschlossen: Bitte einen anderen Tag wählen.`,
    ],
    [
      /^Closed on (.+): choose another day\.$/,
      (when) => `Am ${when} geschlossen: Bitte einen anderen Tag wählen.`,
    ],
    [
      /^On (\w+)s we take bookings (.+)\.$/,
      (d, windows) => `${day(d)}s nehmen wir Buchungen ${windows} an.`,
    ],
    [
      /^Too late to book (\S+) today: the earliest is (\S+)\.$/,
      (time, earliest) => `Für ${time} Uhr ist es heute zu spät: frühestens um ${earliest} Uhr.`,
    ],
  ],
);
