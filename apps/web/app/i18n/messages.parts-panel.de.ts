import type { PartsPanelMessages } from './messages.parts.ts';
import { n, plural } from './messages.parts.de.ts';

/**
 * The parts panel's texts in German (the search results and an assembly's parts: the table, the part groups, the
 * exploded view): loaded with the panel's chunk, not with the page (the parts pages' route modules, `partsPanel`).
 */
export const partsPanelDe: PartsPanelMessages = {
  panel: {
    searchCaption: (query) => `Suchergebnisse für „${query}“`,
    assemblyCaption: (assembly, model) => `Teile der Baugruppe ${assembly} (${model})`,
    searchCount: (total, shown) =>
      `${plural(total, 'Teil', 'Teile')}${total > shown ? `, die besten ${n(shown)} angezeigt` : ''}`,
    readAs: (query, sets) =>
      `Kein Teil ist mit „${query}“ beschrieben. Angezeigt werden Teile mit ${new Intl.ListFormat('de', { type: 'disjunction' }).format(sets.map((set) => `„${set}“`))}.`,
    addSelected: (count) => `Auswahl hinzufügen (${n(count)})`,
    added: (partNumber) => `${partNumber} liegt im Warenkorb.`,
    addedMany: (count) => `${n(count)} Teile liegen im Warenkorb.`,
    addFailed: 'Die Teile konnten nicht in den Warenkorb gelegt werden.',
    noMatch: (query) =>
      `Kein Teil passt zu „${query}“. Prüfen Sie die Nummer oder geben Sie weniger Zeichen ein.`,
    noParts: 'Für diese Baugruppe sind keine Teile erfasst.',
  },
  table: {
    figItem: 'Abb./Pos.',
    partNumber: 'Teilenummer',
    description: 'Bezeichnung',
    modelAssembly: 'Modell · Baugruppe',
    model: 'Modell',
    assembly: 'Baugruppe',
    whereUsedHead: 'Verwendung',
    unitsPerAssembly: 'Menge/Baugr.',
    effectivity: 'Gültigkeit',
    availability: 'Verfügbarkeit',
    price: 'Preis',
    addToCart: 'In den Warenkorb',
    selectAll: 'Alle aufgeführten Teile auswählen',
    select: (partNumber) => `${partNumber} auswählen`,
    add: 'Hinzufügen',
    // Each names its visible word first (Hinzufügen), so a spoken command finds the button.
    addPart: (partNumber) => `Hinzufügen: ${partNumber} in den Warenkorb`,
    supersededBy: 'Ersetzt durch',
    supersedes: (partNumber) => `Ersetzt ${partNumber}`,
  },
  availability: {
    'in-stock': 'Auf Lager',
    limited: 'Begrenzt',
    backorder: 'Im Rückstand',
    quote: 'Auf Anfrage',
  },
  from: (price) => `ab ${price}`,
  groups: {
    whereUsed: (assemblies, models) =>
      `Verwendet in ${plural(assemblies, 'Baugruppe', 'Baugruppen')} an ${plural(models, 'Modell', 'Modellen')}`,
    toggleUsages: (open, partNumber) =>
      `Verwendungen von ${partNumber} ${open ? 'ausblenden' : 'anzeigen'}`,
    choose: (partNumber) => `Hinzufügen: Verwendung von ${partNumber} wählen`,
    priceVaries:
      'Preis oder Mengeneinheit unterscheiden sich je nach Verwendung: Fügen Sie die passende hinzu.',
    severalModels:
      'An mehreren Modellen verwendet: Fügen Sie es für das Flugzeug hinzu, für das Sie es brauchen.',
    usagesOf: (partNumber) => `Verwendungen von ${partNumber}`,
    addUsage: (partNumber, model, assembly, item) =>
      `Hinzufügen: ${partNumber} für ${model}, ${assembly} (Pos. ${item}) in den Warenkorb`,
    showing: (shown, total) => `${n(shown)} von ${n(total)} Verwendungen angezeigt.`,
    usagesFailed:
      'Die Verwendungen konnten nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    retryUsages: (partNumber) => `Erneut versuchen: Verwendungen von ${partNumber} laden`,
    loadingUsages: 'Verwendungen werden geladen…',
    loadingUsagesOf: (partNumber) => `Verwendungen werden geladen… (${partNumber})`,
    showAll: (total) => `Alle ${n(total)} Verwendungen anzeigen`,
    showAllOf: (total, partNumber) => `Alle ${n(total)} Verwendungen anzeigen (${partNumber})`,
    showMore: 'Weitere anzeigen',
    showMoreOf: (partNumber) => `Weitere anzeigen: Verwendungen von ${partNumber}`,
  },
  diagram: {
    title: 'Explosionszeichnung',
    schematic: 'Schema',
    drawing: 'Katalogzeichnung',
    items: (first, last, shown, total) =>
      `${first === last ? `Position ${first}` : `Positionen ${first}–${last}`} (${n(shown)} von ${n(total)} Positionsnummern).`,
    numbered: (count) => `${n(count)} nummerierte Positionen.`,
    selectHint: 'Wählen Sie eine Nummer, um ihr Teil auszuwählen.',
    elsewhere: (item, sheet) =>
      `Position ${item} steht auf ${sheet === undefined ? 'einem anderen Blatt' : `Blatt ${sheet}`}: Fokussieren oder markieren Sie ihre Zeile, um dorthin zu blättern.`,
    sheets: 'Blätter',
    previousSheet: 'Vorheriges Blatt',
    nextSheet: 'Nächstes Blatt',
    sheetOf: (sheet, count) => `Blatt ${sheet} von ${count}`,
    zoom: 'Zoom',
    zoomOut: 'Verkleinern',
    zoomIn: 'Vergrößern',
    zoomLevel: 'Vergrößerung',
    reset: 'Ansicht zurücksetzen',
    viewport: (title) =>
      `Explosionszeichnung: ${title}. Plus und Minus zoomen, Pfeiltasten verschieben, 0 setzt zurück.`,
    roleDescription: 'zoombare Zeichnung',
    help: 'Scrollen oder mit zwei Fingern zoomen · ziehen zum Verschieben · Tasten + − ← → ↑ ↓, 0 zum Zurücksetzen',
    callout: (item, partNumber, description) => `Position ${item}, ${partNumber} ${description}`,
    sheetFailed: (asking) =>
      'item' in asking
        ? `Das Blatt mit Position ${asking.item} konnte nicht geladen werden.`
        : `Blatt ${asking.sheet} konnte nicht geladen werden.`,
  },
};
