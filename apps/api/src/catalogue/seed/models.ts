import { aircraftModels, type AircraftModelFacts } from '@contrail/contracts/aircraft-models';

/** What a model row of the catalogue says about the aircraft, seeded or imported. */
export type ModelFacts = Omit<AircraftModelFacts, 'serialFrom' | 'serialTo'>;

/** One aircraft model of the seed catalogue (its facts from `@contrail/contracts/aircraft-models`). */
export interface SeedModel extends ModelFacts {
  /** First and last serial number the catalogue covers. */
  serialFrom: number;
  serialTo: number;
  /** Biplanes carry upper and lower wings, interplane struts and flying wires. */
  biplane: boolean;
  /** A cabin with doors (Husky) or an open or canopied cockpit. */
  cabin: boolean;
}

export const seedModels: readonly SeedModel[] = aircraftModels.map((model) => ({
  ...model,
  biplane: model.line !== 'husky',
  cabin: model.line === 'husky',
}));
