import type { Availability, CatalogueLine } from '@contrail/contracts';
import { partId } from '../part-id.ts';
import { searchKey } from '../search-key.ts';
import { assemblyTemplates, templatesFor, type AssemblyTemplate } from './assemblies.ts';
import { anchorHardware, hardwareByKind, type HardwareItem } from './hardware.ts';
import { seedModels, type ModelFacts, type SeedModel } from './models.ts';
import { createRandom, type Random } from './prng.ts';

/** A model row of the catalogue. */
export interface CatalogueModel extends ModelFacts {
  serialRange: string;
  position: number;
}

/** An assembly (one IPC figure) of a model. */
export interface CatalogueAssembly {
  modelId: string;
  id: string;
  name: string;
  ataChapter: string;
  figure: string;
  position: number;
}

/** A part row of an assembly, as stored. */
export interface CataloguePart {
  id: string;
  modelId: string;
  assemblyId: string;
  figure: string;
  item: string;
  partNumber: string;
  searchKey: string;
  description: string;
  indent: number;
  unitsPerAssembly: string;
  unit: string;
  effectivity: string;
  priceCents: number | null;
  availability: Availability;
  supersededBy: string | null;
  notes: string | null;
  position: number;
}

export interface SeedOptions {
  /** Total number of part rows (exact). */
  parts: number;
  /** Seed text: the same seed always gives the same catalogue. */
  seed?: string;
}

export { partId };

export const defaultSeedParts = 20_000;
export const maxSeedParts = 2_000_000;
const defaultSeed = 'contrail';

interface PlannedAssembly {
  model: SeedModel;
  template: AssemblyTemplate;
  assembly: CatalogueAssembly;
  parts: number;
}

const minimumRows = (template: AssemblyTemplate): number =>
  template.id === '32-10' ? 2 + anchorHardware.length : 2;

function modelAssemblies(model: SeedModel, seed: string): AssemblyTemplate[] {
  const random = createRandom(`${seed}:${model.modelId}:assemblies`);
  const available = templatesFor(model);
  const core = available.filter((template) => template.core);
  const optional = available.filter((template) => !template.core);
  const wanted = random.int(Math.max(15, core.length), Math.min(25, available.length));
  const chosen = new Set(core);
  while (chosen.size < wanted) chosen.add(random.pick(optional));
  return available.filter((template) => chosen.has(template));
}

/** Models and assemblies of the seed catalogue, and how many part rows each assembly gets. */
function plan(options: SeedOptions): { models: CatalogueModel[]; assemblies: PlannedAssembly[] } {
  const seed = options.seed ?? defaultSeed;
  const models = seedModels.map((model, position) => ({
    modelId: model.modelId,
    line: model.line,
    name: model.name,
    summary: model.summary,
    engine: model.engine,
    seats: model.seats,
    firstYear: model.firstYear,
    serialRange: `${model.serialFrom}-${model.serialTo}`,
    position,
  }));
  const assemblies: PlannedAssembly[] = [];
  const weights: number[] = [];
  const random = createRandom(`${seed}:sizes`);
  for (const model of seedModels) {
    modelAssemblies(model, seed).forEach((template, index) => {
      assemblies.push({
        model,
        template,
        assembly: {
          modelId: model.modelId,
          id: template.id,
          name: template.name,
          ataChapter: template.id.slice(0, 2),
          figure: String(index + 1),
          position: index,
        },
        parts: minimumRows(template),
      });
      weights.push(0.4 + random.next() * 1.2 + (template.core ? 0.4 : 0));
    });
  }
  const minimum = assemblies.reduce((sum, planned) => sum + planned.parts, 0);
  if (!Number.isInteger(options.parts) || options.parts < minimum || options.parts > maxSeedParts) {
    throw new RangeError(`parts must be an integer from ${minimum} to ${maxSeedParts}`);
  }
  // Share the rest out by weight, then hand the rounding remainder out one by one.
  const extra = options.parts - minimum;
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  let given = 0;
  assemblies.forEach((planned, index) => {
    const share = Math.floor((extra * (weights[index] ?? 0)) / totalWeight);
    planned.parts += share;
    given += share;
  });
  for (let index = 0; given < extra; index = (index + 1) % assemblies.length, given += 1) {
    const planned = assemblies[index];
    if (planned) planned.parts += 1;
  }
  return { models, assemblies };
}

const roundSuffixes = [
  '',
  ' (ALTERNATE)',
  ' (OPTIONAL EQUIPMENT)',
  ' (SERVICE KIT)',
  ' (FLOAT INSTALLATION)',
  ' (SKI INSTALLATION)',
  ' (HEAVY DUTY)',
];

