import type { DbHandle } from '../../db/index.ts';
import { createCatalogueRepository } from '../catalogue-repository.ts';
import { writeCatalogue, type WriteResult } from '../catalogue-writer.ts';
import { defaultSeedParts, generateCatalogue } from './generate.ts';

export interface SeedCatalogueOptions {
  parts?: number;
  seed?: string;
  /** Write the seed catalogue even when the catalogue is not empty (its models are replaced). */
  force?: boolean;
  onProgress?: (parts: number) => void;
}

/** Seeds the generated catalogue; does nothing when parts exist already, unless forced. */
export async function seedCatalogue(
  handle: DbHandle,
  options: SeedCatalogueOptions = {},
): Promise<(WriteResult & { seeded: true }) | { seeded: false }> {
  if (!options.force && !(await createCatalogueRepository(handle.db).isEmpty())) {
    return { seeded: false };
  }
  const catalogue = generateCatalogue({
    parts: options.parts ?? defaultSeedParts,
    ...(options.seed ? { seed: options.seed } : {}),
  });
  const result = await writeCatalogue(
    handle,
    { models: catalogue.models, assemblies: catalogue.assemblies, parts: catalogue.parts() },
    options.onProgress ? { onProgress: options.onProgress } : {},
  );
  return { ...result, seeded: true };
}
