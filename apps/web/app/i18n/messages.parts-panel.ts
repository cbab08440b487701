import { n, plural, type PartsPanelMessages } from './messages.parts.ts';

/**
 * The parts panel's texts in English (the search results and an assembly's parts: the table, the part groups, the
 * exploded view): loaded with the panel's chunk, not with the page (the parts pages' route modules, `partsPanel`).
 */
export const partsPanelEn: PartsPanelMessages = {
  panel: {
    searchCaption: (query) => `Search results for “${query}”`,
    assemblyCaption: (assembly, model) => `Parts of ${assembly} (${model})`,
    searchCount: (total, shown) =>
      `${plural(total, 'part', 'parts')}${total > shown ? `, best ${n(shown)} shown` : ''}`,
    readAs: (query, sets) =>
      `No part is described by “${query}”. Showing parts described by ${new Intl.ListFormat('en', { type: 'disjunction' }).format(sets.map((set) => `“${set}”`))}.`,
    addSelected: (count) => `Add selected (${n(count)})`,
    added: (partNumber) => `Added ${partNumber} to the cart.`,
    addedMany: (count) => `Added ${n(count)} parts to the cart.`,
    addFailed: 'The parts could not be added to the cart.',
    noMatch: (query) => `No parts match “${query}”. Check the number or try fewer characters.`,
    noParts: 'This assembly has no parts listed.',
  },
  table: {
    figItem: 'Fig./item',
    partNumber: 'Part number',
    description: 'Description',
    modelAssembly: 'Model · assembly',
    model: 'Model',
    assembly: 'Assembly',
    whereUsedHead: 'Where used',
    unitsPerAssembly: 'Units/assy',
    effectivity: 'Effectivity',
    availability: 'Availability',
    price: 'Price',
    addToCart: 'Add to cart',
    selectAll: 'Select all listed parts',
    select: (partNumber) => `Select ${partNumber}`,
    add: 'Add',
    addPart: (partNumber) => `Add ${partNumber} to cart`,
    supersededBy: 'Superseded by',
    supersedes: (partNumber) => `Supersedes ${partNumber}`,
  },
  availability: {
    'in-stock': 'In stock',
    limited: 'Limited',
    backorder: 'Backorder',
    quote: 'On request',
  },
  from: (price) => `from ${price}`,
  groups: {
    whereUsed: (assemblies, models) =>
      `Used in ${plural(assemblies, 'assembly', 'assemblies')} on ${plural(models, 'model', 'models')}`,
    toggleUsages: (open, partNumber) => `${open ? 'Hide' : 'Show'} usages of ${partNumber}`,
    choose: (partNumber) => `Choose a usage of ${partNumber} to add to the cart`,
    priceVaries: 'The price or unit differs between usages: add the one you need.',
    severalModels: 'Used on several models: add it for the aircraft you need.',
    usagesOf: (partNumber) => `Usages of ${partNumber}`,
    addUsage: (partNumber, model, assembly, item) =>
      `Add ${partNumber} for ${model}, ${assembly} (item ${item}) to cart`,
    showing: (shown, total) => `Showing ${n(shown)} of ${n(total)} usages.`,
    usagesFailed: 'The usages could not be loaded. Check your connection and try again.',
    retryUsages: (partNumber) => `Retry loading the usages of ${partNumber}`,
    loadingUsages: 'Loading usages…',
    loadingUsagesOf: (partNumber) => `Loading usages of ${partNumber}…`,
    showAll: (total) => `Show all ${n(total)} usages`,
    showAllOf: (total, partNumber) => `Show all ${n(total)} usages of ${partNumber}`,
    showMore: 'Show more',
    showMoreOf: (partNumber) => `Show more usages of ${partNumber}`,
  },
  diagram: {
    title: 'Exploded view',
    schematic: 'Schematic',
    drawing: 'Catalogue drawing',
    items: (first, last, shown, total) =>
      `${first === last ? `Item ${first}` : `Items ${first}–${last}`} (${n(shown)} of the ${n(total)} callouts).`,
    numbered: (count) => `${n(count)} numbered items.`,
    selectHint: 'Select a number to select its part.',
    elsewhere: (item, sheet) =>
      `Item ${item} is on ${sheet === undefined ? 'another sheet' : `sheet ${sheet}`}: focus or tick its row to turn to it.`,
    sheets: 'Sheets',
    previousSheet: 'Previous sheet',
    nextSheet: 'Next sheet',
    sheetOf: (sheet, count) => `Sheet ${sheet} of ${count}`,
    zoom: 'Zoom',
    zoomOut: 'Zoom out',
    zoomIn: 'Zoom in',
    zoomLevel: 'Zoom level',
    reset: 'Reset view',
    viewport: (title) =>
      `Exploded view of ${title}. Plus and minus zoom, arrow keys pan, 0 resets.`,
    roleDescription: 'zoomable drawing',
    help: 'Scroll or pinch to zoom · drag to pan · keys + − ← → ↑ ↓, 0 to reset',
    callout: (item, partNumber, description) =>
      `Item ${item}, ${partNumber} ${description.toLowerCase()}`,
    sheetFailed: (asking) =>
      'item' in asking
        ? `We could not load the sheet of item ${asking.item}.`
        : `We could not load sheet ${asking.sheet}.`,
  },
};
