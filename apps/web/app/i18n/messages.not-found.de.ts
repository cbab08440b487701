import type { ShellMessages } from './messages.ts';

/** The 404 page in German: its texts and its document title (pages/system/not-found-page.de.tsx). */
export const notFoundDe = {
  notFound: {
    title: 'Diese Seite ist nicht auf der Karte',
    text: 'Vielleicht hat sich ein Tippfehler eingeschlichen, oder die Seite ist umgezogen. Durchsuchen Sie die Website oder kehren Sie zur Startseite zurück.',
    home: 'Zur Startseite',
    popular: 'Beliebte Seiten',
  },
  notFoundTitle: 'Seite nicht gefunden | Contrail',
} satisfies Pick<ShellMessages, 'notFound' | 'notFoundTitle'>;
