import type { CatalogueLine } from '@contrail/contracts';

// The aircraft lines without the contracts' zod schemas, so the parts pages' first load carries no zod
// (the API client and its schemas load on first use). A test checks these match the contracts.

export const catalogueLines = [
  'husky',
  'pitts',
  'eagle',
] as const satisfies readonly CatalogueLine[];
export const defaultCatalogue: CatalogueLine = 'husky';

export function isCatalogueLine(value: unknown): value is CatalogueLine {
  return typeof value === 'string' && (catalogueLines as readonly string[]).includes(value);
}
