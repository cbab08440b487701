import type { CatalogueLine } from '@contrail/contracts';
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
    models: [
      {
        modelId: 'A-1',
        name: 'Husky A-1',
        summary: 'The original tandem utility taildragger.',
        facts: [
          { label: 'Engine', value: '180 hp Lycoming O-360' },
          { label: 'Seats', value: '2' },
          { label: 'Since', value: '1987' },
        ],
      },
      {
        modelId: 'A-1A',
        name: 'Husky A-1A',
        summary: 'Higher gross weight with revised flap and trim.',
        facts: [
          { label: 'Engine', value: '180 hp Lycoming O-360' },
          { label: 'Seats', value: '2' },
          { label: 'Since', value: '1998' },
        ],
      },
      {
        modelId: 'A-1B',
        name: 'Husky A-1B',
        summary: 'More fuel, more payload and stronger gear.',
        facts: [
          { label: 'Engine', value: '180 hp Lycoming O-360' },
          { label: 'Seats', value: '2' },
          { label: 'Since', value: '1999' },
        ],
      },
      {
        modelId: 'A-1C-180',
        name: 'Husky A-1C-180',
        summary: 'Today’s 180 hp Husky with a 2,250 lb gross weight.',
        facts: [
          { label: 'Engine', value: '180 hp Lycoming O-360' },
          { label: 'Seats', value: '2' },
          { label: 'Since', value: '2007' },
        ],
      },
      {
        modelId: 'A-1C-200',
        name: 'Husky A-1C-200',
        summary: 'The 200 hp, constant-speed Husky for short, high strips.',
        facts: [
          { label: 'Engine', value: '200 hp Lycoming IO-360' },
          { label: 'Seats', value: '2' },
          { label: 'Since', value: '2007' },
        ],
      },
    ],
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
    models: [
      {
        modelId: 'S-1S',
        name: 'Pitts S-1S',
        summary: 'Single-seat competition biplane with symmetrical wings.',
        facts: [
          { label: 'Engine', value: '180 hp Lycoming IO-360' },
          { label: 'Seats', value: '1' },
          { label: 'Since', value: '1973' },
        ],
      },
      {
        modelId: 'S-1T',
        name: 'Pitts S-1T',
        summary: 'Single seater with four ailerons and a constant-speed prop.',
        facts: [
          { label: 'Engine', value: '200 hp Lycoming AEIO-360' },
          { label: 'Seats', value: '1' },
          { label: 'Since', value: '1981' },
        ],
      },
      {
        modelId: 'S-2A',
        name: 'Pitts S-2A',
        summary: 'The first certified two-seat Pitts, a classic trainer.',
        facts: [
          { label: 'Engine', value: '200 hp Lycoming AEIO-360' },
          { label: 'Seats', value: '2' },
          { label: 'Since', value: '1971' },
        ],
      },
      {
        modelId: 'S-2B',
        name: 'Pitts S-2B',
        summary: 'Two seats and 260 hp for unlimited-grade figures.',
        facts: [
          { label: 'Engine', value: '260 hp Lycoming AEIO-540' },
          { label: 'Seats', value: '2' },
          { label: 'Since', value: '1983' },
        ],
      },
      {
        modelId: 'S-2C',
        name: 'Pitts S-2C',
        summary: 'Refined S-2 with new wings, ailerons and cowling.',
        facts: [
          { label: 'Engine', value: '260 hp Lycoming AEIO-540' },
          { label: 'Seats', value: '2' },
          { label: 'Since', value: '1999' },
        ],
      },
      {
        modelId: 'S-1-11B',
        name: 'Pitts S-1-11B',
        summary: 'The big-engine single seater, the Super Stinker.',
        facts: [
          { label: 'Engine', value: '300 hp Lycoming AEIO-540' },
          { label: 'Seats', value: '1' },
          { label: 'Since', value: '2000' },
        ],
      },
    ],
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
    models: [
      {
        modelId: 'EAGLE-II',
        name: 'Christen Eagle II',
        summary: 'Two-seat aerobatic biplane sold as a complete kit.',
        facts: [
          { label: 'Engine', value: '200 hp Lycoming AEIO-360' },
          { label: 'Seats', value: '2' },
          { label: 'Since', value: '1977' },
        ],
      },
    ],
    genuine: genuine('Eagle'),
    cta: {
      title: 'Find your Eagle part',
      content:
        'Kit hardware, canopy parts and controls: browse the assemblies or search by number.',
      label: 'Open the Eagle catalogue',
    },
  },
};
