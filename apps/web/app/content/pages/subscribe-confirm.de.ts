import type { SubscriptionConfirmContent } from '~/components/sections/subscription-confirm/subscription-confirm.tsx';

// /de/subscribe/confirm: the confirmation page in German (subscribe-confirm.ts is the English).

export const subscribeConfirmPage = {
  eyebrow: 'Newsletter',
  title: 'Abonnement bestätigen',
  lead: 'Wir schicken den Newsletter nur an Adressen, deren Inhaber ihn bestellt haben: eine E-Mail mit einem Link, und der Link führt hierher.',
};

export const subscribeConfirm: SubscriptionConfirmContent = {
  statusLabel: 'Stand des Abonnements',
  states: {
    none: {
      kind: 'info',
      title: 'Öffnen Sie den Link aus Ihrer E-Mail',
      text: 'Nach der Anmeldung schicken wir eine E-Mail mit einem Bestätigungslink zu dieser Seite. Erst wenn Sie ihm folgen, ist das Abonnement bestätigt; bis dahin erhält die Adresse keinen Newsletter. Der Link gilt nur eine begrenzte Zeit.',
    },
    checking: {
      kind: 'info',
      title: 'Ihr Abonnement wird bestätigt …',
      text: 'Einen Moment bitte.',
    },
    confirmed: {
      kind: 'success',
      title: 'Abonnement bestätigt',
      text: 'Vielen Dank. Sie hören von uns, sobald es neue Demos, Abschnitte und Neuigkeiten im Katalog gibt.',
    },
    expired: {
      kind: 'warning',
      title: 'Dieser Link ist abgelaufen – bitte neu anmelden',
      text: 'Bestätigungslinks gelten nur eine begrenzte Zeit. Geben Sie unten Ihre Adresse ein, dann schicken wir Ihnen einen neuen.',
    },
    invalid: {
      kind: 'error',
      title: 'Dieser Link ist ungültig',
      text: 'Vielleicht ist er unvollständig (kopieren Sie den ganzen Link aus der E-Mail) oder wurde durch einen neueren ersetzt. Melden Sie sich unten erneut an, dann bekommen Sie einen neuen Link.',
    },
    failed: {
      kind: 'error',
      title: 'Ihr Abonnement ließ sich gerade nicht bestätigen',
      text: 'Prüfen Sie Ihre Verbindung und versuchen Sie es noch einmal; der Link in Ihrer E-Mail bleibt so lange gültig.',
    },
  },
  subscribeHeading: 'Newsletter abonnieren',
  retryLabel: 'Noch einmal versuchen',
  next: { label: 'Zurück zur Startseite', href: '/de/home-startup' },
};