interface Component {
  name: string;
  details: string[];
}

function parseComponents(model: SeedModel, template: AssemblyTemplate): Component[] {
  const injected = /IO-/.test(model.engine);
  return template.components
    .map((text) => {
      const [name = '', details = ''] = text.split(' > ');
      return {
        name,
        details: details
          .split('; ')
          .map((detail) => detail.trim())
          .filter(Boolean),
      };
    })
    .filter(({ name }) => (injected ? !/CARBURETOR,/.test(name) : !/INJECTION/.test(name)));
}

/** Drawing numbers in each line's own style (all invented). */
const numbering: Record<
  CatalogueLine,
  {
    top: (chapter: string, section: string) => string;
    component: (chapter: string, section: string, n: number) => string;
    detail: (component: string, chapterIndex: number, n: number, d: number) => string;
  }
> = {
  husky: {
    top: (chapter, section) => `${chapter}-${section}000`,
    component: (chapter, section, n) => `${chapter}-${section}${String(n).padStart(3, '0')}`,
    detail: (_component, chapterIndex, n, d) => `U${chapterIndex}-${10 + n}-${d}`,
  },
  pitts: {
    top: (chapter, section) => `${chapter}${section}-000`,
    component: (chapter, section, n) => `${chapter}${section}-${String(n).padStart(3, '0')}`,
    detail: (component, _chapterIndex, _n, d) => `${component}-${d}`,
  },
  eagle: {
    top: (chapter, section) => `E2-${chapter}${section}00`,
    component: (chapter, section, n) => `E2-${chapter}${section}${String(n).padStart(2, '0')}`,
    detail: (component, _chapterIndex, _n, d) => `${component}-${d}`,
  },
};

const componentPrice = [2_500, 650_000, 0.15] as const;
const detailPrice = [400, 120_000, 0.1] as const;

const nextRevision = (partNumber: string): string => {
  const last = partNumber.at(-1) ?? '';
  if (/[A-Y]/.test(last))
    return partNumber.slice(0, -1) + String.fromCharCode(last.charCodeAt(0) + 1);
  return `${partNumber}A`;
};

/**
 * Price and availability belong to the part number, not the row: the same bolt costs the same in every
 * figure. Log-uniform prices rounded to 5 cents (many cheap parts, a few expensive ones); null = quote.
 */
type Pricing = { priceCents: number | null; availability: Availability };
const pricingMemo = new Map<string, Pricing>();

function pricing(
  seed: string,
  partNumber: string,
  from: number,
  to: number,
  quoteChance: number,
): Pricing {
  const memoKey = `${seed}:${partNumber}`;
  const known = pricingMemo.get(memoKey);
  if (known) return known;
  // The memo only spares work; it is bounded so a huge catalogue cannot grow it without limit.
  if (pricingMemo.size > 500_000) pricingMemo.clear();
  const random = createRandom(`${seed}:price:${partNumber}`);
  const result: Pricing = random.chance(quoteChance)
    ? { priceCents: null, availability: 'quote' }
    : priced(random, from, to);
  pricingMemo.set(memoKey, result);
  return result;
}

/** A log-uniform price from `from` to `to` cents, rounded to 5 cents, and how available the part is. */
function priced(random: Random, from: number, to: number): Pricing {
  const cents = Math.exp(Math.log(from) + random.next() * (Math.log(to) - Math.log(from)));
  const roll = random.next();
  return {
    priceCents: Math.max(5, Math.round(cents / 5) * 5),
    availability: roll < 0.72 ? 'in-stock' : roll < 0.88 ? 'limited' : 'backorder',
  };
}

