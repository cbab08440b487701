import type { Availability, CatalogueLine } from '@contrail/contracts';

// The parts catalogue's UI in English (/parts): the shape every other language's module follows
// (messages.parts.de.ts, messages.parts.ar.ts). Only the parts pages load a parts catalogue, and each loads
// its own language's: the route module hands it to I18nProvider as `parts` (pages/parts/parts-page*.tsx),
// and the components read it with usePartsText(). The catalogue's data (descriptions, model and assembly
// names, units, effectivity) is the catalogue's own English; only the interface is translated here.

/** What a list is waiting for or failed to load (LoadState, LoadingLine). */
export type PartsLoadWhat =
  'models' | 'assemblies' | 'parts' | 'searchResults' | 'explodedView' | 'cart' | 'inquiryForm';

export interface PartsMessages {
  /** Intl's tag for prices, counts and dates (`en-US`, `de-DE`, `ar-u-nu-latn`). */
  intlTag: string;
  hero: { kicker: string; title: string; intro: string };
  search: { label: string; placeholder: string; keys: string };
  /** "Loading models…" and "We could not load the models…", by what is loading. */
  loading: Record<PartsLoadWhat, string>;
  loadFailed: Record<PartsLoadWhat, string>;
  retry: string;
  /** The aircraft lines' names (brands: the same in every language, but a language may decline them). */
  lines: Record<CatalogueLine, string>;
  nav: {
    lineSwitch: string;
    lineNotFound: (asked: string) => string;
    /** "Choose Husky, Pitts or Eagle." around the links: the words before, between and after them. */
    choose: { before: string; between: string; last: string; after: string };
    lineModels: (line: string) => string;
    models: string;
    noModels: (line: string) => string;
    assemblies: string;
    assembliesOf: (model: string) => string;
    assembliesOfLabel: (model: string) => string;
    modelNotFound: (model: string, line: string) => string;
    chooseModel: string;
    noAssemblies: string;
    chooseModelFirst: string;
    ata: (chapter: string) => string;
  };
  facts: { engine: string; seats: string; since: string; serials: string };
  count: {
    parts: (n: number) => string;
    lines: (n: number) => string;
    units: (n: number) => string;
    usages: (n: number) => string;
  };
  /** The price of a part the desk quotes on request. */
  quote: string;
  cart: {
    /**
     * The header's cart link named in the page's language, by its lines (absent in English: the badge's own
     * English, `cartLabel` in cart-badge.tsx).
     */
    badge?: (lines: number) => string;
    trigger: string;
    drawerTitle: string;
    review: string;
    heading: string;
    list: string;
    loadFailed: string;
    updateFailed: string;
    empty: string;
    each: (price: string) => string;
    quantityOf: (partNumber: string) => string;
    decrease: (label: string) => string;
    increase: (label: string) => string;
    remove: (partNumber: string) => string;
    removed: (qty: number, partNumber: string) => string;
    undo: string;
    total: (lines: number, total: string, priced: number) => string;
    summary: (lines: number, units: number) => string;
    lastUpdated: string;
    notYet: string;
    atMost: (max: number, kept: number) => string;
    wholeUnits: (kept: number) => string;
  };
  cartEmail: {
    label: string;
    save: string;
    fetch: string;
    saved: (email: string) => string;
    loaded: (email: string) => string;
    none: (email: string) => string;
  };
  inquiry: {
    heading: string;
    intro: string;
    form: string;
    fields: {
      name: string;
      email: string;
      phone: string;
      company: string;
      aircraft: string;
      serial: string;
      message: string;
      country: string;
      state: string;
      city: string;
    };
    messagePlaceholder: string;
    chooseCountry: string;
    chooseState: string;
    chooseCountryFirst: string;
    chooseCity: string;
    chooseStateFirst: string;
    loadingList: string;
    listFailed: string;
    failed: string;
    /** After the 429 message (the shell's), which says when to try again. */
    kept: string;
    tooMany: (seconds: number | undefined) => string;
    send: string;
    sending: string;
    retrySend: string;
    needLines: string;
    sent: string;
    /** "Your inquiry number is {id}. …": the words before and after the number. */
    sentBefore: string;
    sentAfter: string;
    again: string;
  };
}

/**
 * The parts panel's texts: the search results and an assembly's parts (the table, the part groups, the
 * exploded view). Each language's are a module of their own (messages.parts-panel*.ts) that loads with the
 * panel's chunk: /parts opens with no assembly and no search, so its first load carries none of them.
 */
