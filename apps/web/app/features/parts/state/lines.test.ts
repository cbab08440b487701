import * as contracts from '@contrail/contracts';
import { describe, expect, it } from 'vitest';
import { catalogueLines, defaultCatalogue, isCatalogueLine } from './lines.ts';

describe('aircraft lines without zod', () => {
  it('match the contracts', () => {
    expect(catalogueLines).toEqual(contracts.catalogueLines);
    expect(defaultCatalogue).toBe(contracts.defaultCatalogue);
    for (const value of ['husky', 'pitts', 'eagle', 'Husky', 'concorde', '', null, 3])
      expect(isCatalogueLine(value)).toBe(contracts.catalogueLineSchema.safeParse(value).success);
  });
});
