import type { PartsMessages } from './messages.parts.ts';

// The parts catalogue's interface in German (messages.parts.ts has the English and the shape). The
// catalogue's own data (descriptions, model and assembly names) stays in English, as the catalogue has it.

let number: Intl.NumberFormat | undefined;
export const n = (value: number) => (number ??= new Intl.NumberFormat('de-DE')).format(value);
export const plural = (count: number, one: string, many: string) =>
  `${n(count)} ${count === 1 ? one : many}`;

function wait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return plural(whole, 'Sekunde', 'Sekunden');
  if (whole < 3600) return plural(Math.ceil(whole / 60), 'Minute', 'Minuten');
  return plural(Math.ceil(whole / 3600), 'Stunde', 'Stunden');
}

const failed = (what: string) =>
  `${what} konnten nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.`;

export const partsDe: PartsMessages = {
  intlTag: 'de-DE',
  hero: {
    kicker: 'Originalteile · Husky · Pitts · Eagle',
    title: 'Ersatzteilkatalog für Flugzeuge',
    intro:
      'Finden Sie ein Teil über Modell und Baugruppe oder geben Sie eine Teilenummer ein – Tippfehler inbegriffen. Legen Sie, was Sie brauchen, in den Warenkorb und senden Sie eine einzige Anfrage an unseren Teileservice.',
  },
  search: {
    label: 'Teile nach Nummer oder Bezeichnung suchen',
    placeholder: 'z. B. AN3-5A, MS20995C32, Spornradfeder',
    keys: 'Die Ergebnisse erscheinen unter dem Suchfeld; mit der Pfeiltaste nach unten gelangen Sie hinein.',
  },
  loading: {
    models: 'Modelle werden geladen…',
    assemblies: 'Baugruppen werden geladen…',
    parts: 'Teile werden geladen…',
    searchResults: 'Suchergebnisse werden geladen…',
    explodedView: 'Explosionszeichnung wird geladen…',
    cart: 'Ihr Warenkorb wird geladen…',
    inquiryForm: 'Anfrageformular wird geladen…',
  },
  loadFailed: {
    models: failed('Die Modelle'),
    assemblies: failed('Die Baugruppen'),
    parts: failed('Die Teile'),
    searchResults: failed('Die Suchergebnisse'),
    explodedView:
      'Die Explosionszeichnung konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    cart: 'Ihr Warenkorb konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    inquiryForm:
      'Das Anfrageformular konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  },
  retry: 'Erneut versuchen',
  lines: { husky: 'Husky', pitts: 'Pitts', eagle: 'Eagle' },
  nav: {
    lineSwitch: 'Flugzeug-Baureihe',
    lineNotFound: (asked) => `Eine Baureihe „${asked}“ gibt es im Katalog nicht.`,
    choose: { before: 'Wählen Sie ', between: ', ', last: ' oder ', after: '.' },
    lineModels: (line) => `${line}-Modelle`,
    models: 'Modelle',
    noModels: (line) => `Noch keine ${line}-Modelle im Katalog.`,
    assemblies: 'Baugruppen',
    assembliesOf: (model) => `Baugruppen der ${model}`,
    assembliesOfLabel: (model) => `Baugruppen von ${model}`,
    modelNotFound: (model, line) => `Das Modell „${model}“ steht nicht im ${line}-Katalog.`,
    chooseModel: 'Wählen Sie eines der Modelle:',
    noAssemblies: 'Für dieses Modell sind keine Baugruppen im Katalog erfasst.',
    chooseModelFirst:
      'Wählen Sie ein Modell, um seine Baugruppen zu sehen, oder suchen Sie oben nach einer Teilenummer.',
    ata: (chapter) => `ATA ${chapter}`,
  },
  facts: { engine: 'Triebwerk', seats: 'Sitze', since: 'Seit', serials: 'Werknummern' },
  count: {
    parts: (count) => plural(count, 'Teil', 'Teile'),
    lines: (count) => plural(count, 'Position', 'Positionen'),
    units: (count) => plural(count, 'Stück', 'Stück'),
    usages: (count) => plural(count, 'Verwendung', 'Verwendungen'),
  },
  quote: 'Auf Anfrage',
  cart: {
    badge: (lines) => `Warenkorb, ${plural(lines, 'Position', 'Positionen')}`,
    trigger: 'Warenkorb',
    drawerTitle: 'Teile-Warenkorb',
    review: 'Prüfen und Anfrage senden',
    heading: 'Ihr Teile-Warenkorb',
    list: 'Teile im Warenkorb',
    loadFailed:
      'Ihr Warenkorb konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    updateFailed:
      'Der Warenkorb konnte nicht aktualisiert werden. Ihre Positionen sind wie angezeigt.',
    empty:
      'Ihr Teile-Warenkorb ist leer. Markieren Sie Teile im Katalog und fügen Sie sie hinzu, oder rufen Sie einen unter Ihrer E-Mail-Adresse gespeicherten Warenkorb ab.',
    each: (price) => `${price} je Stück`,
    quantityOf: (partNumber) => `Menge von ${partNumber}`,
    decrease: (label) => `${label} verringern`,
    increase: (label) => `${label} erhöhen`,
    remove: (partNumber) => `${partNumber} aus dem Warenkorb entfernen`,
    removed: (qty, partNumber) => `${n(qty)} × ${partNumber} aus dem Warenkorb entfernt.`,
    undo: 'Rückgängig',
    total: (lines, total, priced) =>
      `${plural(lines, 'Position', 'Positionen')} · Summe ${total}${priced < lines ? ` für ${priced === 1 ? 'die eine bepreiste Position' : `die ${n(priced)} bepreisten Positionen`}; die übrigen erhalten Sie als Angebot` : ''}`,
    summary: (lines, units) =>
      `${plural(lines, 'Position', 'Positionen')}, ${plural(units, 'Stück', 'Stück')}`,
    lastUpdated: 'zuletzt aktualisiert',
    notYet: 'noch nicht',
    atMost: (max, kept) => `Höchstens ${max} je Position: auf ${kept} gesetzt.`,
    wholeUnits: (kept) => `Nur ganze Stückzahlen: auf ${kept} gesetzt.`,
  },
  cartEmail: {
    label: 'Ihre E-Mail-Adresse für diesen Warenkorb',
    save: 'Warenkorb speichern',
    fetch: 'Gespeicherten Warenkorb abrufen',
    saved: (email) => `Gespeichert: Sie können diesen Warenkorb später mit ${email} abrufen.`,
    loaded: (email) => `Der unter ${email} gespeicherte Warenkorb ist geladen.`,
    none: (email) => `In diesem Browser ist unter ${email} kein Warenkorb gespeichert.`,
  },
  inquiry: {
    heading: 'Anfrage senden',
    intro:
      'Unser Teileservice antwortet Ihnen mit Preisen, Verfügbarkeit und Lieferzeiten für jede Position. Bezahlt wird hier nichts.',
    form: 'Teileanfrage',
    fields: {
      name: 'Name',
      email: 'E-Mail-Adresse',
      phone: 'Telefon',
      company: 'Firma',
      aircraft: 'Flugzeugmuster',
      serial: 'Werknummer / Kennzeichen',
      message: 'Nachricht',
      country: 'Land',
      state: 'Bundesland / Region',
      city: 'Ort',
    },
    messagePlaceholder:
      'Was unser Teileservice wissen sollte: Dringlichkeit, Versand, Zulassungspapiere (z. B. EASA Form 1)…',
    chooseCountry: 'Land wählen',
    chooseState: 'Region wählen',
    chooseCountryFirst: 'Zuerst ein Land wählen',
    chooseCity: 'Ort wählen',
    chooseStateFirst: 'Zuerst eine Region wählen',
    loadingList: 'Wird geladen…',
    listFailed: 'Die Liste konnte nicht geladen werden.',
    failed:
      'Die Anfrage konnte nicht gesendet werden. Ihr Warenkorb und Ihre Angaben bleiben erhalten – bitte versuchen Sie es erneut.',
    kept: 'Ihr Warenkorb und Ihre Angaben bleiben erhalten.',
    tooMany: (seconds) =>
      seconds === undefined
        ? 'Zu viele Anfragen – bitte versuchen Sie es gleich noch einmal.'
        : `Zu viele Anfragen – bitte versuchen Sie es in ${wait(seconds)} noch einmal.`,
    send: 'Anfrage senden',
    sending: 'Wird gesendet…',
    retrySend: 'Erneut senden',
    needLines: 'Legen Sie Teile in den Warenkorb, um eine Anfrage zu senden.',
    sent: 'Anfrage gesendet',
    sentBefore: 'Ihre Anfragenummer lautet ',
    sentAfter:
      '. Unser Teileservice antwortet Ihnen per E-Mail mit Preisen und Lieferzeiten; eine Kopie Ihrer Anfrage ist unterwegs zu Ihnen. Ihr Warenkorb wurde geleert.',
    again: 'Neue Anfrage beginnen',
  },
};