export interface PartsPanelMessages {
  panel: {
    searchCaption: (query: string) => string;
    assemblyCaption: (assembly: string, model: string) => string;
    searchCount: (total: number, shown: number) => string;
    /** No description holds the words typed: the words the results were found by instead (X-Search-Words). */
    readAs: (query: string, sets: readonly string[]) => string;
    addSelected: (n: number) => string;
    added: (partNumber: string) => string;
    addedMany: (n: number) => string;
    addFailed: string;
    noMatch: (query: string) => string;
    noParts: string;
  };
  table: {
    figItem: string;
    partNumber: string;
    description: string;
    modelAssembly: string;
    model: string;
    assembly: string;
    whereUsedHead: string;
    unitsPerAssembly: string;
    effectivity: string;
    availability: string;
    price: string;
    addToCart: string;
    selectAll: string;
    select: (partNumber: string) => string;
    add: string;
    addPart: (partNumber: string) => string;
    supersededBy: string;
    supersedes: (partNumber: string) => string;
  };
  availability: Record<Availability, string>;
  /** "from $12.50": the lowest of several prices. */
  from: (price: string) => string;
  groups: {
    whereUsed: (assemblies: number, models: number) => string;
    toggleUsages: (open: boolean, partNumber: string) => string;
    choose: (partNumber: string) => string;
    priceVaries: string;
    severalModels: string;
    usagesOf: (partNumber: string) => string;
    addUsage: (partNumber: string, model: string, assembly: string, item: string) => string;
    showing: (shown: number, total: number) => string;
    usagesFailed: string;
    retryUsages: (partNumber: string) => string;
    loadingUsages: string;
    loadingUsagesOf: (partNumber: string) => string;
    showAll: (total: number) => string;
    showAllOf: (total: number, partNumber: string) => string;
    showMore: string;
    showMoreOf: (partNumber: string) => string;
  };
  diagram: {
    title: string;
    schematic: string;
    drawing: string;
    items: (first: string, last: string, shown: number, total: number) => string;
    numbered: (n: number) => string;
    selectHint: string;
    elsewhere: (item: string, sheet: number | undefined) => string;
    sheets: string;
    previousSheet: string;
    nextSheet: string;
    sheetOf: (sheet: number, count: number) => string;
    zoom: string;
    zoomOut: string;
    zoomIn: string;
    zoomLevel: string;
    reset: string;
    viewport: (title: string) => string;
    roleDescription: string;
    help: string;
    callout: (item: string, partNumber: string, description: string) => string;
    /** A sheet (or the sheet holding an item) that failed to load. */
    sheetFailed: (asking: { item: string } | { sheet: number }) => string;
  };
}

/** What the panel's components read (usePartsPanelText): the page's parts texts and the panel's. */
export type PartsPanelText = PartsMessages & PartsPanelMessages;

let number: Intl.NumberFormat | undefined;
export const n = (value: number) => (number ??= new Intl.NumberFormat('en-US')).format(value);
export const plural = (count: number, one: string, many: string) =>
  `${n(count)} ${count === 1 ? one : many}`;

