import { partSchema } from '@contrail/contracts';
import { describe, expect, it } from 'vitest';
import { searchKey } from '../search-key.ts';
import { generateCatalogue, type CataloguePart } from './generate.ts';

const collect = (parts: number, seed?: string): CataloguePart[] => [
  ...generateCatalogue({ parts, ...(seed ? { seed } : {}) }).parts(),
];

describe('seed catalogue', () => {
  const catalogue = generateCatalogue({ parts: 2_000 });
  const parts = collect(2_000);

  it('gives exactly the requested number of part rows, with unique ids', () => {
    expect(parts).toHaveLength(2_000);
    expect(new Set(parts.map((part) => part.id)).size).toBe(2_000);
  });

  it('is deterministic for a seed and different for another', () => {
    expect(collect(2_000)).toEqual(parts);
    expect(collect(2_000, 'other').map((part) => part.priceCents)).not.toEqual(
      parts.map((part) => part.priceCents),
    );
  });

  it('has the three lines and their models, never an empty model id', () => {
    expect(catalogue.models.map((model) => model.modelId)).toEqual([
      'A-1',
      'A-1A',
      'A-1B',
      'A-1C-180',
      'A-1C-200',
      'S-1S',
      'S-1T',
      'S-2A',
      'S-2B',
      'S-2C',
      'S-1-11B',
      'EAGLE-II',
    ]);
    expect(new Set(catalogue.models.map((model) => model.line))).toEqual(
      new Set(['husky', 'pitts', 'eagle']),
    );
  });

  it('gives every model 15 to 25 ATA-style assemblies with figure numbers', () => {
    for (const model of catalogue.models) {
      const assemblies = catalogue.assemblies.filter((a) => a.modelId === model.modelId);
      expect(assemblies.length).toBeGreaterThanOrEqual(15);
      expect(assemblies.length).toBeLessThanOrEqual(25);
      expect(assemblies.map((a) => a.id)).toContain('32-50');
      for (const assembly of assemblies) {
        expect(assembly.id).toMatch(/^\d\d-\d\d$/);
        expect(assembly.ataChapter).toBe(assembly.id.slice(0, 2));
        expect(assembly.figure).toMatch(/^\d+$/);
      }
    }
  });

  it('writes rows that satisfy the part contract', () => {
    for (const part of parts.slice(0, 300)) {
      expect(() => partSchema.parse(part)).not.toThrow();
      expect(part.searchKey).toBe(searchKey(part.partNumber));
    }
  });

  it('starts every assembly with its REF installation row and indents the rest 1 to 3', () => {
    const firsts = parts.filter((part) => part.position === 0);
    expect(firsts.length).toBe(catalogue.assemblies.length);
    for (const first of firsts) {
      expect(first.indent).toBe(0);
      expect(first.unitsPerAssembly).toBe('REF');
    }
    const rest = parts.filter((part) => part.position > 0);
    expect(rest.every((part) => part.indent >= 1 && part.indent <= 3)).toBe(true);
  });

  it('includes the standard hardware and the tail wheel spring in every model', () => {
    for (const model of catalogue.models) {
      const own = parts.filter((part) => part.modelId === model.modelId);
      const numbers = new Set(own.map((part) => part.partNumber));
      for (const wanted of ['AN3-5A', 'MS20995C32', 'AN960-10L', 'NAS1149F0363P', 'MS21042L3']) {
        expect(numbers).toContain(wanted);
      }
      expect(own.some((part) => part.description === 'SPRING ASSY, TAIL WHEEL')).toBe(true);
    }
  });

  it('prices a part number the same everywhere and marks unpriced parts as quote', () => {
    const prices = new Map<string, number | null>();
    for (const part of parts) {
      if (prices.has(part.partNumber)) expect(part.priceCents).toBe(prices.get(part.partNumber));
      prices.set(part.partNumber, part.priceCents);
      expect(part.priceCents === null).toBe(part.availability === 'quote');
    }
    expect(parts.some((part) => part.unitsPerAssembly === 'AR')).toBe(true);
  });

  it('records supersessions with split serial effectivity', () => {
    const old = collect(20_000).filter((part) => part.supersededBy !== null);
    expect(old.length).toBeGreaterThan(0);
    for (const part of old.slice(0, 20)) expect(part.effectivity).toMatch(/^\d+-\d+$/);
  });

  it('refuses a size too small to hold the required rows', () => {
    expect(() => generateCatalogue({ parts: 10 })).toThrow(RangeError);
    expect(() => generateCatalogue({ parts: 2_500.5 })).toThrow(RangeError);
  });
});