/** Part rows of one assembly, in IPC order: the figure's assembly, components, details, hardware. */
function* assemblyParts(planned: PlannedAssembly, seed: string): Generator<CataloguePart> {
  const { model, template, assembly } = planned;
  const random = createRandom(`${seed}:${model.modelId}:${template.id}`);
  const style = numbering[model.line];
  const [chapter = '00', section = '00'] = template.id.split('-');
  // Husky detail numbers carry the figure's place in the master list, so no two figures share one.
  const chapterIndex = assemblyTemplates.indexOf(template) + 1;
  const components = parseComponents(model, template);
  const hardware = template.hardware.flatMap((kind) => hardwareByKind[kind]);
  const splitSerial = Math.round((model.serialFrom + model.serialTo) / 2);
  let emitted = 0;
  let itemNumber = 0;

  const row = (
    values: Pick<CataloguePart, 'partNumber' | 'description' | 'indent' | 'unitsPerAssembly'> &
      Partial<CataloguePart>,
    price: readonly [from: number, to: number, quoteChance: number] | null,
    alternateOf?: string,
  ): CataloguePart => {
    if (alternateOf === undefined) itemNumber += 1;
    const item = alternateOf ?? String(itemNumber);
    const priced = price
      ? pricing(seed, values.partNumber, ...price)
      : { priceCents: null, availability: 'quote' as const };
    const part: CataloguePart = {
      id: partId(model.modelId, template.id, item),
      modelId: model.modelId,
      assemblyId: template.id,
      figure: assembly.figure,
      item,
      searchKey: searchKey(values.partNumber),
      unit: 'EA',
      effectivity: 'ALL',
      supersededBy: null,
      notes: null,
      ...values,
      ...priced,
      position: emitted,
    };
    emitted += 1;
    return part;
  };

  const hardwareRow = (item: HardwareItem, indent: number): CataloguePart =>
    row(
      {
        partNumber: item.partNumber,
        description: item.description,
        indent,
        unitsPerAssembly: item.asRequired
          ? 'AR'
          : String(random.pick([1, 2, 2, 3, 4, 4, 6, 8, 12])),
        unit: item.asRequired ? (item.description.startsWith('SEALANT') ? 'OZ' : 'FT') : 'EA',
        notes: item.asRequired ? 'ORDER BY LENGTH' : null,
      },
      [15, item.asRequired ? 900 : 2_500, 0],
    );

  yield row(
    {
      partNumber: style.top(chapter, section),
      description: `${template.name} INSTALLATION`,
      indent: 0,
      unitsPerAssembly: 'REF',
      notes: `SEE FIG. ${assembly.figure} FOR BREAKDOWN`,
    },
    null,
  );

  for (let index = 0; emitted < planned.parts; index += 1) {
    const component = components[index % components.length];
    if (!component) break;
    const round = Math.floor(index / components.length);
    const n = index + 1;
    const partNumber = style.component(chapter, section, n);
    const suffix = roundSuffixes[round % roundSuffixes.length] ?? '';
    const superseded = round === 0 && index > 0 && random.chance(0.08);
    const newer = nextRevision(partNumber);
    yield row(
      {
        partNumber,
        description: `${component.name}${suffix}`,
        indent: 1,
        unitsPerAssembly: random.chance(0.2) ? '2' : '1',
        ...(superseded
          ? {
              effectivity: `${model.serialFrom}-${splitSerial}`,
              supersededBy: newer,
              notes: 'INTERCHANGEABLE; USE UNTIL STOCK IS EXHAUSTED',
            }
          : {}),
      },
      componentPrice,
    );
    if (superseded && emitted < planned.parts) {
      yield row(
        {
          partNumber: newer,
          description: `${component.name}${suffix}`,
          indent: 1,
          unitsPerAssembly: '1',
          effectivity: `${splitSerial + 1} & ON`,
        },
        componentPrice,
        `${itemNumber}A`,
      );
    }
    if (template.id === '32-10' && index === 0) {
      for (const item of anchorHardware) yield hardwareRow(item, 2);
    }
    for (let d = 0; d < component.details.length && emitted < planned.parts; d += 1) {
      yield row(
        {
          partNumber: style.detail(partNumber, chapterIndex, n, d + 1),
          description: component.details[d] ?? '',
          indent: 2,
          unitsPerAssembly: String(random.pick([1, 1, 1, 2, 2, 4])),
        },
        detailPrice,
      );
      if (random.chance(0.35) && emitted < planned.parts) {
        yield hardwareRow(random.pick(hardware), 3);
      }
    }
    const attaching = random.int(1, 4);
    for (let h = 0; h < attaching && emitted < planned.parts; h += 1) {
      yield hardwareRow(random.pick(hardware), 2);
    }
  }
}

/** The seed catalogue: models and assemblies as lists, parts as a stream (1,000,000 fit no array). */
export function generateCatalogue(options: SeedOptions): {
  models: CatalogueModel[];
  assemblies: CatalogueAssembly[];
  parts: () => Generator<CataloguePart>;
} {
  const seed = options.seed ?? defaultSeed;
  const { models, assemblies } = plan(options);
  return {
    models,
    assemblies: assemblies.map((planned) => planned.assembly),
    parts: function* parts() {
      for (const planned of assemblies) yield* assemblyParts(planned, seed);
    },
  };
}