export const partsEn: PartsMessages = {
  intlTag: 'en-US',
  hero: {
    kicker: 'Genuine parts · Husky · Pitts · Eagle',
    title: 'Aircraft parts catalogue',
    intro:
      'Find a part by model and assembly, or type a part number — typos included. Add what you need to the cart and send one inquiry to the parts desk.',
  },
  search: {
    label: 'Search parts by number or description',
    placeholder: 'e.g. AN3-5A, MS20995C32, tail wheel spring',
    keys: 'The results appear below the box; press the down arrow to move into them.',
  },
  loading: {
    models: 'Loading models…',
    assemblies: 'Loading assemblies…',
    parts: 'Loading parts…',
    searchResults: 'Loading search results…',
    explodedView: 'Loading the exploded view…',
    cart: 'Loading your cart…',
    inquiryForm: 'Loading the inquiry form…',
  },
  loadFailed: {
    models: 'We could not load the models. Check your connection and try again.',
    assemblies: 'We could not load the assemblies. Check your connection and try again.',
    parts: 'We could not load the parts. Check your connection and try again.',
    searchResults: 'We could not load the search results. Check your connection and try again.',
    explodedView: 'We could not load the exploded view. Check your connection and try again.',
    cart: 'We could not load your cart. Check your connection and try again.',
    inquiryForm: 'We could not load the inquiry form. Check your connection and try again.',
  },
  retry: 'Retry',
  lines: { husky: 'Husky', pitts: 'Pitts', eagle: 'Eagle' },
  nav: {
    lineSwitch: 'Aircraft line',
    lineNotFound: (asked) => `There is no “${asked}” line in the catalogue.`,
    choose: { before: 'Choose ', between: ', ', last: ' or ', after: '.' },
    lineModels: (line) => `${line} models`,
    models: 'Models',
    noModels: (line) => `No ${line} models in the catalogue yet.`,
    assemblies: 'Assemblies',
    assembliesOf: (model) => `Assemblies of the ${model}`,
    assembliesOfLabel: (model) => `Assemblies of ${model}`,
    modelNotFound: (model, line) => `Model “${model}” was not found in the ${line} catalogue.`,
    chooseModel: 'Choose one of its models:',
    noAssemblies: 'This model has no assemblies in the catalogue.',
    chooseModelFirst: 'Choose a model to see its assemblies, or search by part number above.',
    ata: (chapter) => `ATA ${chapter}`,
  },
  facts: { engine: 'Engine', seats: 'Seats', since: 'Since', serials: 'Serials' },
  count: {
    parts: (count) => plural(count, 'part', 'parts'),
    lines: (count) => plural(count, 'line', 'lines'),
    units: (count) => plural(count, 'unit', 'units'),
    usages: (count) => plural(count, 'usage', 'usages'),
  },
  quote: 'Quote',
  cart: {
    trigger: 'Cart',
    drawerTitle: 'Parts cart',
    review: 'Review and send inquiry',
    heading: 'Your parts cart',
    list: 'Parts in the cart',
    loadFailed: 'We could not load your cart. Check your connection and try again.',
    updateFailed: 'The cart could not be updated. Your lines are as shown.',
    empty:
      'Your parts cart is empty. Tick parts in the catalogue and add them, or fetch a cart saved under your e-mail.',
    each: (price) => `${price} each`,
    quantityOf: (partNumber) => `Quantity of ${partNumber}`,
    decrease: (label) => `Decrease ${label}`,
    increase: (label) => `Increase ${label}`,
    remove: (partNumber) => `Remove ${partNumber} from the cart`,
    removed: (qty, partNumber) => `Removed ${n(qty)} × ${partNumber} from the cart.`,
    undo: 'Undo',
    total: (lines, total, priced) =>
      `${plural(lines, 'line', 'lines')} · total ${total}${priced < lines ? ` for the ${n(priced)} priced ${priced === 1 ? 'line' : 'lines'}; the others are quoted on request` : ''}`,
    summary: (lines, units) =>
      `${plural(lines, 'line', 'lines')}, ${plural(units, 'unit', 'units')}`,
    lastUpdated: 'last updated',
    notYet: 'not yet',
    atMost: (max, kept) => `At most ${max} per line: set to ${kept}.`,
    wholeUnits: (kept) => `Whole units only: set to ${kept}.`,
  },
  cartEmail: {
    label: 'Your e-mail for this cart',
    save: 'Save cart',
    fetch: 'Fetch saved cart',
    saved: (email) => `Saved: fetch this cart later with ${email}.`,
    loaded: (email) => `Loaded the cart saved under ${email}.`,
    none: (email) => `No cart saved under ${email} on this browser.`,
  },
  inquiry: {
    heading: 'Send an inquiry',
    intro:
      'The parts desk answers with prices, availability and lead times for every line. No payment is taken here.',
    form: 'Parts inquiry',
    fields: {
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone',
      company: 'Company',
      aircraft: 'Aircraft model',
      serial: 'Serial number / registration',
      message: 'Message',
      country: 'Country',
      state: 'State / province',
      city: 'City',
    },
    messagePlaceholder:
      'Anything the parts desk should know: urgency, shipping, certification paperwork…',
    chooseCountry: 'Choose a country',
    chooseState: 'Choose a state',
    chooseCountryFirst: 'Choose a country first',
    chooseCity: 'Choose a city',
    chooseStateFirst: 'Choose a state first',
    loadingList: 'Loading…',
    listFailed: 'Could not load the list.',
    failed:
      'The inquiry could not be sent. Your cart and your details are kept — please try again.',
    kept: 'Your cart and your details are kept.',
    tooMany: (seconds) =>
      seconds === undefined
        ? 'Too many requests — please try again in a moment.'
        : `Too many requests — please try again in ${wait(seconds)}.`,
    send: 'Send inquiry',
    sending: 'Sending…',
    retrySend: 'Retry sending',
    needLines: 'Add parts to the cart to send an inquiry.',
    sent: 'Inquiry sent',
    sentBefore: 'Your inquiry number is ',
    sentAfter:
      '. The parts desk will reply by e-mail with prices and lead times; a copy is on its way to you. Your cart has been cleared.',
    again: 'Start a new inquiry',
  },
};

/** "8 seconds", "1 minute", "3 minutes", "2 hours" (as the site's forms say a wait). */
function wait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return plural(whole, 'second', 'seconds');
  if (whole < 3600) return plural(Math.ceil(whole / 60), 'minute', 'minutes');
  return plural(Math.ceil(whole / 3600), 'hour', 'hours');
}
