import type { CatalogueLine } from '@contrail/contracts';
import { aircraftModels } from '@contrail/contracts/aircraft-models';
import type { ArtImageData } from '~/components/ui/art-image.tsx';
import type { IconName } from '~/components/ui/icon.tsx';

export interface LineModel {
  modelId: string;
  name: string;
  summary: string;
  facts: { label: string; value: string }[];
}

export interface AircraftLineContent {
  line: CatalogueLine;
  name: string;
  eyebrow: string;
  title: string;
  lead: string;
  hero: ArtImageData;
  models: LineModel[];
  genuine: { icon: IconName; title: string; content: string }[];
  cta: { title: string; content: string; label: string };
}

/**
 * A line's models as its page shows them: read from the one source of the models' facts, the one the
 * API seeds the catalogue from, so a model reads the same on /parts and on its line page.
 */
export function lineModels(line: CatalogueLine): LineModel[] {
  return aircraftModels
    .filter((model) => model.line === line)
    .map((model) => ({
      modelId: model.modelId,
      name: model.name,
      summary: model.summary,
      facts: [
        { label: 'Engine', value: model.engine },
        { label: 'Seats', value: String(model.seats) },
        { label: 'Since', value: String(model.firstYear) },
      ],
    }));
}

const genuine = (type: string): AircraftLineContent['genuine'] => [
  {
    icon: 'shield',
    title: 'Traceable and certified',
    content: `Every ${type} part ships with its release paperwork, so the logbook entry writes itself.`,
  },
  {
    icon: 'layers',
    title: 'Right revision, first time',
    content:
      'Effectivity by serial number and superseded part numbers are checked before the quote goes out.',
  },
  {
    icon: 'wrench',
    title: 'Fits like the factory part',
    content:
      'Built to the type design — no trimming, no shimming, no surprises at the annual inspection.',
  },
  {
    icon: 'clock',
    title: 'One inquiry, every line',
    content:
      'Put hardware, assemblies and quote-only items in one cart; the parts desk answers them together.',
  },
];

export const aircraftLines: Record<CatalogueLine, AircraftLineContent> = {
  husky: {
    line: 'husky',
    name: 'Husky',
    eyebrow: 'Husky parts',
    title: 'Parts for the Husky family',
    lead: 'Tandem two-seat backcountry taildraggers: steel-tube fuselage, big flaps and gear built for gravel bars. Keep yours on the strip with genuine parts.',
    hero: {
      src: '/artwork/aircraft-31-1200x700.svg',
      alt: 'Illustration of a high-wing taildragger over rolling hills',
      width: 1200,
      height: 700,
    },
    models: lineModels('husky'),
    genuine: genuine('Husky'),
    cta: {
      title: 'Find your Husky part',
      content:
        'Pick your model, open the assembly and tick the parts — or just type the part number.',
      label: 'Open the Husky catalogue',
    },
  },
  pitts: {
    line: 'pitts',
    name: 'Pitts',
    eyebrow: 'Pitts parts',
    title: 'Parts for Pitts Special biplanes',
    lead: 'Short-coupled aerobatic biplanes that have won more contests than anything else with two wings. Flying wires, struts and fittings that take the loads, every flight.',
    hero: {
      src: '/artwork/aircraft-44-1200x700.svg',
      alt: 'Illustration of an aerobatic biplane against a bright sky',
      width: 1200,
      height: 700,
    },
    models: lineModels('pitts'),
    genuine: genuine('Pitts'),
    cta: {
      title: 'Find your Pitts part',
      content:
        'From flying-wire terminals to wing fittings: open your model and assembly, or search.',
      label: 'Open the Pitts catalogue',
    },
  },
  eagle: {
    line: 'eagle',
    name: 'Eagle',
    eyebrow: 'Eagle parts',
    title: 'Parts for the Christen Eagle II',
    lead: 'The famous kit-built aerobatic two-seater, with its sunburst paint and bubble canopy. Parts for builders finishing a kit and owners keeping one flying.',
    hero: {
      src: '/artwork/aircraft-57-1200x700.svg',
      alt: 'Illustration of a two-seat aerobatic biplane climbing',
      width: 1200,
      height: 700,
    },
    models: lineModels('eagle'),
    genuine: genuine('Eagle'),
    cta: {
      title: 'Find your Eagle part',
      content:
        'Kit hardware, canopy parts and controls: browse the assemblies or search by number.',
      label: 'Open the Eagle catalogue',
    },
  },
};
