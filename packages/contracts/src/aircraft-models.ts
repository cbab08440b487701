import type { CatalogueLine } from './catalogue.ts';

/**
 * The aircraft models of the sample catalogue: the one source for what a model is (issue 42 §4). The
 * API seeds its catalogue from it (`apps/api` catalogue/seed/models.ts) and the line pages
 * (`/husky`, `/pitts`, `/eagle`) show it, so a model reads the same on every page. No zod here: the
 * web's line pages import it without the schemas. Texts are original; serial ranges are illustrative.
 */
export interface AircraftModelFacts {
  modelId: string;
  line: CatalogueLine;
  name: string;
  summary: string;
  engine: string;
  seats: number;
  firstYear: number;
  /** First and last serial number the catalogue covers. */
  serialFrom: number;
  serialTo: number;
}

export const aircraftModels: readonly AircraftModelFacts[] = [
  {
    modelId: 'A-1',
    line: 'husky',
    name: 'Husky A-1',
    summary:
      'Original two-seat tandem high-wing utility taildragger with a welded steel-tube fuselage.',
    engine: 'Lycoming O-360-A1P, 180 hp',
    seats: 2,
    firstYear: 1987,
    serialFrom: 1001,
    serialTo: 1399,
  },
  {
    modelId: 'A-1A',
    line: 'husky',
    name: 'Husky A-1A',
    summary: 'Higher gross weight version of the A-1 with revised flap and trim systems.',
    engine: 'Lycoming O-360-A1P, 180 hp',
    seats: 2,
    firstYear: 1998,
    serialFrom: 1400,
    serialTo: 1549,
  },
  {
    modelId: 'A-1B',
    line: 'husky',
    name: 'Husky A-1B',
    summary:
      'Re-certified A-1 with a 2,000 lb gross weight, larger fuel capacity and improved gear.',
    engine: 'Lycoming O-360-A1P, 180 hp',
    seats: 2,
    firstYear: 1999,
    serialFrom: 2001,
    serialTo: 2399,
  },
  {
    modelId: 'A-1C-180',
    line: 'husky',
    name: 'Husky A-1C-180',
    summary: 'Current 180 hp Husky with a 2,200 lb gross weight, for backcountry and float flying.',
    engine: 'Lycoming O-360-A1P, 180 hp',
    seats: 2,
    firstYear: 2007,
    serialFrom: 3001,
    serialTo: 3599,
  },
  {
    modelId: 'A-1C-200',
    line: 'husky',
    name: 'Husky A-1C-200',
    summary: 'The fuel-injected 200 hp Husky with a constant-speed propeller.',
    engine: 'Lycoming IO-360-A1D6, 200 hp',
    seats: 2,
    firstYear: 2007,
    serialFrom: 3600,
    serialTo: 3999,
  },
  {
    modelId: 'S-1S',
    line: 'pitts',
    name: 'Pitts S-1S',
    summary:
      'Single-seat competition aerobatic biplane with symmetrical-section ailerons on both wings.',
    engine: 'Lycoming IO-360-B4A, 180 hp',
    seats: 1,
    firstYear: 1973,
    serialFrom: 1,
    serialTo: 199,
  },
  {
    modelId: 'S-1T',
    line: 'pitts',
    name: 'Pitts S-1T',
    summary:
      'Single-seat aerobatic biplane with a fuel-injected engine and a constant-speed propeller.',
    engine: 'Lycoming AEIO-360-A1E, 200 hp',
    seats: 1,
    firstYear: 1981,
    serialFrom: 1001,
    serialTo: 1099,
  },
  {
    modelId: 'S-2A',
    line: 'pitts',
    name: 'Pitts S-2A',
    summary: 'The first two-seat Pitts: aerobatic training in tandem with a 200 hp engine.',
    engine: 'Lycoming AEIO-360-A1A, 200 hp',
    seats: 2,
    firstYear: 1971,
    serialFrom: 2001,
    serialTo: 2299,
  },
  {
    modelId: 'S-2B',
    line: 'pitts',
    name: 'Pitts S-2B',
    summary: 'Two-seat aerobatic biplane with the six-cylinder 260 hp engine and a longer nose.',
    engine: 'Lycoming AEIO-540-D4A5, 260 hp',
    seats: 2,
    firstYear: 1983,
    serialFrom: 5000,
    serialTo: 5399,
  },
  {
    modelId: 'S-2C',
    line: 'pitts',
    name: 'Pitts S-2C',
    summary: 'Modernised two-seat Pitts with square-tip wings and improved roll rate.',
    engine: 'Lycoming AEIO-540-D4A5, 260 hp',
    seats: 2,
    firstYear: 1999,
    serialFrom: 6000,
    serialTo: 6399,
  },
  {
    modelId: 'S-1-11B',
    line: 'pitts',
    name: 'Pitts S-1-11B',
    summary: 'Single-seat unlimited aerobatic biplane with the 300 hp six-cylinder engine.',
    engine: 'Lycoming AEIO-540-L1B5, 300 hp',
    seats: 1,
    firstYear: 2000,
    serialFrom: 7001,
    serialTo: 7099,
  },
  {
    modelId: 'EAGLE-II',
    line: 'eagle',
    name: 'Christen Eagle II',
    summary:
      'Two-seat kit-built aerobatic biplane with a bubble canopy and an inverted oil system.',
    engine: 'Lycoming AEIO-360-A1D, 200 hp',
    seats: 2,
    firstYear: 1977,
    serialFrom: 1,
    serialTo: 999,
  },
];
